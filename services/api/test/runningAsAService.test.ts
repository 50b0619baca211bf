import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApi } from './support/apiProcess';
import { Redis } from 'ioredis';
import { Worker } from 'bullmq';
import { logJobEvents, RENDER_QUEUE_NAME } from '@placement/render';
import { employeeInput } from './fixtures';
import { buildApp } from '../src/app';
import { createPgDatabase } from '../src/db/createPgDatabase';
import { createPgliteDatabase } from '../src/db/createPgliteDatabase';
import { moveToPostgres, MoveRefused } from '../src/operations/moveToPostgres';
import { listFiles, restoreBackup, writeBackup } from '../src/operations/backup';
import { dataTables, tableDigest } from '../src/operations/tableCopy';
import { migrate } from '../src/db/migrate';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createTestDatabase, ENGINES, startTestApi, type Engine, type TestApi } from './support/testApi';

// Issue 36: what a person running Placement as a service relies on (docs/deployment.md).

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
// Nothing listens on port 1: an unreachable database or Redis.
const NOWHERE = '127.0.0.1:1';
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const RENDER_DIR = resolve(import.meta.dirname, '../../render');
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** Runs the render worker as its package script does and resolves with its exit code and output. */
function runWorker(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: RENDER_DIR,
    env: { ...process.env, TSX_TSCONFIG_PATH: resolve(RENDER_DIR, '../../tsconfig.base.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

describe('the environment, checked at start', () => {
  it(
    'a wrong value stops the API before it opens anything, naming each variable',
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'env-api-'));
      folders.push(dataDir);
      const api = await spawnApi(dataDir, {
        TOKEN_IDLE_MINUTES: 'ten',
        EMPLOYEE_SHARING: 'everyone',
        REDIS_URL: 'localhost:6379',
        AUTH_SECRET: 'a-secret-that-must-not-be-printed',
      });
      expect(await api.exited).toBe(1);
      const output = api.output();
      expect(output).toMatch(/TOKEN_IDLE_MINUTES must be a whole number/u);
      expect(output).toMatch(/EMPLOYEE_SHARING must be one of prospects, partners/u);
      expect(output).toMatch(/REDIS_URL must be an address starting with redis:\/\//u);
      expect(output).not.toContain('a-secret-that-must-not-be-printed');
      expect(output).not.toContain('localhost:6379');
    },
  );

  it('a wrong value stops a render worker, naming the variable', { timeout: 120_000 }, async () => {
    const { code, output } = await runWorker({
      REDIS_URL: 'redis://127.0.0.1:6379',
      RENDER_DATA_SOURCE: 'unused.ts',
      RENDER_CONCURRENCY: '0',
    });
    expect(code).toBe(2);
    expect(output).toMatch(/RENDER_CONCURRENCY must be a whole number from 1 to 64/u);
  });
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { status: response.status, body: await response.text() };
};

describe.each(ENGINES)('running on %s', (engine: Engine) => {
  let api: TestApi;
  let redis: Redis;
  const logLines: string[] = [];
  let filesDir: string | undefined;
  // The server's own address (api.url is its GraphQL endpoint).
  const origin = () => new URL(api.url).origin;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { enableOfflineQueue: false, lazyConnect: true });
    await redis.connect();
    // A files folder of its own: the embedded default renders prints in this process and writes them there.
    if (engine === 'pglite') filesDir = await mkdtemp(join(tmpdir(), 'service-files-'));
    api = await startTestApi(engine, {
      logLines,
      filesDir,
      config: {
        redis,
        metricsToken: METRICS_TOKEN,
        // On PostgreSQL the API sends render jobs through BullMQ (its own prefix), as several processes would.
        ...(engine === 'postgres'
          ? { renderQueue: { redisUrl: REDIS_URL, prefix: `service-${process.pid}` } }
          : {}),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    redis?.disconnect();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('is live and ready once migrated, with Redis answering', async () => {
    expect(await get(`${origin()}/health/live`)).toEqual({ status: 200, body: '{"status":"live"}' });
    const ready = await get(`${origin()}/health/ready`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
    });
    // The GraphQL health field stays for clients that use it.
    expect((await api.gql('{ _health }')).data).toEqual({ _health: 'ok' });
  });

  it('is not ready while a migration is pending (an upgrade not yet migrated)', async () => {
    const last = (
      await api.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1')
    ).rows[0]!.name;
    await api.db.query('DELETE FROM schema_migrations WHERE name = $1', [last]);
    try {
      const ready = await get(`${origin()}/health/ready`);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body).checks.migrations).toBe('pending');
    } finally {
      await api.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last]);
    }
  });

  it('is live but not ready while the database and Redis do not answer', { timeout: 60_000 }, async () => {
    const db =
      engine === 'postgres'
        ? await createPgDatabase({ connectionString: `postgres://postgres@${NOWHERE}/none` })
        : await createPgliteDatabase();
    // A PGlite database that has stopped answers nothing, like a server that went away.
    if (engine === 'pglite') await db.close();
    const deadRedis = new Redis(`redis://${NOWHERE}`, {
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => 1_000,
    });
    deadRedis.on('error', () => {});
    const app = await buildApp({
      db,
      config: { redis: deadRedis, filesDir: join(tmpdir(), 'unused-files') },
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await get(`${url}/health/live`)).status).toBe(200);
      const ready = await get(`${url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({
        status: 'not ready',
        checks: { database: 'unreachable', migrations: 'unreachable', redis: 'unreachable' },
      });
      expect(ready.body).not.toContain(NOWHERE);
    } finally {
      await app.close();
      deadRedis.disconnect();
      if (engine === 'postgres') await db.close();
    }
  });

  it('serves Prometheus metrics only with METRICS_TOKEN', async () => {
    await api.gql('{ _health }');
    // A reset asked for too often for one account is refused by its rate limit (the sixth in an hour).
    const email = `nobody.${engine}@example.com`;
    const resets = [];
    for (let i = 0; i < 6; i++)
      resets.push(await api.gql(`mutation { forgotPassword(input: {email: "${email}"}) { message } }`));
    expect(resets.at(-1)?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');

    expect((await get(`${origin()}/metrics`)).status).toBe(401);
    expect(
      (await get(`${origin()}/metrics`, { authorization: 'Bearer wrong-token-0123456789' })).status,
    ).toBe(401);
    const scrape = await get(`${origin()}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(scrape.status).toBe(200);
    const text = scrape.body;
    expect(text).toMatch(/placement_request_duration_seconds_count\{operation="query _health"\} [1-9]/u);
    expect(text).toMatch(/placement_rate_limit_refusals_total\{operation="mutation forgotPassword"\} 1/u);
    expect(text).toMatch(
      /placement_request_errors_total\{operation="mutation forgotPassword",code="RATE_LIMITED"\} 1/u,
    );
    for (const state of ['waiting', 'active', 'failed'])
      expect(text).toMatch(new RegExp(`placement_render_jobs\\{state="${state}"\\} \\d+`, 'u'));
    expect(text).toContain('# TYPE placement_render_job_duration_seconds histogram');
    // Only operations and routes the server knows name a series: never what a client made up.
    await get(`${origin()}/made-up-${engine}`);
    const after = (await get(`${origin()}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` })).body;
    expect(after).not.toContain('made-up');
  });

  it('shows the render queue dashboard to Super users only, when BullMQ runs the jobs', async () => {
    const dashboard = `${origin()}/app/queues`;
    if (engine === 'pglite') {
      // In-process jobs: there is no queue to show.
      expect((await get(dashboard, { authorization: `Bearer ${api.tokens.superUser}` })).status).toBe(404);
      return;
    }
    expect((await get(dashboard)).status).toBe(401);
    expect((await get(dashboard, { authorization: `Bearer ${api.tokens.adminA}` })).status).toBe(403);
    expect(
      (await get(`${dashboard}/api/queues`, { cookie: `placement_session=${api.tokens.adminA}` })).status,
    ).toBe(403);
    const page = await get(dashboard, { authorization: `Bearer ${api.tokens.superUser}` });
    expect(page.status).toBe(200);
    expect(page.body).toContain('__UI_CONFIG__');
    // The signed-in web app's session cookie opens it in a browser.
    const queues = await get(`${dashboard}/api/queues`, {
      cookie: `placement_session=${api.tokens.superUser}`,
    });
    expect(queues.status).toBe(200);
    expect(JSON.parse(queues.body).queues.map((queue: { name: string }) => queue.name)).toEqual(['render']);
  });

  it(
    'writes one JSON line per request, with an id the render worker repeats for its jobs',
    { timeout: 60_000 },
    async () => {
      const requestId = `proxy-${engine}-0123456789`;
      const created = await fetch(api.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${api.tokens.adminA}`,
          'x-request-id': requestId,
        },
        body: JSON.stringify({
          query: 'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }',
          variables: { input: employeeInput({ passportNumber: 'EP5550001', givenName: 'HIDDEN NAME' }) },
        }),
      });
      expect(created.headers.get('x-request-id')).toBe(requestId);
      const employeeId = ((await created.json()) as { data: { createEmployee: { _id: string } } }).data
        .createEmployee._id;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const lines = logLines.filter((line) => line.includes(requestId)).map((line) => JSON.parse(line));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        requestId,
        msg: 'request',
        status: 200,
        operation: 'mutation createEmployee',
        req: { method: 'POST', url: '/graphql' },
      });
      const log = logLines.join('');
      for (const secret of ['EP5550001', 'HIDDEN NAME', api.tokens.adminA]) expect(log).not.toContain(secret);
      // A request id that is not one (spaces, a header injection) is replaced by a new one.
      const odd = await fetch(`${origin()}/health/live`, { headers: { 'x-request-id': 'EP5550001 x' } });
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/u);

      // The job asked for by this request is logged with the same id: by the render worker that takes it
      // (BullMQ), or by this process when it runs the job itself (the embedded default), in the same lines.
      const print = await fetch(api.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${api.tokens.adminA}`,
          'x-request-id': `${requestId}-print`,
        },
        body: JSON.stringify({
          query: 'mutation ($input: RenderRequestInput!) { requestRender(input: $input) { id } }',
          variables: { input: { kind: 'cv', employeeIds: [employeeId], format: 'pdf' } },
        }),
      });
      const jobId = ((await print.json()) as { data: { requestRender: { id: string } } }).data.requestRender
        .id;
      const jobLines = () =>
        logLines.filter((line) => line.includes('"render job ')).map((line) => JSON.parse(line));
      if (engine === 'pglite') {
        await expect.poll(() => jobLines().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
        expect(jobLines().map((event) => event.msg)).toEqual(['render job started', 'render job finished']);
        for (const event of jobLines())
          expect(event).toMatchObject({
            level: 30,
            requestId: `${requestId}-print`,
            job: jobId,
            kind: 'cv',
            pid: process.pid,
          });
        expect(jobLines()[1].ms).toBeGreaterThan(0);
        expect(logLines.join('')).not.toContain(employeeId);
        return;
      }
      const workerLines: string[] = [];
      // A stand-in for a render worker (the real one renders for seconds): the same queue, the same log lines.
      const worker = new Worker(RENDER_QUEUE_NAME, async () => ({ outputKey: 'stand-in' }), {
        connection: { url: REDIS_URL },
        prefix: `service-${process.pid}`,
      });
      logJobEvents(worker, (line) => void workerLines.push(line));
      try {
        await expect.poll(() => workerLines.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      } finally {
        await worker.close();
      }
      const events = workerLines.map((line) => JSON.parse(line));
      expect(events.map((event) => event.msg)).toEqual(['render job started', 'render job finished']);
      for (const event of events)
        expect(event).toMatchObject({ requestId: `${requestId}-print`, job: jobId, kind: 'cv' });
      expect(workerLines.join('')).not.toContain(employeeId);
    },
  );
});

