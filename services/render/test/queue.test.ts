import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Job, QueueEvents } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BullMqRenderQueue,
  createRenderWorker,
  InProcessRenderQueue,
  OutputStore,
  RENDER_CANCELLED_MESSAGE,
  RENDER_INTERRUPTED_MESSAGE,
  RENDER_QUEUE_NAME,
  RenderJobPayload,
  RenderQueueUnavailable,
  type RenderJobInput,
  type RenderJobState,
  type RenderQueue,
} from '../src';
import { fixtureDataSource, fixtureIds } from './support/fixtureDataSource';
import { qpdfCheck } from './support/tools';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const COMPANY = 'c0ffee000000000000000001';
const root = resolve(import.meta.dirname, '..');

function cvJob(seed: number, extra: Partial<RenderJobInput> = {}): RenderJobInput {
  const [id] = fixtureIds(1, seed) as [string];
  return {
    kind: 'cv',
    companyId: COMPANY,
    employeeIds: [id],
    versions: ['v1'],
    settingsVersion: 's1',
    format: 'pdf',
    ...extra,
  } as RenderJobInput;
}

/** A batch of many CVs: long enough to be cancelled while it runs. */
function batchJob(count: number, seed: number): RenderJobInput {
  const ids = fixtureIds(count, seed);
  return {
    kind: 'cvBatch',
    companyId: COMPANY,
    employeeIds: ids,
    versions: ids.map(() => 'v1'),
    settingsVersion: 's1',
    format: 'pdf',
  } as RenderJobInput;
}

function store(): OutputStore {
  return new OutputStore(mkdtempSync(join(tmpdir(), 'render-out-')));
}

async function until<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function finished(queue: RenderQueue, id: string, timeoutMs = 60_000): Promise<RenderJobState> {
  return until(async () => {
    const state = await queue.state(id);
    return state && (state.status === 'completed' || state.status === 'failed') ? state : undefined;
  }, timeoutMs);
}

