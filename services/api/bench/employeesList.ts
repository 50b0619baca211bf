// pnpm bench:api — 100,000 employees in one company; the employees list (take 50) with and without a search,
// through GraphQL over HTTP and as the same SQL run directly on the same engine, on PGlite and PostgreSQL, both
// engines loaded at once and every contender taken in turn round by round. Prints the table and writes
// docs/benchmarks/api-list.json. BENCH_SMOKE=1: 200 employees, two rounds.
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
import { alternate } from '../../../scripts/bench/alternate';
import { benchSize } from '../../../scripts/bench/benchSize';
import { percentile } from '../../../scripts/bench/percentile';
import { reportBenchmark, type Cell } from '../../../scripts/bench/reportBenchmark';

const EMPLOYEES = benchSize('BENCH_EMPLOYEES', 100_000, 200);
const RUNS = benchSize('BENCH_RUNS', 200, 2);
const WARMUP = benchSize('BENCH_WARMUP', 20, 1);
const DATABASE_URL = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const CASES = [
  ['no search', null],
  ['search "tesfaye"', 'tesfaye'],
  ['search passport "EP0054321"', 'EP0054321'],
] as const;

type Engine = 'pglite' | 'postgres';

/** One engine loaded and served: the list through GraphQL over HTTP, and the same SQL run directly. */
async function openEngine(engine: Engine) {
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
  console.error(
    `${engine}: ${EMPLOYEES} employees loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const token = await issueToken(db, BENCH_USER);
  const app = await buildApp({ db });
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
  const scope = new TenantScope(BENCH_COMPANY, false);
  const query = `query ($t: String) { employees(skip: 0, take: 50, searchText: $t) { totalCount employees { _id givenName surName passportNumber status } } }`;
  return {
    graphql: async (searchText: string | null) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables: { t: searchText } }),
      });
      const json = (await response.json()) as { errors?: unknown };
      if (json.errors) throw new Error(JSON.stringify(json.errors));
    },
    // The same statements the resolver runs (count and page), straight on the engine.
    sql: (searchText: string | null) => {
      const { clause, params } = employeeListWhere(scope, { searchText });
      return Promise.all([
        countEmployees(db, scope, { searchText }),
        db.query(
          `SELECT ${EMPLOYEE_COLUMNS} FROM employees e WHERE ${clause} ORDER BY e.id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
          [...params, 0, 50],
        ),
      ]);
    },
    close: async () => {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
const opened = new Map<Engine, Awaited<ReturnType<typeof openEngine>>>();
for (const engine of engines) opened.set(engine, await openEngine(engine));
const rows: Cell[][] = [];
const ms = (value: number) => Number(value.toFixed(1));
try {
  for (const [label, searchText] of CASES) {
    // Every engine's GraphQL and raw SQL in turn, round by round, so the machine's load falls on all alike.
    const contenders: Record<string, () => Promise<unknown>> = {};
    for (const [engine, served] of opened) {
      contenders[`${engine} graphql`] = () => served.graphql(searchText);
      contenders[`${engine} sql`] = () => served.sql(searchText);
    }
    const samples = await alternate(contenders, { rounds: RUNS, warmup: WARMUP });
    for (const engine of opened.keys()) {
      const graphql = samples[`${engine} graphql`]!.wall;
      const raw = samples[`${engine} sql`]!.wall;
      const [g50, g95, r50, r95] = [
        percentile(graphql, 50),
        percentile(graphql, 95),
        percentile(raw, 50),
        percentile(raw, 95),
      ];
      rows.push([
        engine,
        label,
        ms(g50),
        ms(g95),
        ms(r50),
        ms(r95),
        (g50 / r50).toFixed(2),
        (g95 / r95).toFixed(2),
      ]);
    }
  }
} finally {
  for (const served of opened.values()) await served.close();
}
rows.sort((a, b) => engines.indexOf(a[0] as Engine) - engines.indexOf(b[0] as Engine));
reportBenchmark({
  benchmark: 'api-list',
  command: 'pnpm bench:api',
  settings: { employees: EMPLOYEES, runs: RUNS, warmup: WARMUP, engines: engines.join(',') },
  tables: [
    {
      caption: `${EMPLOYEES} employees (90% in the measured company), ${RUNS} timed runs after ${WARMUP} warm-up runs, every contender in turn, times in ms:`,
      columns: [
        'engine',
        'employees list (take 50)',
        'GraphQL p50',
        'GraphQL p95',
        'raw SQL p50',
        'raw SQL p95',
        'ratio p50',
        'ratio p95',
      ],
      rows,
    },
  ],
});
