import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, MAX_IMPORT_ROWS, VALIDATION_MESSAGES } from '@placement/domain';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

const IMPORT_EMPLOYEES = `mutation ($rows: [EmployeeImportRow!]!, $dryRun: Boolean, $owner: ID) {
  importEmployees(rows: $rows, dryRun: $dryRun, owner: $owner) { imported dryRun problems { row column message } }
}`;
const IMPORT_VISAS = `mutation ($rows: [VisaImportRow!]!, $dryRun: Boolean) {
  importVisas(rows: $rows, dryRun: $dryRun) { imported dryRun problems { row column message } }
}`;

const employeeRow = (row: number, cells: Record<string, string> = {}) => ({
  row,
  givenName: 'almaz tesfaye',
  surName: 'bekele',
  sex: 'Female',
  passportNumber: `EP${5000000 + row}`,
  placeOfBirth: 'addis ababa',
  dateOfBirth: '05/03/1998',
  passportIssueDate: '2024-01-10',
  ...cells,
});

describe.each(ENGINES)('bulk import through HTTP on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  }, 60_000);
  afterAll(() => api?.close());

  const count = async (sql: string, params: unknown[]) =>
    Number((await api.db.query<{ n: number }>(sql, params)).rows[0]!.n);
  const employeesOf = (companyId: string) =>
    count('SELECT count(*)::int AS n FROM employees WHERE owner_id = $1', [companyId]);

  it('imports nothing when one row is bad, and names that row, its column and the form message', async () => {
    const before = await employeesOf(api.companies.a);
    const rows = [employeeRow(2), employeeRow(3, { passportNumber: 'EP-12' }), employeeRow(4)];
    const result = await api.gql(IMPORT_EMPLOYEES, { rows }, api.tokens.adminA);
    expect(result.errors).toBeUndefined();
    expect(result.data!.importEmployees).toEqual({
      imported: 0,
      dryRun: false,
      problems: [{ row: 3, column: 'passportNumber', message: VALIDATION_MESSAGES.passportNumber }],
    });
    expect(await employeesOf(api.companies.a)).toBe(before);
  });

  it('imports every row of a good file in one go, with the save rules and the visa', async () => {
    const before = await employeesOf(api.companies.a);
    const rows = Array.from({ length: 40 }, (_, index) =>
      employeeRow(index + 2, index === 0 ? { visaNumber: '5551234567', sponsorName: 'saad al harbi' } : {}),
    );
    const dry = await api.gql(IMPORT_EMPLOYEES, { rows, dryRun: true }, api.tokens.adminA);
    expect(dry.data!.importEmployees).toEqual({ imported: 0, dryRun: true, problems: [] });
    expect(await employeesOf(api.companies.a)).toBe(before);

    const result = await api.gql(IMPORT_EMPLOYEES, { rows }, api.tokens.adminA);
    expect(result.data!.importEmployees).toEqual({ imported: 40, dryRun: false, problems: [] });
    expect(await employeesOf(api.companies.a)).toBe(before + 40);

    const listed = await api.gql(
      `{ employees(searchText: "EP5000002") { totalCount employees { givenName passportExpiryDate status
         additionalData { nationality appliedCountry } visa { visaNumber fullName } owner { _id } } } }`,
      {},
      api.tokens.adminA,
    );
    expect(listed.data!.employees.employees[0]).toMatchObject({
      givenName: 'ALMAZ TESFAYE',
      status: 'new',
      // 1825 days after the issue date, at 14:00 Riyadh.
      passportExpiryDate: '2029-01-08T11:00:00.000Z',
      additionalData: { nationality: 'ethiopian', appliedCountry: 'saudi_arabia' },
      visa: { visaNumber: '5551234567', fullName: 'SAAD AL HARBI' },
      owner: { _id: api.companies.a },
    });
    // Another company sees none of them.
    const other = await api.gql(`{ employees(searchText: "EP50000") { totalCount } }`, {}, api.tokens.adminB);
    expect(other.data!.employees.totalCount).toBe(0);
  });

  it('refuses a passport the company already has, so a file imported twice adds nobody', async () => {
    const before = await employeesOf(api.companies.a);
    const result = await api.gql(
      IMPORT_EMPLOYEES,
      { rows: [employeeRow(2, { passportNumber: 'EP9999999' }), employeeRow(3)] },
      api.tokens.adminA,
    );
    expect(result.data!.importEmployees.problems).toEqual([
      { row: 3, column: 'passportNumber', message: IMPORT_MESSAGES.existingPassport },
    ]);
    expect(await employeesOf(api.companies.a)).toBe(before);
    // The same passport is new to another company.
    const elsewhere = await api.gql(
      IMPORT_EMPLOYEES,
      { rows: [employeeRow(3)], dryRun: true },
      api.tokens.adminB,
    );
    expect(elsewhere.data!.importEmployees.problems).toEqual([]);
  });

  it('refuses more rows than the domain allows, and an owner the caller cannot see', async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => ({ row: index + 2 }));
    const tooMany = await api.gql(IMPORT_EMPLOYEES, { rows, dryRun: true }, api.tokens.adminA);
    expect(tooMany.errors?.[0]).toMatchObject({
      message: IMPORT_MESSAGES.tooManyRows(MAX_IMPORT_ROWS),
      extensions: { field: 'rows' },
    });
    const stranger = await api.gql(
      IMPORT_EMPLOYEES,
      { rows: [employeeRow(2)], owner: api.companies.b },
      api.tokens.adminA,
    );
    expect(stranger.errors?.[0]).toMatchObject({ extensions: { field: 'owner' } });
  });

  it('lets a foreign agent import for its partner agency, staying a prospect', async () => {
    const result = await api.gql(
      IMPORT_EMPLOYEES,
      { rows: [employeeRow(2, { passportNumber: 'EP8800001' })], owner: api.companies.a },
      api.tokens.agent,
    );
    expect(result.data!.importEmployees.imported).toBe(1);
    const row = await api.db.query<{ owner_id: string; prospect_ids: string[] }>(
      "SELECT owner_id, prospect_ids FROM employees WHERE passport_number = 'EP8800001'",
    );
    expect(row.rows[0]).toEqual({ owner_id: api.companies.a, prospect_ids: [api.companies.agent] });
  });

  it('refuses a user without AddEmployees or AddVisas, writing nothing', async () => {
    const viewer = await api.userWithRoles(['ViewEmployees', 'ViewVisas']);
    const refused = await api.gql(IMPORT_EMPLOYEES, { rows: [employeeRow(2)] }, viewer);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visas = await api.gql(IMPORT_VISAS, { rows: [{ row: 2, visaNumber: '5550000001' }] }, viewer);
    expect(visas.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('imports visas all or nothing, refusing numbers the company already has', async () => {
    const visasOfA = () =>
      count('SELECT count(*)::int AS n FROM visas WHERE owner_id = $1', [api.companies.a]);
    const before = await visasOfA();
    const bad = await api.gql(
      IMPORT_VISAS,
      {
        rows: [
          { row: 2, visaNumber: '7770000001', sponsorName: 'one' },
          { row: 3, visaNumber: '777', sponsorName: 'two' },
        ],
      },
      api.tokens.adminA,
    );
    expect(bad.data!.importVisas).toEqual({
      imported: 0,
      dryRun: false,
      problems: [{ row: 3, column: 'visaNumber', message: VALIDATION_MESSAGES.visaNumber }],
    });
    expect(await visasOfA()).toBe(before);

    const good = await api.gql(
      IMPORT_VISAS,
      {
        rows: [
          { row: 2, visaNumber: '7770000001', sponsorName: 'one', salary: '1,200', currency: 'SAR' },
          { row: 3, visaNumber: '7770000002', sponsorName: 'two', visaType: 'Visit' },
        ],
      },
      api.tokens.adminA,
    );
    expect(good.data!.importVisas.imported).toBe(2);
    expect(await visasOfA()).toBe(before + 2);
    const again = await api.gql(
      IMPORT_VISAS,
      { rows: [{ row: 2, visaNumber: '7770000002' }] },
      api.tokens.adminA,
    );
    expect(again.data!.importVisas.problems).toEqual([
      { row: 2, column: 'visaNumber', message: IMPORT_MESSAGES.existingVisa },
    ]);
  });
});
