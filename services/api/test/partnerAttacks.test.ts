import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

/**
 * A partner is somebody else's company: the attacks that used the partner link as a key to its door. The
 * foreign agent partners both agency A and agency B, as in the demo data.
 */
describe.each(ENGINES)('partners stay their own, on %s', (engine) => {
  let api: TestApi;
  const company = async (id: string) =>
    (
      await api.db.query<{ display_name: string; email: string; licence: string; type: string }>(
        'SELECT display_name, email, licence, type FROM companies WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  beforeAll(async () => {
    api = await startTestApi(engine);
    await api.db.query('INSERT INTO company_partners (company_id, partner_id) VALUES ($1, $2), ($2, $1)', [
      api.companies.b,
      api.companies.agent,
    ]);
    await api.db.query(`UPDATE companies SET licence = 'expired' WHERE id = $1`, [api.companies.a]);
  });
  afterAll(() => api.close());

  it("does not let an agency rename its partner agent's own company", async () => {
    const before = await company(api.companies.agent);
    const result = await api.gql(
      `mutation ($input: PartnerCompanyInput!) { createForeignAgent(input: $input) { displayName } }`,
      { input: { id: api.companies.agent, displayName: 'HIJACKED', email: 'thief@example.com' } },
      api.tokens.adminA,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('READ_ONLY');
    expect(await company(api.companies.agent)).toEqual(before);
  });

  it('still lets an agency keep the details of a partner entry that is only its own', async () => {
    const created = await api.gql(
      `mutation ($input: PartnerCompanyInput!) { createForeignAgent(input: $input) { _id } }`,
      { input: { id: 'new0000001', displayName: 'Doha Office', email: 'doha@example.com' } },
      api.tokens.adminA,
    );
    const id = created.data!.createForeignAgent._id as string;
    const renamed = await api.gql(
      `mutation ($input: PartnerCompanyInput!) { createForeignAgent(input: $input) { displayName } }`,
      { input: { id, displayName: 'Doha Main Office', email: 'doha@example.com' } },
      api.tokens.adminA,
    );
    expect(renamed.data?.createForeignAgent.displayName).toBe('DOHA MAIN OFFICE');
  });

  it('does not let a company admin lift its own licence block or change its type', async () => {
    const result = await api.gql(
      `mutation ($input: CompanyInput!) { createCompany(input: $input) { licence type } }`,
      {
        input: {
          id: api.companies.a,
          displayName: 'AGENCY A',
          email: `${api.companies.a}@example.com`,
          licence: '',
          type: 'Moderator',
        },
      },
      api.tokens.adminA,
    );
    expect(result.data?.createCompany).toEqual({ licence: 'expired', type: 'LocalAgency' });
    expect(await company(api.companies.a)).toMatchObject({ licence: 'expired', type: 'LocalAgency' });

    const bySuper = await api.gql(
      `mutation ($input: CompanyInput!) { createCompany(input: $input) { licence } }`,
      {
        input: {
          id: api.companies.a,
          displayName: 'AGENCY A',
          email: `${api.companies.a}@example.com`,
          licence: '',
        },
      },
      api.tokens.superUser,
    );
    expect(bySuper.data?.createCompany.licence).toBe('');
  });

  it('does not show an agency the other agencies its partner agent works with', async () => {
    const seenByA = await api.gql(
      `query ($id: ID!) { getForeignAgent(id: $id) { partners { _id displayName email } } }`,
      { id: api.companies.agent },
      api.tokens.adminA,
    );
    expect(seenByA.errors).toBeUndefined();
    const ids = (seenByA.data!.getForeignAgent.partners as Array<{ _id: string }>).map((p) => p._id);
    expect(ids).toContain(api.companies.a);
    expect(ids).not.toContain(api.companies.b);
    expect(JSON.stringify(seenByA.data)).not.toContain('AGENCY B');

    const seenByAgent = await api.gql(
      `query ($id: ID!) { getForeignAgent(id: $id) { partners { _id } } }`,
      { id: api.companies.agent },
      api.tokens.agent,
    );
    const own = (seenByAgent.data!.getForeignAgent.partners as Array<{ _id: string }>).map((p) => p._id);
    expect(own.sort()).toEqual([api.companies.a, api.companies.b].sort());
  });

  it('does not let the shared partner agent steal an employee or blank its record', async () => {
    const CREATE = `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`;
    const created = await api.gql(
      CREATE,
      {
        input: employeeInput({
          _id: 'new0000009',
          prospects: [api.companies.agent],
          firstTestimonialName: 'Abebe Kebede',
          contactPerson: { displayName: 'Tigist Bekele', address: { telephone: '0911000111' } },
        }),
      },
      api.tokens.adminA,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createEmployee._id as string;
    const row = async () =>
      (
        await api.db.query<{ owner_id: string; data: Record<string, unknown> }>(
          'SELECT owner_id, data FROM employees WHERE id = $1',
          [id],
        )
      ).rows[0]!;
    const before = await row();

    const minimal = {
      _id: id,
      passportNumber: 'EP1234567',
      givenName: 'mimi',
      surName: 'kebede',
      placeOfBirth: 'adama',
      placeOfIssue: 'adama',
    };
    const theft = await api.gql(CREATE, { input: { ...minimal, owner: api.companies.b } }, api.tokens.agent);
    expect(theft.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect((await row()).owner_id).toBe(api.companies.a);

    // The agent may still edit what it was given, but what it did not send stays as it was.
    const edit = await api.gql(CREATE, { input: minimal }, api.tokens.agent);
    expect(edit.errors).toBeUndefined();
    const after = await row();
    expect(after.owner_id).toBe(api.companies.a);
    expect(after.data.firstTestimonialName).toBe('ABEBE KEBEDE');
    expect(after.data.contactPerson).toEqual(before.data.contactPerson);
    expect(after.data.givenName).toBe('MIMI');
  });
});
