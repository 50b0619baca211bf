import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/Database';
import { employeeInput } from './fixtures';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

// Issue 38: the audit line belongs to the write's transaction. A process that dies at the moment its create
// commits never answers the client; the create must still be in the log, under the record it made.

/**
 * The database as the server sees it, which can be made to die (every later statement fails, as after a
 * SIGKILL) the moment the next transaction has committed.
 */
function dyingAfterCommit(db: Database) {
  let armed = false;
  let dead = false;
  const alive = () => {
    if (dead) throw new Error('Connection terminated: the process died');
  };
  const view: Database = {
    engine: db.engine,
    exec: async (sql) => {
      alive();
      await db.exec(sql);
    },
    close: () => db.close(),
    query: async (sql, params) => {
      alive();
      return db.query(sql, params);
    },
    transaction: async (work) => {
      alive();
      const value = await db.transaction(work);
      if (armed) dead = true;
      return value;
    },
  };
  return {
    view,
    dieAfterNextCommit: () => (armed = true),
    revive: () => {
      armed = false;
      dead = false;
    },
  };
}

type Line = { operation: string; record_id: string; result: string; company_id: string };

describe.each(ENGINES)('the audit line in the write’s transaction, on %s', (engine) => {
  let api: TestApi;
  let database: ReturnType<typeof dyingAfterCommit>;
  const lines = async (operation: string) =>
    (
      await api.db.query<Line>(
        'SELECT operation, record_id, result, company_id FROM audit_log WHERE operation = $1 ORDER BY id',
        [operation],
      )
    ).rows;
  const CREATE = `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`;

  beforeAll(async () => {
    api = await startTestApi(engine, {
      databaseView: (db) => (database = dyingAfterCommit(db)).view,
    });
  });
  afterAll(() => api.close());

  it('keeps the line of a create committed at the moment the process died, naming the record', async () => {
    database.dieAfterNextCommit();
    const lost = await api.gql(
      CREATE,
      { input: employeeInput({ _id: 'new0000101', passportNumber: 'EP4000101' }) },
      api.tokens.adminA,
    );
    database.revive();
    // The client never learnt that its create was made ...
    expect(lost.data?.createEmployee ?? null).toBeNull();
    expect(lost.errors).toBeDefined();
    // ... but the employee is there, and so is its line, naming it (not the form's new-record id).
    const made = await api.db.query<{ id: string }>(
      `SELECT id FROM employees WHERE data ->> 'passportNumber' = 'EP4000101'`,
    );
    expect(made.rows).toHaveLength(1);
    expect(await lines('createEmployee')).toEqual([
      { operation: 'createEmployee', record_id: made.rows[0]!.id, result: 'ok', company_id: api.companies.a },
    ]);
  });

  it('writes one line per mutation, naming a created record by its id', async () => {
    const before = (await lines('createVisa')).length;
    const saved = await api.gql(
      `mutation ($input: VisaInput!) { createVisa(input: $input) { _id } }`,
      { input: { _id: '0', visaNumber: '5559990101', fullName: 'SPONSOR' } },
      api.tokens.adminA,
    );
    expect(saved.errors).toBeUndefined();
    const id = saved.data!.createVisa._id as string;
    expect((await lines('createVisa')).slice(before)).toEqual([
      { operation: 'createVisa', record_id: id, result: 'ok', company_id: api.companies.a },
    ]);
    // A refused write is logged once too, outside any transaction.
    const refused = await api.gql(
      `mutation { deleteVisa(id: "${id}") { affectedRows } }`,
      {},
      await api.userWithRoles(['ViewVisas']),
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await lines('deleteVisa')).map((line) => [line.record_id, line.result])).toEqual([
      [id, 'FORBIDDEN'],
    ]);
  });

  it('never undoes a write because its line could not be written', async () => {
    await api.db.query(
      `ALTER TABLE audit_log ADD CONSTRAINT refuse_visa_lines CHECK (operation <> 'createVisa') NOT VALID`,
    );
    try {
      const saved = await api.gql(
        `mutation ($input: VisaInput!) { createVisa(input: $input) { _id visaNumber } }`,
        { input: { _id: '0', visaNumber: '5559990102', fullName: 'SPONSOR' } },
        api.tokens.adminA,
      );
      expect(saved.errors).toBeUndefined();
      const kept = await api.db.query(`SELECT id FROM visas WHERE visa_number = '5559990102'`);
      expect(kept.rows).toHaveLength(1);
    } finally {
      await api.db.query('ALTER TABLE audit_log DROP CONSTRAINT refuse_visa_lines');
    }
  });
});
