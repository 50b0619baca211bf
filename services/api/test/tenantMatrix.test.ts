import { newObjectId } from '@placement/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { createRecords, operationCalls, type Ids, type OperationCall } from './support/operations';
import { snapshot } from './support/snapshot';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

/** Operations that take an id of company A's records; company B's admin (holding every role) calls them. */
const ID_OPERATIONS = [
  'GetUser',
  'Users',
  'getCompany',
  'getForeignAgent',
  'getLocalAgency',
  'createCompany',
  'createForeignAgent',
  'linkCompanies',
  'createUser',
  'changeUser',
  'deleteUser',
  'addUserRoles',
  'addUserAgency',
  'addUserAgent',
  'getEmployee',
  'createEmployee',
  'deleteEmployee',
  'assignEmployeeVisa',
  'generateLink',
  'uploadPicture',
  'uploadCompanyPicture',
  'getVisa',
  'createVisa',
  'deleteVisa',
  'getMedicalPayment',
  'createMedicalPayment',
  'deleteMedicalPayment',
];

describe.each(ENGINES)('tenant isolation on %s', (engine) => {
  let api: TestApi;
  let ids: Ids;
  let calls: Record<string, OperationCall>;
  let foreignIds: string[];
  beforeAll(async () => {
    api = await startTestApi(engine);
    ids = await createRecords(api);
    calls = {
      ...operationCalls(api, ids),
      // Mixed: B's own employee with A's visa, and A's employee with B's visa.
      assignOwnEmployeeForeignVisa: {
        query: `mutation ($ids: [ID!]!) { assignEmployeeVisa(ids: $ids) { _id } }`,
        variables: { ids: [ids.otherEmployee, ids.visa] },
      },
      assignForeignEmployeeOwnVisa: {
        query: `mutation ($ids: [ID!]!) { assignEmployeeVisa(ids: $ids) { _id } }`,
        variables: { ids: [ids.employee, ids.otherVisa] },
      },
      createEmployeeForForeignOwner: {
        query: `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
        variables: { input: employeeInput({ owner: api.companies.a }) },
      },
      createEmployeeWithForeignProspect: {
        query: `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
        variables: { input: employeeInput({ prospects: [api.companies.agent] }) },
      },
    };
    foreignIds = [
      ids.employee,
      ids.visa,
      ids.payment,
      api.companies.a,
      api.companies.agent,
      api.users.plainA,
    ];
  }, 60_000);
  afterAll(() => api?.close());

  /** The same call with every id of company A swapped for an id that exists nowhere. */
  const withMissingIds = (call: OperationCall): OperationCall => {
    let text = JSON.stringify(call.variables);
    for (const id of foreignIds) text = text.replaceAll(id, newObjectId());
    return { query: call.query, variables: JSON.parse(text) };
  };

  const names = [
    ...ID_OPERATIONS,
    'assignOwnEmployeeForeignVisa',
    'assignForeignEmployeeOwnVisa',
    'createEmployeeForForeignOwner',
    'createEmployeeWithForeignProspect',
  ];

  it.each(names)("%s: another company's id answers like a missing one and changes nothing", async (name) => {
    const call = calls[name]!;
    const before = await snapshot(api.db);
    const foreign = await api.gql(call.query, call.variables, api.tokens.adminB);
    const missing = await api.gql(
      withMissingIds(call).query,
      withMissingIds(call).variables,
      api.tokens.adminB,
    );
    expect(await snapshot(api.db)).toBe(before);
    expect(foreign).toEqual(missing);
    const code = foreign.errors?.[0]?.extensions?.code;
    if (foreign.errors) expect(['NOT_FOUND', 'BAD_USER_INPUT']).toContain(code);
    else expect(JSON.stringify(foreign.data)).toMatch(/"affectedRows":0|"totalCount":0/);
  });

  it('lists and the dashboard never show another company’s records', async () => {
    const list = await api.gql(
      `{ employees(take: 3000) { totalCount employees { _id } } visas(take: 3000) { visas { _id } } medicalPayments { medicalPayments { _id } } shortLinks { link } dashboard { totalCount } }`,
      {},
      api.tokens.adminB,
    );
    const text = JSON.stringify(list.data);
    for (const id of [ids.employee, ids.visa, ids.payment]) expect(text).not.toContain(id);
    expect(list.data!.employees.totalCount).toBe(1);
    expect(list.data!.dashboard.totalCount).toBe(1);
    expect(list.data!.shortLinks).toEqual([]);
  });

  it('a prospect agent sees only the employees offered to it; with partner sharing it sees its partners’ employees', async () => {
    const offered = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      {
        input: employeeInput({ passportNumber: 'EP3330001', prospects: [api.companies.agent] }),
      },
      api.tokens.adminA,
    );
    const offeredId = offered.data!.createEmployee._id;
    const seen = await api.gql(`{ employees(take: 100) { employees { _id } } }`, {}, api.tokens.agent);
    expect(seen.data!.employees.employees).toEqual([{ _id: offeredId }]);
    const hidden = await api.gql(
      `query ($id: ID!) { getEmployee(input: {_id: $id}) { _id } }`,
      { id: ids.employee },
      api.tokens.agent,
    );
    expect(hidden.errors?.[0]?.message).toBe('Employee not found');
  });

  it('a Super user sees every company', async () => {
    const all = await api.gql(
      `{ employees(take: 3000) { totalCount } companies(take: 500) { totalCount } }`,
      {},
      api.tokens.superUser,
    );
    expect(all.data!.employees.totalCount).toBeGreaterThanOrEqual(2);
    expect(all.data!.companies.totalCount).toBeGreaterThanOrEqual(3);
  });
});

describe('partner sharing (the other reading): an agent sees every employee of the agencies it partners', () => {
  it('shows the partner agency employees to the agent and nothing of other agencies', async () => {
    const api = await startTestApi('pglite', { employeeSharing: 'partners' });
    try {
      const ids = await createRecords(api);
      const seen = await api.gql(`{ employees(take: 100) { employees { _id } } }`, {}, api.tokens.agent);
      expect(seen.data!.employees.employees).toEqual([{ _id: ids.employee }]);
    } finally {
      await api.close();
    }
  }, 60_000);
});