describe('in-process queue (no REDIS_URL)', () => {
  it('renders a CV once: a repeated request gets the same job and the stored output', async () => {
    const data = fixtureDataSource();
    const out = store();
    const queue = new InProcessRenderQueue({ data, store: out, printScale: 1 });
    const progress: number[] = [];
    const first = await queue.request(cvJob(1));
    queue.subscribe(first.id, (s) => progress.push(s.progress));
    const again = await queue.request(cvJob(1));
    expect(again.id).toBe(first.id);
    const done = await finished(queue, first.id);
    expect(done.status).toBe('completed');
    expect(progress.at(-1)).toBe(100);
    const third = await queue.request(cvJob(1));
    expect(third.status).toBe('completed');
    expect(data.loads).toBe(1);
    expect(await out.keys()).toHaveLength(1);
    expect(qpdfCheck(await out.read(done.outputKey as string)).ok).toBe(true);
    await queue.close();
  }, 60_000);

  it('refuses an invalid payload before queueing it', async () => {
    const queue = new InProcessRenderQueue({ data: fixtureDataSource(), store: store() });
    await expect(
      queue.request({ ...cvJob(2), employeeIds: ['not-an-id'] } as RenderJobInput),
    ).rejects.toThrow(/24 lowercase hex/u);
    // Unknown keys are stripped: passport data cannot ride along in a job.
    const parsed = RenderJobPayload.parse({ ...cvJob(2), passportNumber: 'EP1234567' });
    expect(JSON.stringify(parsed)).not.toContain('EP1234567');
    await queue.close();
  });

  it('retries a transient fault with backoff and completes', async () => {
    const data = fixtureDataSource({ failures: 2 });
    const queue = new InProcessRenderQueue({ data, store: store(), printScale: 1 }, 10);
    const job = await queue.request(cvJob(3));
    expect((await finished(queue, job.id)).status).toBe('completed');
    expect(data.loads).toBe(3);
    await queue.close();
  }, 60_000);

  it('gives up after three attempts with the fault as the message', async () => {
    const data = fixtureDataSource({ failures: 5 });
    const queue = new InProcessRenderQueue({ data, store: store(), printScale: 1 }, 10);
    const job = await queue.request(cvJob(4));
    const state = await finished(queue, job.id);
    expect(state).toMatchObject({ status: 'failed', error: 'database connection reset' });
    expect(data.loads).toBe(3);
    await queue.close();
  }, 60_000);

  it('with a journal: a job asked of a queue that died is asked again by the next queue, under the same id', async () => {
    const journal = store();
    const out = store();
    // The first queue's data never answers: its process "dies" with the job running (never closed).
    const stuck = { ...fixtureDataSource(), employees: () => new Promise<never>(() => undefined) };
    const dead = new InProcessRenderQueue({ data: stuck, store: out, printScale: 1 }, 10, journal);
    const asked = await dead.request(cvJob(7));
    expect(await journal.keys()).toEqual([`${asked.id}.json`]);

    const next = new InProcessRenderQueue(
      { data: fixtureDataSource(), store: out, printScale: 1 },
      10,
      journal,
    );
    const seen: RenderJobState[] = [];
    next.subscribe(asked.id, (state) => seen.push(state));
    expect((await next.state(asked.id))?.status).not.toBe('failed');
    expect(await finished(next, asked.id)).toMatchObject({ status: 'completed' });
    // Whoever follows it is told it starts again from the beginning.
    expect(seen[0]).toEqual({ id: asked.id, status: 'waiting', progress: 0, restarting: true });
    // Done: nothing is owed any more, so a third start resumes nothing.
    await until(async () => (await journal.keys()).length === 0 || undefined, 5_000);
    await next.close();
  }, 60_000);

  it('on close: finishes the running job, fails the waiting ones with a clear message, refuses new work', async () => {
    const queue = new InProcessRenderQueue({ data: fixtureDataSource(), store: store(), printScale: 1 });
    const running = await queue.request(cvJob(5));
    const waiting = await queue.request(cvJob(6));
    await queue.close();
    expect((await queue.state(running.id))?.status).toBe('completed');
    expect(await queue.state(waiting.id)).toMatchObject({
      status: 'failed',
      error: new RenderQueueUnavailable().message,
    });
    await expect(queue.request(cvJob(7))).rejects.toBeInstanceOf(RenderQueueUnavailable);
  }, 60_000);
});

describe('cancelling in the in-process queue', () => {
  it('stops a running batch and a waiting job: both end cancelled, nothing is written, the queue goes on', async () => {
    const out = store();
    const queue = new InProcessRenderQueue({ data: fixtureDataSource(), store: out, printScale: 1 });
    const running = await queue.request(batchJob(30, 40));
    const waiting = await queue.request(cvJob(41));
    const seen: RenderJobState[] = [];
    queue.subscribe(running.id, (state) => seen.push(state));
    await until(async () => ((await queue.state(running.id))?.progress ?? 0) > 0, 120_000);

    expect(await queue.cancel(waiting.id)).toBe(true);
    expect(await queue.cancel(running.id)).toBe(true);
    const cancelled = { status: 'failed', error: RENDER_CANCELLED_MESSAGE };
    expect(await queue.state(running.id)).toMatchObject(cancelled);
    expect(await queue.state(waiting.id)).toMatchObject(cancelled);
    expect(seen.at(-1)).toMatchObject(cancelled);
    expect(await queue.cancel(running.id)).toBe(false);

    const next = await queue.request(cvJob(42));
    expect((await finished(queue, next.id)).status).toBe('completed');
    // The stopped batch never reported again, and wrote nothing.
    expect(seen.at(-1)).toMatchObject(cancelled);
    expect(await out.keys()).toEqual([`${next.id}.pdf`]);
    expect(await queue.cancel(next.id)).toBe(false);

    // Asked for again, the cancelled job is rendered anew.
    const again = await queue.request(cvJob(41));
    expect(again).toMatchObject({ id: waiting.id, status: 'waiting' });
    expect((await finished(queue, again.id)).status).toBe('completed');
    await queue.close();
  }, 180_000);
});