describe('moving the embedded data to PostgreSQL', () => {
  let source: TestApi;
  let filesFrom: string;
  beforeAll(async () => {
    filesFrom = await mkdtemp(join(tmpdir(), 'move-files-'));
    folders.push(filesFrom);
    source = await startTestApi('pglite', { filesDir: filesFrom });
    // Records with an audit trail, and a file.
    const created = await source.gql(
      'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }',
      { input: employeeInput({ passportNumber: 'EP4440001' }) },
      source.tokens.adminA,
    );
    expect(created.errors).toBeUndefined();
    await mkdir(join(filesFrom, 'photos'), { recursive: true });
    await writeFile(join(filesFrom, 'photos', 'a.jpg'), 'picture');
  }, 60_000);
  afterAll(() => source?.close());

  it('refuses a PostgreSQL database that holds data, and writes nothing', { timeout: 60_000 }, async () => {
    const { db: target, drop } = await createTestDatabase('postgres');
    try {
      await migrate(target);
      await target.query(
        "INSERT INTO companies (id, type, display_name, email) VALUES ($1, 'LocalAgency', 'THEIRS', 'x@example.com')",
        ['f'.repeat(24)],
      );
      await expect(moveToPostgres({ source: source.db, target })).rejects.toThrow(MoveRefused);
      await expect(moveToPostgres({ source: source.db, target })).rejects.toThrow(
        /table companies holds 1 rows/u,
      );
      expect((await target.query('SELECT count(*)::int AS n FROM companies')).rows[0]).toEqual({ n: 1 });
    } finally {
      await target.close();
      await drop();
    }
  });

  it(
    'finishes an interrupted move on a rerun, nothing doubled, every table and file identical',
    { timeout: 120_000 },
    async () => {
      const { db: target, drop } = await createTestDatabase('postgres');
      const filesTo = await mkdtemp(join(tmpdir(), 'move-files-to-'));
      folders.push(filesTo);
      try {
        const tables = await dataTables(source.db);
        const stopAt = tables[Math.floor(tables.length / 2)]!.name;
        await expect(
          moveToPostgres({
            source: source.db,
            target,
            files: { from: filesFrom, to: filesTo },
            afterTable: (table) => {
              if (table === stopAt) throw new Error('the power went out');
            },
          }),
        ).rejects.toThrow('the power went out');
        const report = await moveToPostgres({
          source: source.db,
          target,
          files: { from: filesFrom, to: filesTo },
        });
        expect(report.map((table) => table.table).sort()).toEqual(tables.map((table) => table.name).sort());
        for (const table of tables)
          expect(await tableDigest(target, table)).toEqual(await tableDigest(source.db, table));
        expect(report.find((table) => table.table === 'employees')?.rows).toBe(1);
        expect(report.find((table) => table.table === 'audit_log')?.rows).toBeGreaterThan(0);
        expect(await readFile(join(filesTo, 'photos', 'a.jpg'), 'utf8')).toBe('picture');
        // A third run changes nothing.
        await moveToPostgres({ source: source.db, target });
        expect((await target.query('SELECT count(*)::int AS n FROM employees')).rows[0]).toEqual({ n: 1 });
      } finally {
        await target.close();
        await drop();
      }
    },
  );

  it.each(ENGINES)(
    'backs up the records and files and restores them into an empty %s instance, identical',
    { timeout: 120_000 },
    async (engine) => {
      const archive = join(filesFrom, '..', `backup-${engine}-${process.pid}.tar.gz`);
      folders.push(archive);
      const manifest = await writeBackup(source.db, filesFrom, archive);
      expect(manifest.migrations.length).toBeGreaterThan(5);
      const { db: restored, drop } = await createTestDatabase(engine);
      const filesTo = await mkdtemp(join(tmpdir(), 'restore-files-'));
      folders.push(filesTo);
      try {
        await restoreBackup(restored, filesTo, archive);
        for (const table of await dataTables(source.db))
          expect(await tableDigest(restored, table)).toEqual(await tableDigest(source.db, table));
        expect(await listFiles(filesTo)).toEqual(await listFiles(filesFrom));
        expect(await readFile(join(filesTo, 'photos', 'a.jpg'), 'utf8')).toBe('picture');
        // An instance holding data is not overwritten.
        await expect(restoreBackup(restored, filesTo, archive)).rejects.toThrow(/not empty/u);
      } finally {
        await restored.close();
        await drop();
      }
    },
  );
});
