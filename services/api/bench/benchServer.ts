// The web app's browser benchmark (apps/web/bench) starts this: the API serving the built web app on a free
// port, on an in-memory PGlite (the product's embedded engine) holding BENCH_EMPLOYEES employees (100,000 by
// default). Prints one JSON line, {"url", "token", "employees", "loadSeconds"}, then serves until stopped.
// Before that it draws the employees list's first screen WARM_DRAWS times, as a server in use has: V8 optimises
// the drawing only after some runs (docs/performance.md, "benchServer"), and the benchmark times a clerk's day,
// not a restart's.
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROLE_NAMES } from '@placement/domain';
import { buildApp } from '../src/app';
import { issueToken } from '../src/auth/tokens';
import { createPgliteDatabase } from '../src/db/createPgliteDatabase';
import { migrate } from '../src/db/migrate';
import { SESSION_COOKIE, VIEW_COOKIE } from '../src/web/firstPaint';
import { BENCH_USER, loadEmployees } from './loadEmployees';
import { benchSize } from '../../../scripts/bench/benchSize';

const EMPLOYEES = benchSize('BENCH_EMPLOYEES', 100_000, 200);
const WARM_DRAWS = benchSize('BENCH_WARM_DRAWS', 30, 2);
const webDir = resolve(process.env.WEB_DIR ?? join(import.meta.dirname, '../../../apps/web/dist'));

const started = performance.now();
const db = await createPgliteDatabase();
await migrate(db);
// Every role, as an agency's manager has: the list shows its edit and delete buttons too.
await loadEmployees(db, EMPLOYEES, [...ROLE_NAMES]);
const loadSeconds = (performance.now() - started) / 1000;
const token = await issueToken(db, BENCH_USER);
const app = await buildApp({ db, webDir });
const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
for (const view of ['en.light', 'ar.light']) {
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(token)}; ${VIEW_COOKIE}=${view}`;
  for (let draw = 0; draw < WARM_DRAWS / 2; draw += 1) {
    const page = await (await fetch(`${url}/app/employees`, { headers: { cookie } })).text();
    if (!page.includes('id="first-paint"')) throw new Error('the bench server did not draw the list');
  }
}
process.stdout.write(`${JSON.stringify({ url, token, employees: EMPLOYEES, loadSeconds })}\n`);

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
