import { newObjectId, settingsForCompany } from '@placement/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { snapshot } from './support/snapshot';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

const SEARCH = `query ($text: String!) { cvMakerCompanies(searchText: $text) { _id displayName cvTemplate remarks } }`;
const SAVE = `mutation ($input: CvTemplateInput!) {
  saveCompanyCvTemplate(input: $input) { _id displayName cvTemplate remarks }
}`;

/** The CV maker over HTTP (spec 02 §2.4): who finds which company, what a save stores, what it refuses. */
describe.each(ENGINES)('the CV maker on %s', (engine) => {
  let api: TestApi;
  let keptAgent: string;

  const names = async (text: string, token: string) => {
    const result = await api.gql(SEARCH, { text }, token);
    expect(result.errors).toBeUndefined();
    return (result.data!.cvMakerCompanies as Array<{ displayName: string }>).map((c) => c.displayName);
  };
  const save = (id: string, cvTemplate: Record<string, unknown>, token = api.tokens.adminA) =>
    api.gql(SAVE, { input: { id, cvTemplate } }, token);

  beforeAll(async () => {
    api = await startTestApi(engine);
    // A foreign agent agency A keeps in its own directory (nobody signs in for it): A styles its CVs too.
    const made = await api.gql(
      `mutation { createForeignAgent(input: {displayName: "Agency Directory Agent", email: "dir.agent@example.com"}) { _id } }`,
      {},
      api.tokens.adminA,
    );
    keptAgent = made.data!.createForeignAgent._id;
  }, 60_000);
  afterAll(() => api?.close());

  it('searches only with more than 2 characters, saying why', async () => {
    const before = await snapshot(api.db);
    for (const text of ['', 'ag', '  ag  ']) {
      const refused = await api.gql(SEARCH, { text }, api.tokens.adminA);
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'searchText' });
    }
    const short = await api.gql(SEARCH, { text: 'ag' }, api.tokens.adminA);
    expect(short.errors?.[0]?.message).toBe('Must be 3 characters at minimum');
    expect(await snapshot(api.db)).toBe(before);
  });

  it('offers a company only the companies whose CV it may style: its own and the partners it keeps', async () => {
    // GULF AGENT is A's partner but signs in itself; AGENCY B is a stranger.
    expect(await names('agen', api.tokens.adminA)).toEqual(['AGENCY A', 'AGENCY DIRECTORY AGENT']);
    expect(await names('gulf', api.tokens.adminA)).toEqual([]);
    expect(await names('agency b', api.tokens.adminA)).toEqual([]);
    // The foreign agent styles its own CVs, not the agency it works with.
    expect(await names('agen', api.tokens.agent)).toEqual(['GULF AGENT']);
    // By e-mail as well as by name.
    expect(await names('dir.agent@', api.tokens.adminA)).toEqual(['AGENCY DIRECTORY AGENT']);
    // Super styles any company.
    expect(await names('agen', api.tokens.superUser)).toEqual([
      'AGENCY A',
      'AGENCY B',
      'AGENCY DIRECTORY AGENT',
      'GULF AGENT',
    ]);
  });

  it('returns at most 10 companies', async () => {
    for (let n = 0; n < 12; n += 1) {
      await api.db.query('INSERT INTO companies (id, type, display_name, email) VALUES ($1, $2, $3, $4)', [
        newObjectId(),
        'LocalAgency',
        `CAPPED AGENCY ${String(n).padStart(2, '0')}`,
        `capped${n}@example.com`,
      ]);
    }
    const found = await names('capped', api.tokens.superUser);
    expect(found).toHaveLength(10);
    expect(found[0]).toBe('CAPPED AGENCY 00');
  });

  it("saves a company's template and its colour string; the CVs of its employees read the new look", async () => {
    const { a } = api.companies;
    const saved = await save(a, { name: 'maleda', headBgColor: '#0a3d62', labelFontSize: 20 });
    expect(saved.errors).toBeUndefined();
    const company = saved.data!.saveCompanyCvTemplate;
    expect(company.cvTemplate).toMatchObject({ name: 'maleda', headBgColor: '#0a3d62', labelFontSize: 20 });
    // The colour string: background, header font, header background, label font, label background...
    expect(company.remarks.split(',')[2]).toBe('#0a3d62');

    // A second save names only a colour: the layout and the size stay.
    const again = await save(a, { valueBgColor: 'rgb(250, 240, 230)' });
    expect(again.data!.saveCompanyCvTemplate.cvTemplate).toMatchObject({
      name: 'maleda',
      labelFontSize: 20,
      headBgColor: '#0a3d62',
      valueBgColor: 'rgb(250, 240, 230)',
    });

    const employee = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { owner { cvTemplate remarks } } }`,
      { input: employeeInput({ passportNumber: 'EP7001234' }) },
      api.tokens.adminA,
    );
    const look = settingsForCompany(employee.data!.createEmployee.owner);
    expect(look).toMatchObject({
      name: 'maleda',
      headBgColor: '#0a3d62',
      valueBgColor: 'rgb(250, 240, 230)',
      labelFontSize: 20,
    });
    // Nothing else of the company changed.
    const reread = await api.gql(
      `query ($id: ID) { getCompany(input: {id: $id}) { displayName email type licence } }`,
      { id: a },
      api.tokens.adminA,
    );
    expect(reread.data!.getCompany).toEqual({
      displayName: 'AGENCY A',
      email: expect.any(String),
      type: 'LocalAgency',
      licence: expect.any(String),
    });
  });

  it('styles a partner the company keeps, and Super styles anyone', async () => {
    const kept = await save(keptAgent, { headBgColor: '#123456' });
    expect(kept.data!.saveCompanyCvTemplate.cvTemplate.headBgColor).toBe('#123456');
    const bySuper = await save(api.companies.b, { name: 'stars' }, api.tokens.superUser);
    expect(bySuper.data!.saveCompanyCvTemplate.cvTemplate.name).toBe('stars');
  });

  it('refuses a bad setting by name and stores nothing', async () => {
    const before = await snapshot(api.db);
    for (const [template, field, message] of [
      [{ labelFontSize: 400 }, 'cvTemplate.labelFontSize', 'Invalid value for this setting'],
      [{ name: 'fancy' }, 'cvTemplate.name', 'Choose a value from the list'],
      [{ headBgColor: 'javascript:alert(1)' }, 'cvTemplate.headBgColor', 'Invalid value for this setting'],
      [{ planted: true }, 'cvTemplate.planted', 'Not a CV template setting'],
      [
        { qrLocationImageUrl: 'http://169.254.169.254/latest' },
        'cvTemplate.qrLocationImageUrl',
        'Must be a picture given inline (data:image/…)',
      ],
    ] as const) {
      const refused = await save(api.companies.a, template);
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect(await snapshot(api.db)).toBe(before);
  });

  it('answers a company the caller may not style exactly like a missing one, and changes nothing', async () => {
    const before = await snapshot(api.db);
    const missing = await save(newObjectId(), { headBgColor: '#ff0000' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const [id, token] of [
      [api.companies.agent, api.tokens.adminA], // a partner that signs in styles its own CVs
      [api.companies.b, api.tokens.adminA], // a stranger
      [api.companies.a, api.tokens.agent], // the agency of the foreign agent
      [keptAgent, api.tokens.adminB],
    ] as const) {
      const refused = await save(id, { headBgColor: '#ff0000' }, token);
      expect(refused).toEqual(missing);
    }
    expect(await snapshot(api.db)).toBe(before);
  });

  it('needs the ViewCompanies role (or Add/Manage), on the server', async () => {
    const clerk = await api.userWithRoles(['ViewCandidates', 'ViewEmployees']);
    const before = await snapshot(api.db);
    for (const call of [
      () => api.gql(SEARCH, { text: 'agency' }, clerk),
      () => save(api.companies.a, { headBgColor: '#ff0000' }, clerk),
    ]) {
      const refused = await call();
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message).toContain('ViewCompanies');
    }
    const anonymous = await api.gql(SAVE, {
      input: { id: api.companies.a, cvTemplate: { headBgColor: '#ff0000' } },
    });
    expect(anonymous.errors?.[0]?.message).toContain('authorized');
    expect(await snapshot(api.db)).toBe(before);

    const maker = await api.userWithRoles(['ViewCompanies']);
    expect(await names('agency a', maker)).toEqual(['AGENCY A']);
    const saved = await save(api.companies.a, { bgColor: '#fffaf0' }, maker);
    expect(saved.data!.saveCompanyCvTemplate.cvTemplate.bgColor).toBe('#fffaf0');
  });
});
