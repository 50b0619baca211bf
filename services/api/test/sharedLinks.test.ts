import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

// Exactly what the shared CV shows (spec 02 §2.2-2.3). A field added to the public type fails this list first.
const SHARED_FIELDS = [
  'additionalData',
  'agency',
  'agentHeader',
  'dateOfBirth',
  'education',
  'facePhoto',
  'givenName',
  'number',
  'passportExpiryDate',
  'passportIssueDate',
  'passportNumber',
  'passportScan',
  'placeOfBirth',
  'placeOfIssue',
  'sex',
  'standPhoto',
  'surName',
  'workExperience',
];

const CANDIDATE = `number givenName surName passportNumber passportIssueDate passportExpiryDate placeOfBirth placeOfIssue
  dateOfBirth sex facePhoto standPhoto passportScan workExperience { country profession years }
  education { arabicLanguage englishLanguage educationLevel skills remarks yearCompleted }
  additionalData { salary currency contractPeriod nationality religion maritalStatus numberOfChildren height weight
    complexion appliedProfession appliedCountry documentReceivedDate fullNameAmharic }
  agency { displayName header remarks variant cvTemplate
    address { telephone alternateTelephone mobile alternateMobile city streetAddress } }
  agentHeader`;

// Values that must never reach an anonymous viewer.
const SECRETS = {
  lmisPassword: 'LmisSecret#77',
  labourId: 'LAB-556677',
  notes: 'private note about the family',
  workerPhone: '0911556677',
  contactPhone: '0922334455',
  witnessPhone: '0933445566',
  sponsorId: '1098765432',
  sponsorPhone: '0501234567',
};

