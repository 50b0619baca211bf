// The web app's browser benchmark (apps/web/bench) starts this: the API serving the built web app on a free
// port, on an in-memory PGlite (the product's embedded engine) holding BENCH_EMPLOYEES employees (100,000 by
// default). Prints one JSON line, {"url", "token", "employees", "loadSeconds"}, then serves until stopped.
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROLE_NAMES } from '@placement/domain';
import { buildApp } from '../src/app';
import { issueToken } from '../src/auth/tokens';
import { createPgliteDatabase } from '../src/db/createPgliteDatabase';
import { migrate } from '../src/db/migrate';
import { BENCH_USER, loadEmployees } from './loadEmployees';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
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
process.stdout.write(`${JSON.stringify({ url, token, employees: EMPLOYEES, loadSeconds })}\n`);

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
