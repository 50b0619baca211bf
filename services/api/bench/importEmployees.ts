// pnpm --filter @placement/api bench:import — a 2,000-row employee import (the most one file may hold) through
// GraphQL over HTTP: the dry run the preview asks for, then the import itself in one transaction, on PGlite
// and on PostgreSQL when DATABASE_TEST_URL answers.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { MAX_IMPORT_ROWS } from '@placement/domain';
import { buildApp } from '../src/app';
import { issueToken } from '../src/auth/tokens';
import { createPgDatabase } from '../src/db/createPgDatabase';
import { createPgliteDatabase } from '../src/db/createPgliteDatabase';
import type { Database } from '../src/db/Database';
import { migrate } from '../src/db/migrate';

const DATABASE_URL = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COMPANY = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const USER = 'cccccccccccccccccccccccc';

const rows = Array.from({ length: MAX_IMPORT_ROWS }, (_, index) => ({
  row: index + 2,
  givenName: 'ALMAZ TESFAYE',
  surName: 'BEKELE',
  sex: 'Female',
  passportNumber: `EP${String(3_000_000 + index)}`,
  placeOfBirth: 'ADDIS ABABA',
  dateOfBirth: '05/03/1998',
  passportIssueDate: '2024-01-10',
  nationality: 'Ethiopian',
  appliedCountry: 'Saudi Arabia',
  telephone: '0911223344',
  visaNumber: String(4_000_000_000 + (index % 200)),
  sponsorName: 'SAAD AL HARBI',
}));

const MUTATION = `mutation ($rows: [EmployeeImportRow!]!, $dryRun: Boolean) {
  importEmployees(rows: $rows, dryRun: $dryRun) { imported problems { row message } } }`;

async function bench(name: string, db: Database) {
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
  const call = async (dryRun: boolean) => {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: MUTATION, variables: { rows, dryRun } }),
    });
    const body = (await response.json()) as {
      data?: { importEmployees: { imported: number } };
      errors?: unknown;
    };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return { ms: performance.now() - started, imported: body.data.importEmployees.imported };
  };
  const dry = await call(true);
  const real = await call(false);
  console.log(
    `${name}: ${rows.length} rows, request ${(JSON.stringify({ rows }).length / 1e6).toFixed(2)} MB; ` +
      `dry run ${dry.ms.toFixed(0)} ms; import ${real.ms.toFixed(0)} ms (${real.imported} written)`,
  );
  await app.close();
}

const pglite = await createPgliteDatabase();
await bench('PGlite', pglite);
await pglite.close();

const admin = new pg.Client({ connectionString: DATABASE_URL });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  const schema = `bench_import_${Date.now()}`;
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public').catch(() => undefined);
  const db = await createPgDatabase({ connectionString: DATABASE_URL, schema });
  try {
    await bench('PostgreSQL', db);
  } finally {
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  }
}
await admin.end().catch(() => {});
