import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '@placement/domain';
import { hashPassword } from '../src/auth/passwords';
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { READY, spawnApi, type ApiProcess } from './support/apiProcess';
import { employeeInput } from './fixtures';
import { DATABASE_TEST_URL, PASSWORD, TEST_HASHING, type Data } from './support/testApi';

// Issue 36: two API processes as docs/deployment.md starts them, on one PostgreSQL and one Redis.

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const schema = `mp_${randomBytes(5).toString('hex')}`;
// Rate-limit counters live in the shared Redis: an address of this run only.
const EMAIL = `clerk.${schema}@example.com`;
// Every process of this test works in its own schema of the test database.
const DATABASE_URL = `${DATABASE_TEST_URL}${DATABASE_TEST_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;

describe('two API processes on PostgreSQL and Redis', () => {
  const apis: ApiProcess[] = [];
  let worker: ChildProcess | undefined;
  let workerOutput = '';
  let dataDir: string;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: DATABASE_TEST_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    dataDir = await mkdtemp(join(tmpdir(), 'several-'));
    // The per-address reset counter is shared by every run on this machine's Redis: this run starts it afresh.
    const redis = new Redis(REDIS_URL);
    await redis.del('placement:rl:resetRequestsPerClient:127.0.0.1');
    redis.disconnect();
    const env = {
      DATABASE_URL,
      REDIS_URL,
      RENDER_QUEUE_PREFIX: schema,
      AUTH_SECRET: 'one-secret-for-every-process',
    };
    // The first one migrates; then the second starts, as the upgrade steps say.
    apis.push(await spawnApi(dataDir, env));
    await apis[0]!.waitFor(READY);
    apis.push(await spawnApi(dataDir, env));
    await apis[1]!.waitFor(READY);
    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    const company = newObjectId();
    await db.query(
      "INSERT INTO companies (id, type, display_name, email) VALUES ($1, 'LocalAgency', 'AGENCY', 'agency@example.com')",
      [company],
    );
    await db.query(
      "INSERT INTO users (id, company_id, email, name, password_hash, user_type, status) VALUES ($1, $2, $3, 'Clerk', $4, 'Super', 'Active')",
      [newObjectId(), company, EMAIL, await hashPassword(PASSWORD, TEST_HASHING)],
    );
    await db.end();
    // A render worker as the README starts it, on the same database, Redis, queue and data folder.
    const renderDir = resolve(import.meta.dirname, '../../render');
    worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: renderDir,
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        RENDER_DATA_SOURCE: resolve(import.meta.dirname, '../src/modules/render/workerDataSource.ts'),
        TSX_TSCONFIG_PATH: resolve(renderDir, '../../tsconfig.base.json'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout!.on('data', (chunk: Buffer) => (workerOutput += chunk.toString()));
    worker.stderr!.on('data', (chunk: Buffer) => (workerOutput += chunk.toString()));
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`the worker did not start:\n${workerOutput}`)), 120_000);
      const check = () => {
        if (/render worker \d+ ready/u.test(workerOutput)) {
          clearTimeout(timer);
          done();
        }
      };
      worker!.stdout!.on('data', check);
      worker!.once('exit', () => fail(new Error(`the worker stopped:\n${workerOutput}`)));
    });
  }, 300_000);
  afterAll(async () => {
    worker?.kill('SIGTERM');
    for (const api of apis) api.kill('SIGTERM');
    await Promise.all(apis.map((api) => api.exited));
    const admin = new pg.Client({ connectionString: DATABASE_TEST_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const gql = async (api: ApiProcess, query: string, token?: string) => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as {
      data?: Data;
      errors?: Array<{ extensions?: { code?: string } }>;
    };
  };

  const fetchGql = async (
    api: ApiProcess,
    query: string,
    variables: Record<string, unknown>,
    token: string,
    requestId?: string,
  ) => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(requestId ? { 'x-request-id': requestId } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Data; errors?: unknown[] };
  };

  it('are both ready, share sign-ins, rate-limit counts, uploads and prints, and one survives the other being killed', async () => {
    for (const api of apis) expect((await fetch(`${api.url}/health/ready`)).status).toBe(200);
    const signIn = await gql(
      apis[0]!,
      `mutation { authUser(input: {email: "${EMAIL}", password: "${PASSWORD}"}) { token } }`,
    );
    const token = signIn.data!.authUser.token as string;
    expect((await gql(apis[1]!, '{ me { email } }', token)).data?.me.email).toBe(EMAIL);

    // Five resets of one account are allowed an hour, counted across both processes.
    const reset = `mutation { forgotPassword(input: {email: "${EMAIL}"}) { message } }`;
    for (let i = 0; i < 5; i++) expect((await gql(apis[i % 2]!, reset)).errors).toBeUndefined();
    expect((await gql(apis[1]!, reset)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');

    // A print asked for through the first process...
    const created = await fetchGql(
      apis[0]!,
      'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }',
      {
        input: employeeInput(),
      },
      token,
    );
    const employeeId = created.data!.createEmployee._id as string;
    const print = await fetchGql(
      apis[0]!,
      'mutation ($input: RenderRequestInput!) { requestRender(input: $input) { id } }',
      { input: { kind: 'cv', employeeIds: [employeeId], format: 'pdf' } },
      token,
      'several-processes-print-1',
    );
    const jobId = print.data!.requestRender.id as string;
    // ...and a photo uploaded through it: served by the other from the shared folder.
    const form = new FormData();
    form.append('id', employeeId);
    form.append('type', 'face');
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#007229' } })
      .png()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${apis[0]!.url}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(uploaded.status).toBe(200);
    const { fileName } = (await uploaded.json()) as { fileName: string };

    apis[0]!.kill('SIGKILL');
    await apis[0]!.exited;
    expect((await gql(apis[1]!, '{ me { email } }', token)).data?.me.email).toBe(EMAIL);
    expect((await fetch(`${apis[1]!.url}/health/ready`)).status).toBe(200);
    const photo = await fetch(`${apis[1]!.url}/api/files/${fileName}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(photo.status).toBe(200);
    // ...is followed and downloaded through the survivor: the worker wrote it in the shared folder.
    await expect
      .poll(
        async () =>
          (
            await fetchGql(
              apis[1]!,
              'query ($id: String!) { renderJob(id: $id) { status } }',
              { id: jobId },
              token,
            )
          ).data?.renderJob?.status,
        { timeout: 120_000, interval: 500 },
      )
      .toBe('completed');
    const pdf = await fetch(`${apis[1]!.url}/api/renders/${jobId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // The worker's log names the request that asked for the job.
    expect(workerOutput).toMatch(/"requestId":"several-processes-print-1".*"msg":"render job finished"/u);
  }, 180_000);
});
