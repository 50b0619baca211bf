import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

// Issue 34: the platform operator sets a company's licence (state, quota, dates) and agency type; the company
// sees them on its footer banner (myLicence); agencies find and link an existing partner instead of making a
// duplicate; each company says whether the caller may save it (the screens show Edit and Save by it).
const SAVE = `mutation ($input: CompanyInput!) { createCompany(input: $input) {
  _id displayName licence depositAmount licenceQuota licenceStartsOn licenceEndsOn } }`;
const LICENCE = `{ myLicence { state quota used endsOn } }`;
const DIRECTORY = `query ($text: String!) { partnerDirectory(searchText: $text) { _id displayName email } }`;
const LINK = `mutation ($ids: [ID!]!) { linkCompanies(ids: $ids) { _id partners { _id } } }`;
const EDITABLE = `query ($id: ID) { getCompany(input: {id: $id}) { _id editable } }`;

describe.each(ENGINES)('the operator, licences and partners, on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  }, 180_000);
  afterAll(() => api?.close());

  it('lets Super set the licence terms and agency type, and a company admin change neither', async () => {
    const set = await api.gql(
      SAVE,
      {
        input: {
          id: api.companies.a,
          displayName: 'Agency A',
          email: 'a@example.com',
          licence: 'renewal',
          depositAmount: 'sudan',
          licenceQuota: 40,
          licenceStartsOn: '2026-01-01',
          licenceEndsOn: '2026-12-31',
        },
      },
      api.tokens.superUser,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data!.createCompany).toMatchObject({
      licence: 'renewal',
      depositAmount: 'sudan',
      licenceQuota: 40,
      licenceStartsOn: '2026-01-01',
      licenceEndsOn: '2026-12-31',
    });

    const lifted = await api.gql(
      SAVE,
      {
        input: {
          id: api.companies.a,
          displayName: 'Agency A',
          email: 'a@example.com',
          licence: '',
          licenceQuota: 100000,
          licenceEndsOn: '2099-12-31',
        },
      },
      api.tokens.adminA,
    );
    expect(lifted.errors).toBeUndefined();
    expect(lifted.data!.createCompany).toMatchObject({
      licence: 'renewal',
      licenceQuota: 40,
      licenceEndsOn: '2026-12-31',
    });
  });

  it('tells a company its licence state, quota, registrations and end for the footer banner', async () => {
    const before = await api.gql(LICENCE, {}, api.tokens.adminA);
    expect(before.errors).toBeUndefined();
    expect(before.data!.myLicence).toMatchObject({ state: 'renewal', quota: 40, endsOn: '2026-12-31' });
    const used = before.data!.myLicence.used as number;
    await api.db.query(
      `INSERT INTO employees (id, owner_id, data) VALUES ('e0000000000000000000000a', $1, '{}')`,
      [api.companies.a],
    );
    const after = await api.gql(LICENCE, {}, api.tokens.adminA);
    expect(after.data!.myLicence.used).toBe(used + 1);
    // Another company's licence is its own.
    const other = await api.gql(LICENCE, {}, api.tokens.adminB);
    expect(other.data!.myLicence).toMatchObject({ state: '', quota: null, used: 0, endsOn: null });
  });

  it('refuses a bad licence term', async () => {
    const bad = await api.gql(
      SAVE,
      { input: { id: api.companies.b, displayName: 'Agency B', email: 'b@example.com', licenceQuota: -1 } },
      api.tokens.superUser,
    );
    expect(bad.errors?.[0]?.message).toMatch(/0 or more/);
    const badDay = await api.gql(
      SAVE,
      {
        input: {
          id: api.companies.b,
          displayName: 'Agency B',
          email: 'b@example.com',
          licenceEndsOn: '2026-02-30',
        },
      },
      api.tokens.superUser,
    );
    expect(badDay.errors).toBeDefined();
  });

  it('finds an existing foreign agent by name or e-mail for an agency not yet linked to it, and links it', async () => {
    expect((await api.gql(DIRECTORY, { text: 'gu' }, api.tokens.adminB)).data!.partnerDirectory).toEqual([]);
    const found = await api.gql(DIRECTORY, { text: 'gulf' }, api.tokens.adminB);
    expect(found.errors).toBeUndefined();
    expect(found.data!.partnerDirectory).toEqual([
      { _id: api.companies.agent, displayName: 'GULF AGENT', email: expect.any(String) },
    ]);
    // Agency A is linked to it already; an agency is no foreign agent's partner to find.
    expect((await api.gql(DIRECTORY, { text: 'gulf' }, api.tokens.adminA)).data!.partnerDirectory).toEqual(
      [],
    );
    expect((await api.gql(DIRECTORY, { text: 'agency' }, api.tokens.adminB)).data!.partnerDirectory).toEqual(
      [],
    );
    // A user without CompanyManagement gets no directory.
    expect((await api.gql(DIRECTORY, { text: 'gulf' }, api.tokens.plainA)).errors?.[0]?.message).toMatch(
      /CompanyManagement/,
    );

    // A foreign agent neither finds nor links an agency it is not linked to: the link would let it save
    // employees owned by that agency.
    const agentSearch = await api.gql(DIRECTORY, { text: 'agency' }, api.tokens.agent);
    expect(agentSearch.data?.partnerDirectory ?? []).toEqual([]);
    const intoStranger = await api.gql(
      LINK,
      { ids: [api.companies.agent, api.companies.b] },
      api.tokens.agent,
    );
    expect(intoStranger.errors).toBeDefined();
    const { rows } = await api.db.query(
      'SELECT 1 FROM company_partners WHERE company_id = $1 AND partner_id = $2',
      [api.companies.b, api.companies.agent],
    );
    expect(rows).toHaveLength(0);

    const linked = await api.gql(LINK, { ids: [api.companies.b, api.companies.agent] }, api.tokens.adminB);
    expect(linked.errors).toBeUndefined();
    expect(linked.data!.linkCompanies.partners).toEqual([{ _id: api.companies.agent }]);
    // An agency cannot link another agency as its partner: answered like a missing company.
    const agency = await api.gql(LINK, { ids: [api.companies.b, api.companies.a] }, api.tokens.adminB);
    expect(agency.errors?.[0]?.message).toMatch(/not found/i);
  });

  it('says which companies the caller may save', async () => {
    const editable = async (id: string, token: string) =>
      (await api.gql(EDITABLE, { id }, token)).data?.getCompany.editable;
    expect(await editable(api.companies.a, api.tokens.adminA)).toBe(true);
    expect(await editable(api.companies.a, api.tokens.plainA)).toBe(false);
    // The foreign agent signs in itself: it keeps its own details.
    expect(await editable(api.companies.agent, api.tokens.adminA)).toBe(false);
    expect(await editable(api.companies.agent, api.tokens.superUser)).toBe(true);
  });
});
