import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BullMqRenderQueue, OutputStore, type RenderJobInput } from '../src';
import { fixtureIds } from '../test/support/fixtureDataSource';
import { alternate, type Samples } from '../../../scripts/bench/alternate';
import { benchSize, SMOKE } from '../../../scripts/bench/benchSize';
import { median } from '../../../scripts/bench/percentile';
import { reportBenchmark } from '../../../scripts/bench/reportBenchmark';

/**
 * `pnpm --filter @placement/render bench:workers` (issue 36): the 200-CV batch through BullMQ on 1 render worker
 * process and on 2, the worker sets taken in turn round by round, on REDIS_TEST_URL (each set on a queue of its
 * own). Two workloads: one clerk's batch of 200 CVs (one job: a batch is rendered by one worker, on its layout
 * threads) and the same 200 CVs asked as 4 batches of 50 at once (four clerks). The workers run as the README
 * starts them, with the render tests' fixture data source instead of a database. CPU is every worker process's
 * (all threads), read from /proc. Writes docs/benchmarks/render-workers.json.
 * Env: BENCH_BATCH (200), BENCH_ROUNDS (3), BENCH_CLERKS (4); BENCH_SMOKE=1: 4 CVs, 2 clerks, one round.
 */
const BATCH = benchSize('BENCH_BATCH', 200, 4);
const ROUNDS = benchSize('BENCH_ROUNDS', 3, 1);
const CLERKS = benchSize('BENCH_CLERKS', 4, 2);
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const ROOT = resolve(import.meta.dirname, '..');
const COMPANY = 'c0ffee000000000000000001';
const TICKS_PER_S = 100;

interface WorkerSet {
  name: string;
  queue: BullMqRenderQueue;
  processes: ChildProcess[];
  out: string;
}

function startWorker(prefix: string, out: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'src/worker.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TSX_TSCONFIG_PATH: '../../tsconfig.base.json',
      REDIS_URL,
      RENDER_QUEUE_PREFIX: prefix,
      RENDER_DATA_SOURCE: join(ROOT, 'test/support/fixtureDataSource.ts'),
      RENDER_OUTPUT_DIR: out,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) done(child);
    });
    child.once('exit', (code) => fail(new Error(`a render worker stopped (${code})`)));
  });
}

async function workerSet(count: number): Promise<WorkerSet> {
  const prefix = `bench-workers-${count}-${process.pid}`;
  const out = mkdtempSync(join(tmpdir(), 'bench-workers-'));
  const processes = await Promise.all(Array.from({ length: count }, () => startWorker(prefix, out)));
  const queue = new BullMqRenderQueue({ redisUrl: REDIS_URL, prefix, store: new OutputStore(out) });
  return { name: `${count} worker${count === 1 ? '' : 's'}`, queue, processes, out };
}

/** CPU of the set's processes so far, every thread, ms. */
function cpuMs(set: WorkerSet): number {
  return set.processes.reduce((total, child) => {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime: fields 14 and 15 of the whole line, 12 and 13 after the command.
    return total + ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_S) * 1000;
  }, 0);
}

/** `jobs` batches sharing BATCH CVs, new content each call (a settings version of its own): nothing is cached. */
async function render(set: WorkerSet, jobs: number, round: number): Promise<void> {
  const ids = fixtureIds(BATCH, 1000);
  const size = Math.ceil(BATCH / jobs);
  const states = await Promise.all(
    Array.from({ length: jobs }, (_, job) => {
      const employeeIds = ids.slice(job * size, (job + 1) * size);
      return set.queue.request({
        kind: 'cvBatch',
        companyId: COMPANY,
        employeeIds,
        versions: employeeIds.map(() => 'v1'),
        settingsVersion: `${set.name}-${jobs}-${round}`,
        format: 'pdf',
      } as RenderJobInput);
    }),
  );
  await Promise.all(
    states.map(
      ({ id }) =>
        new Promise<void>((done, fail) => {
          const stop = set.queue.subscribe(id, (state) => {
            if (state.status === 'completed') done();
            if (state.status === 'failed') fail(new Error(`${id}: ${state.error}`));
            if (state.status === 'completed' || state.status === 'failed') stop();
          });
        }),
    ),
  );
}

const sets = [await workerSet(1), await workerSet(2)] as const;
try {
  const results: Array<{ workload: string; samples: Record<string, Samples> }> = [];
  for (const [workload, jobs] of [
    [`one batch of ${BATCH} CVs`, 1],
    [`${BATCH} CVs as ${CLERKS} batches at once`, CLERKS],
  ] as const) {
    const samples = await alternate(
      Object.fromEntries(sets.map((set) => [set.name, (round: number) => render(set, jobs, round)])),
      {
        rounds: ROUNDS,
        // The first round warms each worker up (V8 tiers its code up over the first pages).
        warmup: SMOKE ? 0 : 1,
        cpu: Object.fromEntries(sets.map((set) => [set.name, () => cpuMs(set)])),
      },
    );
    results.push({ workload, samples });
  }
  const rows = results.flatMap(({ workload, samples }) => {
    const one = median(samples[sets[0].name]!.wall);
    return sets.map((set) => {
      const wall = median(samples[set.name]!.wall);
      const cpu = median(samples[set.name]!.cpu);
      return [
        workload,
        set.name,
        Math.round(wall),
        ((BATCH / wall) * 60_000).toFixed(0),
        (cpu / BATCH).toFixed(0),
        (one / wall).toFixed(2),
      ];
    });
  });
  reportBenchmark({
    benchmark: 'render-workers',
    command: 'pnpm --filter @placement/render bench:workers',
    settings: { batch: BATCH, rounds: ROUNDS, clerks: CLERKS, cores: availableParallelism(), smoke: SMOKE },
    tables: [
      {
        caption: `${BATCH} CVs through BullMQ, medians of ${ROUNDS} rounds${SMOKE ? '' : ' after a warm-up round'}, worker sets in turn:`,
        columns: [
          'workload',
          'workers',
          'wall, ms',
          'CVs a minute',
          'worker CPU per CV, ms',
          'speed-up over 1 worker',
        ],
        rows,
      },
    ],
  });
} finally {
  for (const set of sets) {
    await set.queue.close();
    for (const child of set.processes) child.kill('SIGTERM');
    await Promise.all(set.processes.map((child) => new Promise((done) => child.once('exit', done))));
    rmSync(set.out, { recursive: true, force: true });
  }
}
