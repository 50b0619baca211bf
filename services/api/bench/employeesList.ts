// pnpm bench:api — 100,000 employees in one company; the employees list (take 50) with and without a search,
// through GraphQL over HTTP and as the same SQL run directly on the same engine, on PGlite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app';
import { issueToken } from '../src/auth/tokens';
import { createPgDatabase } from '../src/db/createPgDatabase';
import { createPgliteDatabase } from '../src/db/createPgliteDatabase';
import type { Database } from '../src/db/Database';
import { migrate } from '../src/db/migrate';
import { countEmployees, EMPLOYEE_COLUMNS, employeeListWhere } from '../src/modules/employees/repository';
import { TenantScope } from '../src/tenancy/TenantScope';
import { BENCH_COMPANY, BENCH_USER, loadEmployees } from './loadEmployees';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const DATABASE_URL = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time(run: () => Promise<unknown>) {
  for (let i = 0; i < 20; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function benchEngine(engine: 'pglite' | 'postgres') {
  let db: Database;
  let drop = async () => {};
  if (engine === 'pglite') db = await createPgliteDatabase();
  else {
    const schema = process.env.BENCH_SCHEMA ?? `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public').catch(() => undefined);
    await admin.end();
    db = await createPgDatabase({ connectionString: DATABASE_URL, schema });
    drop = async () => {
      if (process.env.BENCH_SCHEMA) return;
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
  }
  const started = performance.now();
  await migrate(db);
  await loadEmployees(db, EMPLOYEES);
  const fillSeconds = (performance.now() - started) / 1000;
  const token = await issueToken(db, BENCH_USER);
  const app = await buildApp({ db });
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
  const scope = new TenantScope(BENCH_COMPANY, false);
  const rows: string[] = [];
  for (const [label, searchText] of [
    ['no search', null],
    ['search "tesfaye"', 'tesfaye'],
    ['search passport "EP0054321"', 'EP0054321'],
  ] as const) {
    const query = `query ($t: String) { employees(skip: 0, take: 50, searchText: $t) { totalCount employees { _id givenName surName passportNumber status } } }`;
    const body = JSON.stringify({ query, variables: { t: searchText } });
    const graphql = await time(async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      const json = (await response.json()) as { errors?: unknown };
      if (json.errors) throw new Error(JSON.stringify(json.errors));
    });
    // The same statements the resolver runs (count and page), straight on the engine.
    const { clause, params } = employeeListWhere(scope, { searchText });
    const raw = await time(() =>
      Promise.all([
        countEmployees(db, scope, { searchText }),
        db.query(
          `SELECT ${EMPLOYEE_COLUMNS} FROM employees e WHERE ${clause} ORDER BY e.id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
          [...params, 0, 50],
        ),
      ]),
    );
    rows.push(
      `| ${engine} | ${label} | ${graphql.p50.toFixed(1)} | ${graphql.p95.toFixed(1)} | ${raw.p50.toFixed(1)} | ${raw.p95.toFixed(1)} | ${(graphql.p50 / raw.p50).toFixed(2)} | ${(graphql.p95 / raw.p95).toFixed(2)} |`,
    );
  }
  await app.close();
  await db.close();
  await drop();
  console.error(`${engine}: ${EMPLOYEES} employees loaded in ${fillSeconds.toFixed(1)} s`);
  return rows;
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;
const lines = [
  `${EMPLOYEES} employees (90% in the measured company), ${RUNS} timed runs after 20 warm-up runs, times in ms.`,
  '',
  '| engine | employees list (take 50) | GraphQL p50 | GraphQL p95 | raw SQL p50 | raw SQL p95 | ratio p50 | ratio p95 |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
];
for (const engine of engines) lines.push(...(await benchEngine(engine)));
console.log(lines.join('\n'));