describe.each(ENGINES)('shared links show the shared CV and nothing more, on %s', (engine) => {
  let api: TestApi;
  let filesDir: string;
  let base: string;
  let employeeId: string;
  let facePhoto: string;
  let passportScan: string;
  let header: string;
  let agentEmail: string;

  const upload = async (type: string, id: string, token: string) => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#007229' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('id', id);
    form.append('type', type);
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    const response = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { fileName: string }).fileName;
  };

  const link = async (hideContact: boolean) => {
    const made = await api.gql(
      `mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { _id link } }`,
      { ids: [employeeId] },
      api.tokens.adminA,
    );
    const code = made.data!.generateLink.link as string;
    if (hideContact) {
      const set = await api.gql(
        `mutation ($l: String!) { setShareLinkOptions(input: {link: $l, hideContact: true}) { link } }`,
        { l: code },
        api.tokens.adminA,
      );
      expect(set.errors).toBeUndefined();
    }
    return code;
  };

  const shared = (code: string) =>
    api.gql(`query ($l: String!) { sharedEmployees(link: $l) { ${CANDIDATE} } }`, { l: code });

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-shared-'));
    api = await startTestApi(engine, { filesDir });
    base = api.url.replace(/\/graphql$/, '');
    agentEmail = `${api.companies.agent}@example.com`;
    // The foreign agent also works with agency B: nothing of B may show through A's CVs.
    await api.db.query('INSERT INTO company_partners (company_id, partner_id) VALUES ($1, $2), ($2, $1)', [
      api.companies.b,
      api.companies.agent,
    ]);
    await api.gql(
      `mutation ($id: ID) { createCompany(input: {id: $id, displayName: "agency a", email: "agency.a@example.com",
        address: {telephone: "0115550101", mobile: "0911000111", city: "addis ababa"}, remarks: "#fff,#000,#111,#222,#333,#444,#555"}) { _id } }`,
      { id: api.companies.a },
      api.tokens.adminA,
    );
    const created = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      {
        input: employeeInput({
          prospects: [api.companies.agent],
          address: { telephone: SECRETS.workerPhone, city: 'adama' },
          contactPerson: {
            displayName: 'kebede',
            kinship: 'brother',
            address: { telephone: SECRETS.contactPhone },
          },
          firstTestimonialName: 'witness one',
          workExperience: [
            { _id: 'rowid778899', country: 'saudi_arabia', profession: 'housemaid', years: 'two' },
          ],
          firstTestimonialTelephone: SECRETS.witnessPhone,
          additionalData: {
            appliedCountry: 'saudi_arabia',
            salary: 1000,
            currency: 'saudi_riyal',
            notes: SECRETS.notes,
            lmisPassword: SECRETS.lmisPassword,
            labourId: SECRETS.labourId,
            religion: 'muslim',
          },
          visa: {
            visaNumber: '1234512345',
            fullName: 'sponsor name',
            passportNumber: SECRETS.sponsorId,
            address: { telephone: SECRETS.sponsorPhone },
          },
        }),
      },
      api.tokens.adminA,
    );
    employeeId = created.data!.createEmployee._id;
    facePhoto = await upload('face', employeeId, api.tokens.adminA);
    passportScan = await upload('passport', employeeId, api.tokens.adminA);
    // A commission-type agency (spec 02 §3): its deposit amount is its own business, not the viewer's.
    await api.db.query(
      `UPDATE companies SET data = data || '{"depositAmount": "DEPOSIT-25000"}' WHERE id = $1`,
      [api.companies.a],
    );
    header = await upload('header', api.companies.a, api.tokens.adminA);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('answers from a type of its own that holds exactly the CV fields', async () => {
    const type = await api.gql(`{ __type(name: "SharedCandidate") { fields { name } } }`);
    expect(type.data!.__type.fields.map((f: { name: string }) => f.name).sort()).toEqual(SHARED_FIELDS);
    const asked = await api.gql(
      `{ sharedEmployees(link: "zzzzzz") { _id additionalData { lmisPassword } } }`,
    );
    expect(asked.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it("answers no record id, no agency kind or deposit, and no work-experience row's id (issue 37)", async () => {
    const fieldsOf = async (name: string) =>
      (
        (await api.gql(`{ __type(name: "${name}") { fields { name } } }`)).data!.__type.fields as {
          name: string;
        }[]
      )
        .map((f) => f.name)
        .sort();
    expect(await fieldsOf('SharedCandidate')).not.toContain('_id');
    expect(await fieldsOf('SharedAgency')).toEqual([
      'address',
      'cvTemplate',
      'displayName',
      'header',
      'remarks',
      'variant',
    ]);
    expect(await fieldsOf('SharedWorkExperience')).toEqual(['country', 'profession', 'years']);
    for (const field of ['_id', 'agency { depositAmount }', 'agency { _id }', 'workExperience { _id }']) {
      const asked = await api.gql(`{ sharedEmployees(link: "zzzzzz") { ${field} } }`);
      expect(asked.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    const code = await link(false);
    const stored = await api.gql(
      `query ($id: ID!) { getEmployee(input: {_id: $id}) { workExperience { _id } } }`,
      { id: employeeId },
      api.tokens.adminA,
    );
    const rowId = stored.data!.getEmployee.workExperience[0]._id as string;
    expect(rowId).toBeTruthy();
    const result = await shared(code);
    expect(result.data!.sharedEmployees[0]).toMatchObject({
      number: 1,
      agency: { variant: 'standard' },
      workExperience: [{ country: 'saudi_arabia', profession: 'housemaid', years: 'two' }],
    });
    const text = JSON.stringify(result.data);
    for (const absent of [employeeId, rowId, 'DEPOSIT-25000', 'depositAmount', '"_id"']) {
      expect(text).not.toContain(absent);
    }
  });

  it('shows the CV with its agency, and no phone, secret, company id or e-mail of anyone', async () => {
    const code = await link(false);
    const result = await shared(code);
    expect(result.errors).toBeUndefined();
    const [cv] = result.data!.sharedEmployees;
    expect(cv).toMatchObject({
      number: 1,
      givenName: 'ALMAZ TESFAYE',
      passportNumber: 'EP1234567',
      facePhoto,
      additionalData: { salary: 1000, religion: 'muslim' },
      agency: { displayName: 'AGENCY A', header, address: { telephone: '0115550101', mobile: '0911000111' } },
    });
    const text = JSON.stringify(result.data);
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    for (const id of [api.companies.a, api.companies.b, api.companies.agent]) expect(text).not.toContain(id);
    for (const leak of ['GULF AGENT', 'AGENCY B', 'agency.a@example.com', agentEmail, '@example.com']) {
      expect(text).not.toContain(leak);
    }
    expect((await fetch(`${base}/api/shared/${code}/files/${facePhoto}`)).status).toBe(200);
    expect((await fetch(`${base}/api/shared/${code}/files/${header}`)).status).toBe(200);
    expect((await fetch(`${base}/api/shared/${code}/files/${passportScan}`)).status).toBe(200);
  });

  it('leaves out what identifies the candidate when the link hides contacts, and keeps the agency', async () => {
    const code = await link(true);
    const [cv] = (await shared(code)).data!.sharedEmployees;
    // Issue 35: the passport's number, dates, place of issue and scan identify her as well as her name.
    expect(cv).toMatchObject({
      givenName: null,
      surName: null,
      facePhoto,
      passportNumber: null,
      passportIssueDate: null,
      passportExpiryDate: null,
      placeOfIssue: null,
      passportScan: null,
    });
    expect(JSON.stringify(cv)).not.toContain('EP1234567');
    expect(JSON.stringify(cv)).not.toContain(passportScan);
    expect((await fetch(`${base}/api/shared/${code}/files/${passportScan}`)).status).toBe(404);
    expect(cv.additionalData.fullNameAmharic).toBeNull();
    expect(cv.agency).toMatchObject({
      displayName: 'AGENCY A',
      header,
      address: { telephone: '0115550101' },
    });
    expect(JSON.stringify(cv)).not.toContain('ALMAZ');
    expect((await fetch(`${base}/api/shared/${code}/files/${facePhoto}`)).status).toBe(200);
  });

  it('gives the public agency/agent list the same CV fields and nothing of other agencies', async () => {
    const opened = await api.gql(
      `mutation ($b: ID!) { setPublicPremiumList(agentId: $b, open: true) { key } }`,
      { b: api.companies.agent },
      api.tokens.adminA,
    );
    const key = opened.data!.setPublicPremiumList.key as string;
    const result = await api.gql(
      `query ($a: ID!, $b: ID!, $k: String) { linkedEmployees(agencyId: $a, agentId: $b, key: $k) { ${CANDIDATE} } }`,
      { a: api.companies.a, b: api.companies.agent, k: key },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.linkedEmployees).toEqual([
      expect.objectContaining({ number: 1, passportNumber: 'EP1234567' }),
    ]);
    const text = JSON.stringify(result.data);
    expect(text).not.toContain(employeeId);
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    for (const leak of [api.companies.b, 'AGENCY B', 'GULF AGENT', '@example.com'])
      expect(text).not.toContain(leak);
    const file = (agency: string, name: string) =>
      fetch(`${base}/api/linked/${agency}/${api.companies.agent}/files/${name}`, {
        headers: { 'x-public-list-key': key },
      });
    expect((await file(api.companies.a, facePhoto)).status).toBe(200);
    // B partners the same agent, but A's photo is not on B's list.
    expect((await file(api.companies.b, facePhoto)).status).toBe(404);
  });
});
