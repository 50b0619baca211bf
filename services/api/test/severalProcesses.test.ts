import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '@placement/domain';
import { RENDER_QUEUE_NAME } from '@placement/render';
import { hashPassword } from '../src/auth/passwords';
import { READY, spawnApi, type ApiProcess } from './support/apiProcess';
import { followRenderJob } from './support/followRenderJob';
import { spawnWorker, type WorkerProcess } from './support/workerProcess';
import { DATABASE_TEST_URL, PASSWORD, TEST_HASHING, type Data } from './support/testApi';

// Issue 36: two API processes and two render workers as the README and docs/deployment.md start them, on one
// PostgreSQL and one Redis; a batch of CVs and an embassy list asked through one API, then one worker and that
// API killed with SIGKILL mid-batch.

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const schema = `mp_${randomBytes(5).toString('hex')}`;
// Rate-limit counters live in the shared Redis: an address of this run only.
const EMAIL = `clerk.${schema}@example.com`;
// Every process of this test works in its own schema of the test database.
const DATABASE_URL = `${DATABASE_TEST_URL}${DATABASE_TEST_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
// Killed at its first page's progress (1%), a batch of 60 CVs has 59 left to go: mid-batch, and the survivor's
// run from the start reports many steps. More CVs only make the test longer.
const BATCH = 60;
// A killed worker's job is taken again once its lock has expired: shorter than the 30 s default, so the test
// does not wait half a minute, and long enough that a busy worker renews it in time.
const LOCK_MS = 8000;

/** A different name for each candidate: names are letters only. */
const letters = (n: number) => String.fromCharCode(65 + (Math.floor(n / 26) % 26), 65 + (n % 26));

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/gu)?.length ?? 0;

describe('two API processes and two render workers on PostgreSQL and Redis', () => {
  const apis: ApiProcess[] = [];
  const workers: WorkerProcess[] = [];
  let dataDir: string;
  let events: QueueEvents;
  /** Every completion and failure the queue announced, by job id: a job counted twice shows here. */
  const announced: Array<{ event: 'completed' | 'failed'; jobId: string }> = [];
  let token: string;

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
    const workerEnv = { ...env, RENDER_LOCK_MS: String(LOCK_MS), RENDER_STALLED_MS: '2000' };
    const [second, ...started] = await Promise.all([
      spawnApi(dataDir, env).then(async (api) => (await api.waitFor(READY), api)),
      spawnWorker(dataDir, workerEnv),
      spawnWorker(dataDir, workerEnv),
    ]);
    apis.push(second as ApiProcess);
    workers.push(...(started as WorkerProcess[]));
    events = new QueueEvents(RENDER_QUEUE_NAME, { connection: { url: REDIS_URL }, prefix: schema });
    events.on('completed', ({ jobId }) => announced.push({ event: 'completed', jobId }));
    events.on('failed', ({ jobId }) => announced.push({ event: 'failed', jobId }));
    await events.waitUntilReady();
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
  }, 300_000);
  afterAll(async () => {
    await events?.close();
    for (const worker of workers) worker.kill('SIGTERM');
    for (const api of apis) api.kill('SIGTERM');
    await Promise.all([...apis.map((api) => api.exited), ...workers.map((worker) => worker.exited)]);
    const admin = new pg.Client({ connectionString: DATABASE_TEST_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const gql = async (
    api: ApiProcess,
    query: string,
    variables: Record<string, unknown> = {},
    options: { token?: string; requestId?: string } = {},
  ) => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as {
      data?: Data;
      errors?: Array<{ message?: string; extensions?: { code?: string } }>;
    };
  };

  it('share sign-ins and rate-limit counts', async () => {
    for (const api of apis) expect((await fetch(`${api.url}/health/ready`)).status).toBe(200);
    const signIn = await gql(
      apis[0]!,
      `mutation { authUser(input: {email: "${EMAIL}", password: "${PASSWORD}"}) { token } }`,
    );
    token = signIn.data!.authUser.token as string;
    // A token from either process works on the other.
    expect((await gql(apis[1]!, '{ me { email } }', {}, { token })).data?.me.email).toBe(EMAIL);
    const second = await gql(
      apis[1]!,
      `mutation { authUser(input: {email: "${EMAIL}", password: "${PASSWORD}"}) { token } }`,
    );
    expect(
      (await gql(apis[0]!, '{ me { email } }', {}, { token: second.data!.authUser.token })).data?.me.email,
    ).toBe(EMAIL);

    // Five resets of one account are allowed an hour, counted across both processes.
    const reset = `mutation { forgotPassword(input: {email: "${EMAIL}"}) { message } }`;
    for (let i = 0; i < 5; i++) expect((await gql(apis[i % 2]!, reset)).errors).toBeUndefined();
    expect((await gql(apis[1]!, reset)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  }, 60_000);

  it(`finish a ${BATCH}-CV batch and an embassy list exactly once after a worker and an API are killed mid-batch`, async () => {
    const [first, survivor] = apis as [ApiProcess, ApiProcess];
    const imported = await gql(
      first,
      'mutation ($rows: [EmployeeImportRow!]!) { importEmployees(rows: $rows) { imported problems { row message } } }',
      {
        rows: Array.from({ length: BATCH }, (_, index) => ({
          row: index + 2,
          givenName: 'ALMAZ TESFAYE',
          surName: `BEKELE ${letters(index)}`,
          sex: 'Female',
          passportNumber: `EP${3_000_000 + index}`,
          placeOfBirth: 'ADDIS ABABA',
          dateOfBirth: '05/03/1998',
          passportIssueDate: '2024-01-10',
          nationality: 'Ethiopian',
          appliedCountry: 'Saudi Arabia',
          telephone: '0911223344',
        })),
      },
      { token },
    );
    expect(imported.data?.importEmployees).toEqual({ imported: BATCH, problems: [] });
    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    const { rows } = await db.query<{ id: string }>('SELECT id FROM employees ORDER BY passport_number');
    await db.end();
    const employeeIds = rows.map((row) => row.id);
    expect(employeeIds).toHaveLength(BATCH);

    // A photo uploaded through the first process, served by the other once the first is gone.
    const form = new FormData();
    form.append('id', employeeIds[0]!);
    form.append('type', 'face');
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#007229' } })
      .png()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${first.url}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(uploaded.status).toBe(200);
    const { fileName } = (await uploaded.json()) as { fileName: string };

    const request = async (input: Record<string, unknown>, requestId: string) => {
      const answer = await gql(
        first,
        'mutation ($input: RenderRequestInput!) { requestRender(input: $input) { id } }',
        { input },
        { token, requestId },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.requestRender.id as string;
    };
    const batchId = await request({ kind: 'cvBatch', employeeIds, format: 'pdf' }, 'several-batch');
    const listId = await request(
      { kind: 'embassyList', employeeIds, date: '2026-12-07' },
      'several-embassy-list',
    );

    // The client follows the batch through the API it asked; once the batch is under way, that API and the
    // worker making the batch are killed.
    const before = followRenderJob(first.url, token, batchId);
    await expect
      .poll(() => before.states.some((state) => state.status === 'active' && state.progress > 0), {
        timeout: 120_000,
        interval: 100,
      })
      .toBe(true);
    const makingBatch = () =>
      workers.find((worker) =>
        worker.jobLines().some((line) => line.job === batchId && line.msg === 'render job started'),
      );
    await expect.poll(makingBatch, { timeout: 10_000 }).toBeDefined();
    const running = makingBatch();
    const killedAt = before.states.at(-1)!.progress;
    running!.kill('SIGKILL');
    first.kill('SIGKILL');
    await Promise.all([running!.exited, first.exited]);
    expect(await before.closed).toEqual({ ended: false });
    expect(killedAt).toBeLessThan(100);

    // The same client follows both through the survivor, with the token the dead process issued.
    expect((await gql(survivor, '{ me { email } }', {}, { token })).data?.me.email).toBe(EMAIL);
    const batch = followRenderJob(survivor.url, token, batchId);
    const list = followRenderJob(survivor.url, token, listId);
    expect(await batch.closed).toEqual({ ended: true });
    expect(await list.closed).toEqual({ ended: true });
    expect(batch.states.at(-1)).toMatchObject({ status: 'completed', progress: 100 });
    expect(list.states.at(-1)).toMatchObject({ status: 'completed', progress: 100 });
    // The batch waited to start again (its worker gone, told at once rather than "active" until the lock
    // expired), then ran again from the start on the surviving worker: its progress came through the survivor.
    const restarting = batch.states.findIndex((state) => state.restarting);
    expect(batch.states[restarting]).toMatchObject({ status: 'waiting', progress: 0 });
    const again = batch.states.slice(restarting).filter((state) => state.status === 'active');
    expect(again.length).toBeGreaterThan(0);
    expect(again.map((state) => state.progress)).toEqual(
      again.map((state) => state.progress).sort((a, b) => a - b),
    );

    // Exactly once: one completion each announced by the queue, one "finished" line among every worker's
    // lines (the killed one's too), and no failure.
    // A worker writes its line after telling the queue, so the line can reach this process after the client
    // saw the job complete: wait for each job's line, then check that no worker wrote a second.
    const survivorWorker = workers.find((worker) => worker !== running)!;
    const finishedLines = () =>
      workers.flatMap((worker) => worker.jobLines().filter((line) => line.msg === 'render job finished'));
    await expect
      .poll(() => [batchId, listId].every((id) => finishedLines().some((line) => line.job === id)), {
        timeout: 10_000,
      })
      .toBe(true);
    const finished = finishedLines();
    expect(finished.filter((line) => line.job === batchId)).toHaveLength(1);
    expect(finished.filter((line) => line.job === listId)).toHaveLength(1);
    expect(
      survivorWorker.jobLines().find((line) => line.job === batchId && line.msg === 'render job finished')
        ?.requestId,
    ).toBe('several-batch');
    await expect.poll(() => announced.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(announced.filter((entry) => entry.jobId === batchId)).toEqual([
      { event: 'completed', jobId: batchId },
    ]);
    expect(announced.filter((entry) => entry.jobId === listId)).toEqual([
      { event: 'completed', jobId: listId },
    ]);

    // Every file arrives, whole, through the survivor; the shared folder holds each once and no partial file.
    const download = async (id: string) => {
      const response = await fetch(`${survivor.url}/api/renders/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const batchPdf = await download(batchId);
    expect(batchPdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(batchPdf)).toBeGreaterThanOrEqual(BATCH);
    const listPdf = await download(listId);
    expect(listPdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(listPdf)).toBeGreaterThan(0);
    const outputs = await readdir(join(dataDir, 'files', 'renders'));
    expect(outputs.filter((name) => name.startsWith(batchId))).toEqual([`${batchId}.pdf`]);
    expect(outputs.filter((name) => name.startsWith(listId))).toEqual([`${listId}.pdf`]);
    const photo = await fetch(`${survivor.url}/api/files/${fileName}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(photo.status).toBe(200);
  }, 300_000);
});