describe('BullMQ queue with real Redis', () => {
  const prefix = `render-test-${process.pid}-${Date.now()}`;
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  /** lockMs: how long a killed worker's job stays locked to it (long enough for a loaded machine's renewals). */
  function startWorkerProcess(
    out: OutputStore,
    redisUrl: string,
    delayMs: number,
    lockMs = 2000,
    queuePrefix = prefix,
  ): ChildProcess {
    // node itself, with tsx as a loader: the tsx CLI would run the worker in a child process of its own, and a
    // SIGKILL to the CLI leaves that child running, so the "killed" worker would finish the job itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: root,
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: '../../tsconfig.base.json',
        REDIS_URL: redisUrl,
        RENDER_QUEUE_PREFIX: queuePrefix,
        RENDER_DATA_SOURCE: join(root, 'test/support/fixtureDataSource.ts'),
        RENDER_OUTPUT_DIR: out.directory,
        RENDER_TEST_DELAY_MS: String(delayMs),
        RENDER_LOCK_MS: String(lockMs),
        RENDER_STALLED_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return child;
  }

  function ready(child: ChildProcess): Promise<void> {
    return new Promise((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`worker exited ${code}`)));
      child.on('error', reject);
    });
  }

  it('renders through a worker, reports progress, and does not render a repeated request twice', async () => {
    const out = store();
    const data = fixtureDataSource();
    const worker = createRenderWorker({ redisUrl: REDIS_URL, prefix, data, store: out, printScale: 1 });
    const queue = new BullMqRenderQueue({ redisUrl: REDIS_URL, prefix, store: out });
    try {
      const seen: RenderJobState[] = [];
      const job = cvJob(10);
      const first = await queue.request(job);
      queue.subscribe(first.id, (s) => seen.push(s));
      const second = await queue.request(job);
      expect(second.id).toBe(first.id);
      const done = await finished(queue, first.id);
      expect(done.status).toBe('completed');
      expect(data.loads).toBe(1);
      expect(await out.keys()).toEqual([done.outputKey]);
      await until(() => seen.some((s) => s.status === 'completed'), 20_000);
      expect((await queue.request(job)).status).toBe('completed');
      expect(data.loads).toBe(1);
    } finally {
      await worker.close();
      await queue.close();
    }
  }, 60_000);

  it('fails an invalid payload once, without retries', async () => {
    const out = store();
    const worker = createRenderWorker({ redisUrl: REDIS_URL, prefix, data: fixtureDataSource(), store: out });
    const queue = new BullMqRenderQueue({ redisUrl: REDIS_URL, prefix, store: out });
    try {
      const added = await queue.queue.add(
        'render',
        { kind: 'cv', employeeIds: ['x'] },
        { jobId: `bad-${Date.now()}` },
      );
      const state = await finished(queue, added.id as string, 20_000);
      expect(state.status).toBe('failed');
      expect(state.error).toMatch(/^Invalid render job/u);
      const job = await Job.fromId(queue.queue, added.id as string);
      expect(job?.attemptsMade).toBe(1);
    } finally {
      await worker.close();
      await queue.close();
    }
  }, 30_000);

  it('cancels a waiting job (removed) and a running one (its worker stops it); asked again, it renders', async () => {
    const out = store();
    const queue = new BullMqRenderQueue({ redisUrl: REDIS_URL, prefix, store: out });
    const waiting = await queue.request(cvJob(50));
    expect(await queue.cancel(waiting.id)).toBe(true);
    expect(await queue.state(waiting.id)).toMatchObject({
      status: 'failed',
      error: RENDER_CANCELLED_MESSAGE,
    });

    const worker = createRenderWorker({
      redisUrl: REDIS_URL,
      prefix,
      data: fixtureDataSource(),
      store: out,
      printScale: 1,
    });
    try {
      const running = await queue.request(batchJob(30, 51));
      await until(async () => ((await queue.state(running.id))?.progress ?? 0) > 0, 120_000);
      expect(await queue.cancel(running.id)).toBe(true);
      const stopped = await finished(queue, running.id, 30_000);
      expect(stopped).toMatchObject({ status: 'failed', error: RENDER_CANCELLED_MESSAGE });
      expect((await Job.fromId(queue.queue, running.id))?.attemptsMade).toBe(1);
      expect(await out.keys()).toEqual([]);
      expect(await queue.cancel(running.id)).toBe(false);

      const again = await queue.request(cvJob(50));
      // The cancelled job asked again (same id) is queued anew, not answered with its cancellation; the running
      // worker may already hold it when the answer comes.
      expect(again.id).toBe(waiting.id);
      expect(['waiting', 'active']).toContain(again.status);
      expect((await finished(queue, again.id)).status).toBe('completed');
      expect(await out.keys()).toEqual([`${again.id}.pdf`]);
    } finally {
      await worker.close();
      await queue.close();
    }
  }, 180_000);

  it('answers a clear error at once when Redis is down', async () => {
    const queue = new BullMqRenderQueue({ redisUrl: 'redis://127.0.0.1:1', prefix, store: store() });
    const started = Date.now();
    await expect(queue.request(cvJob(11))).rejects.toBeInstanceOf(RenderQueueUnavailable);
    expect(Date.now() - started).toBeLessThan(5000);
    await queue.close();
  }, 15_000);

  it('a worker killed with SIGKILL mid-job: the job completes after a restart, exactly one output', async () => {
    const out = store();
    const queue = new BullMqRenderQueue({ redisUrl: REDIS_URL, prefix, store: out });
    const first = startWorkerProcess(out, REDIS_URL, 4000);
    await ready(first);
    const job = await queue.request(cvJob(20));
    await until(async () => (await queue.state(job.id))?.status === 'active', 20_000);
    const firstExit = new Promise((resolve) => first.once('exit', (_code, signal) => resolve(signal)));
    first.kill('SIGKILL');
    expect(await firstExit).toBe('SIGKILL');
    const second = startWorkerProcess(out, REDIS_URL, 0);
    await ready(second);
    try {
      const done = await finished(queue, job.id, 60_000);
      expect(done.status).toBe('completed');
      expect(await out.keys()).toEqual([done.outputKey]);
    } finally {
      second.kill('SIGTERM');
      await queue.close();
    }
  }, 120_000);

  it('a worker killed mid-batch: the job shows as restarting from 0 at once, then counts again from 0 on the next worker', async () => {
    // A queue of its own: no worker of an earlier test takes the job.
    const own = `${prefix}-${randomBytes(3).toString('hex')}`;
    const out = store();
    const queue = new BullMqRenderQueue({ redisUrl: REDIS_URL, prefix: own, store: out });
    const first = startWorkerProcess(out, REDIS_URL, 0, 10_000, own);
    await ready(first);
    const seen: RenderJobState[] = [];
    // 10 CVs: killed at 20% or more (3 CVs in), 7 still to go, and a whole run again on the next worker. Most of
    // the test's time is rendering: a longer batch only adds to it.
    const job = await queue.request(batchJob(10, 60));
    const unsubscribe = queue.subscribe(job.id, (state) => seen.push(state));
    const killedAt = await until(async () => {
      const state = await queue.state(job.id);
      return state?.status === 'active' && state.progress >= 20 ? state.progress : undefined;
    }, 120_000);
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    try {
      // No worker is left to notice, and the job's lock has not expired: BullMQ still holds it as active at
      // killedAt%. The client is told it waits to start again, from 0.
      await until(async () => (await queue.state(job.id))?.restarting, 5000);
      expect(await queue.state(job.id)).toEqual({
        id: job.id,
        status: 'waiting',
        progress: 0,
        restarting: true,
      });
      expect(await Job.fromId(queue.queue, job.id).then((stored) => stored?.getState())).toBe('active');
      // Every progress the next worker reports, in order (the client's state is read after each event, so on a
      // loaded machine it may already be past where the first worker was killed).
      const reported: number[] = [];
      const events = new QueueEvents(RENDER_QUEUE_NAME, { connection: { url: REDIS_URL }, prefix: own });
      events.on('progress', ({ jobId, data }) => {
        if (jobId === job.id && typeof data === 'number') reported.push(data);
      });
      await events.waitUntilReady();
      try {
        const second = startWorkerProcess(out, REDIS_URL, 0, 10_000, own);
        await ready(second);
        const done = await finished(queue, job.id, 120_000);
        expect(done.status).toBe('completed');
        await until(() => seen.some((state) => state.status === 'completed'), 20_000);
        expect(seen.some((state) => state.restarting)).toBe(true);
        // The next worker counts again from the start, not on from where the killed one stopped.
        expect(reported.length).toBeGreaterThan(0);
        expect(reported[0]).toBeLessThan(killedAt);
        expect(await out.keys()).toEqual([done.outputKey]);
        second.kill('SIGTERM');
      } finally {
        await events.close();
      }
    } finally {
      unsubscribe();
      await queue.close();
    }
  }, 240_000);

  it("a job whose worker is killed three times fails with words for the user, not the queue's own", async () => {
    // A queue of its own: no worker of an earlier test takes the job.
    const own = `${prefix}-${randomBytes(3).toString('hex')}`;
    const out = store();
    const queue = new BullMqRenderQueue({ redisUrl: REDIS_URL, prefix: own, store: out });
    const job = await queue.request(cvJob(70));
    // Each worker waits on its data source and renders nothing, so its renewals are not held up by work: a lock
    // of 5 s (renewed every 2.5 s) is safe, and each next worker takes the job 2.5-5 s after the kill rather
    // than 5-10 s. Still longer than the 5 s in which the kill must be told.
    const lockMs = 5000;
    for (let kill = 1; kill <= 3; kill++) {
      const worker = startWorkerProcess(out, REDIS_URL, 60_000, lockMs, own);
      await ready(worker);
      // Taken by this worker (not only still held for the one killed before it).
      await until(async () => {
        const state = await queue.state(job.id);
        return state?.status === 'active' && !state.restarting;
      }, 60_000);
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGKILL');
      await exited;
      // Told within a second or so, long before the killed worker's lock expires.
      await until(async () => (await queue.state(job.id))?.restarting, 5000);
      expect(await queue.state(job.id)).toEqual({
        id: job.id,
        status: 'waiting',
        progress: 0,
        restarting: true,
      });
    }
    const last = startWorkerProcess(out, REDIS_URL, 0, lockMs, own);
    await ready(last);
    try {
      const state = await finished(queue, job.id, 60_000);
      expect(state).toEqual({
        id: job.id,
        status: 'failed',
        progress: 0,
        error: RENDER_INTERRUPTED_MESSAGE,
      });
      expect((await Job.fromId(queue.queue, job.id))?.failedReason).toMatch(
        /stalled more than allowable limit/u,
      );
      expect(await out.keys()).toEqual([]);
    } finally {
      last.kill('SIGTERM');
      await queue.close();
    }
  }, 300_000);

  it('Redis restarted with jobs queued: all of them complete', async () => {
    const port = 6390 + (process.pid % 100);
    const dir = mkdtempSync(join(tmpdir(), 'render-redis-'));
    const url = `redis://127.0.0.1:${port}`;
    const startRedis = () => {
      const server = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
        { stdio: 'ignore' },
      );
      children.push(server);
      return server;
    };
    const pong = () =>
      spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.includes('PONG');
    let redis = startRedis();
    await until(pong, 10_000);
    const out = store();
    const queue = new BullMqRenderQueue({ redisUrl: url, prefix, store: out });
    const ids: string[] = [];
    for (const seed of [30, 31, 32]) ids.push((await queue.request(cvJob(seed))).id);
    // SIGTERM makes Redis shut down cleanly with its append-only file; the jobs must survive the restart.
    const exited = new Promise((resolve) => redis.once('exit', resolve));
    redis.kill('SIGTERM');
    await exited;
    redis = startRedis();
    await until(pong, 10_000);
    const worker = createRenderWorker({
      redisUrl: url,
      prefix,
      data: fixtureDataSource(),
      store: out,
      printScale: 1,
    });
    try {
      await until(async () => (await out.keys()).length === 3, 90_000);
      for (const id of ids) expect((await finished(queue, id, 20_000)).status).toBe('completed');
    } finally {
      await worker.close();
      await queue.close();
      redis.kill('SIGTERM');
    }
  }, 150_000);
});
