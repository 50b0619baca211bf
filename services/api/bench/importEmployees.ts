// pnpm --filter @placement/api bench:import — a 2,000-row employee import (the most one file may hold) through
// GraphQL over HTTP: the dry run the preview asks for, then the import itself in one transaction, on PGlite
// and on PostgreSQL when DATABASE_TEST_URL answers, the engines in turn round by round (each round a new file:
// new passports and visas). Prints the table and writes docs/benchmarks/api-import.json.
// Env: BENCH_ROWS (2,000), BENCH_ROUNDS (3); BENCH_SMOKE=1: 20 rows, one round.
import pg from 'pg';
import { MAX_IMPORT_ROWS } from '@placement/domain';
import { buildApp } from '../src/app';
import { issueToken } from '../src/auth/tokens';
import { createPgDatabase } from '../src/db/createPgDatabase';
import { createPgliteDatabase } from '../src/db/createPgliteDatabase';
import type { Database } from '../src/db/Database';
import { migrate } from '../src/db/migrate';
import { alternate } from '../../../scripts/bench/alternate';
import { benchSize } from '../../../scripts/bench/benchSize';
import { median } from '../../../scripts/bench/percentile';
import { reportBenchmark, type Cell } from '../../../scripts/bench/reportBenchmark';

const DATABASE_URL = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COMPANY = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const USER = 'cccccccccccccccccccccccc';

const ROWS = benchSize('BENCH_ROWS', MAX_IMPORT_ROWS, 20);
const ROUNDS = benchSize('BENCH_ROUNDS', 3, 1);

/** Round `round`'s file: passports and visa numbers of its own, so that every round imports every row. */
const fileRows = (round: number) =>
  Array.from({ length: ROWS }, (_, index) => ({
    row: index + 2,
    givenName: 'ALMAZ TESFAYE',
    surName: 'BEKELE',
    sex: 'Female',
    passportNumber: `EP${String(3_000_000 + round * MAX_IMPORT_ROWS + index)}`,
    placeOfBirth: 'ADDIS ABABA',
    dateOfBirth: '05/03/1998',
    passportIssueDate: '2024-01-10',
    nationality: 'Ethiopian',
    appliedCountry: 'Saudi Arabia',
    telephone: '0911223344',
    visaNumber: String(4_000_000_000 + round * 1000 + (index % 200)),
    sponsorName: 'SAAD AL HARBI',
  }));

const MUTATION = `mutation ($rows: [EmployeeImportRow!]!, $dryRun: Boolean) {
  importEmployees(rows: $rows, dryRun: $dryRun) { imported problems { row message } } }`;

/** The engine migrated, its company and clerk made, and the API listening on it. */
async function serve(db: Database) {
  await migrate(db);
  await db.query(
    `INSERT INTO companies (id, type, display_name, email) VALUES ($1, 'LocalAgency', 'BENCH', 'b@example.com')`,
    [COMPANY],
  );
  await db.query(
    `INSERT INTO users (id, company_id, name, email, user_type) VALUES ($1, $2, 'Bench', 'bench@example.com', 'ClientAdmin')`,
    [USER, COMPANY],
  );
  await db.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE display_name = 'AddEmployees'`,
    [USER],
  );
  const token = await issueToken(db, USER);
  const app = await buildApp({ db });
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
  const call = async (round: number, dryRun: boolean) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: MUTATION, variables: { rows: fileRows(round), dryRun } }),
    });
    const body = (await response.json()) as {
      data?: { importEmployees: { imported: number; problems: unknown[] } };
      errors?: unknown;
    };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    const { imported, problems } = body.data.importEmployees;
    if (problems.length > 0 || imported !== (dryRun ? 0 : ROWS))
      throw new Error(
        `round ${round}: ${imported} imported, problems ${JSON.stringify(problems.slice(0, 3))}`,
      );
  };
  return { call, close: () => app.close() };
}

const engines: Array<{ name: string; db: Database; drop: () => Promise<void> }> = [
  { name: 'PGlite', db: await createPgliteDatabase(), drop: async () => {} },
];
const admin = new pg.Client({ connectionString: DATABASE_URL });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  const schema = `bench_import_${Date.now()}`;
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public').catch(() => undefined);
  engines.push({
    name: 'PostgreSQL',
    db: await createPgDatabase({ connectionString: DATABASE_URL, schema }),
    drop: async () => void (await admin.query(`DROP SCHEMA ${schema} CASCADE`)),
  });
}
const rows: Cell[][] = [];
try {
  const served = await Promise.all(engines.map(({ db }) => serve(db)));
  // Each round: the dry run on every engine, then the import on every engine, in turn.
  const contenders: Record<string, (round: number) => Promise<void>> = {};
  for (const dryRun of [true, false])
    engines.forEach(({ name }, index) => {
      contenders[`${name} ${dryRun}`] = (round) => served[index]!.call(round, dryRun);
    });
  const samples = await alternate(contenders, { rounds: ROUNDS });
  for (const { name } of engines)
    rows.push([
      name,
      Math.round(median(samples[`${name} true`]!.wall)),
      Math.round(median(samples[`${name} false`]!.wall)),
    ]);
  for (const { close } of served) await close();
} finally {
  for (const { db, drop } of engines) {
    await db.close();
    await drop();
  }
  await admin.end().catch(() => {});
}
const megabytes = (JSON.stringify({ rows: fileRows(0) }).length / 1e6).toFixed(2);
reportBenchmark({
  benchmark: 'api-import',
  command: 'pnpm --filter @placement/api bench:import',
  settings: { rows: ROWS, rounds: ROUNDS, engines: engines.map(({ name }) => name).join(',') },
  tables: [
    {
      caption: `${ROWS} employee rows through GraphQL over HTTP (request ${megabytes} MB), median of ${ROUNDS} rounds, engines in turn, ms:`,
      columns: ['engine', 'dry run', 'import (every row written)'],
      rows,
    },
  ],
});
