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

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const DATABASE_URL = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COMPANY = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';

async function fill(db: Database) {
  for (const [id, name] of [
    [COMPANY, 'BENCH AGENCY'],
    [OTHER, 'OTHER AGENCY'],
  ]) {
    await db.query(
      `INSERT INTO companies (id, type, display_name, email) VALUES ($1, 'LocalAgency', $2, 'b@example.com')`,
      [id, name],
    );
  }
  await db.query(
    `INSERT INTO users (id, company_id, name, email, user_type) VALUES ('cccccccccccccccccccccccc', $1, 'Bench', 'bench@example.com', 'ClientAdmin')`,
    [COMPANY],
  );
  await db.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT 'cccccccccccccccccccccccc', id FROM roles WHERE display_name = 'ViewEmployees'`,
  );
  // Names, passports, phones and sponsors vary like real data; ids are time-ordered like the server's. The
  // per-row counter trigger is paused for the bulk load and the counters rebuilt once, as the migration does.
  await db.exec('ALTER TABLE employees DISABLE TRIGGER employees_counts_insert_delete');
  const chunk = 20_000;
  for (let start = 0; start < EMPLOYEES; start += chunk) {
    await db.query(
      `INSERT INTO employees (id, owner_id, status, passport_number, given_name, sur_name, telephone, visa_number, employer, data)
       SELECT lpad(to_hex(1700000000 + g), 8, '0') || lpad(to_hex(g), 16, '0'),
              CASE WHEN g % 10 = 0 THEN $3 ELSE $2 END,
              (ARRAY['new','selected','contract_process','medical_process','embassy_process','traveled'])[1 + g % 6],
              'EP' || lpad(g::text, 7, '0'),
              (ARRAY['ALMAZ','TIGIST','HIRUT','MESERET','SELAM','FATUMA','AMINA','HANAN'])[1 + g % 8] || ' ' ||
              (ARRAY['TESFAYE','BEKELE','MOHAMMED','ABDI','GIRMA','HUSSEN','ALEMU','YIMER','KEBEDE'])[1 + g % 9],
              (ARRAY['WOLDE','ABEBE','ALI','HASSAN','DEMISSIE','MENGISTU','SEID'])[1 + g % 7],
              '09' || lpad((g * 7919 % 100000000)::text, 8, '0'),
              CASE WHEN g % 3 = 0 THEN (4000000000 + g)::text ELSE '' END,
              CASE WHEN g % 3 = 0 THEN (ARRAY['SAAD AL HARBI','FAHAD AL OTAIBI','NASSER AL QAHTANI'])[1 + g % 3] ELSE '' END,
              jsonb_build_object('placeOfBirth', 'ADDIS ABABA', 'sex', 'female')
         FROM generate_series($1::int, $4::int) AS g`,
      [start + 1, COMPANY, OTHER, Math.min(start + chunk, EMPLOYEES)],
    );
  }
  await db.exec('ALTER TABLE employees ENABLE TRIGGER employees_counts_insert_delete');
  await db.exec(
    'INSERT INTO employee_counts (company_id, status, n) SELECT owner_id, status, count(*) FROM employees GROUP BY owner_id, status',
  );
  await db.exec('VACUUM ANALYZE');
}

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
  await fill(db);
  const fillSeconds = (performance.now() - started) / 1000;
  const token = await issueToken(db, 'cccccccccccccccccccccccc');
  const app = await buildApp({ db });
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
  const scope = new TenantScope(COMPANY, false);
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
