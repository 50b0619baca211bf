import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const RENDER_DIR = resolve(import.meta.dirname, '../../../render');

/** A render worker as the README starts it (services/render src/worker.ts), as a real child process. */
export interface WorkerProcess {
  pid: number;
  output: () => string;
  /** The worker's JSON job lines (logJobEvents), in the order written. */
  jobLines: () => Array<{ job?: string; msg: string; requestId?: string; pid: number }>;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

/**
 * Starts a worker with the API's data source on `env`'s database, Redis and queue, writing where the API of
 * `dataDir` reads, and resolves once it says it is ready.
 */
export async function spawnWorker(dataDir: string, env: Record<string, string>): Promise<WorkerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: RENDER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      RENDER_DATA_SOURCE: resolve(RENDER_DIR, '../api/src/modules/render/workerDataSource.ts'),
      TSX_TSCONFIG_PATH: resolve(RENDER_DIR, '../../tsconfig.base.json'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let hasExited = false;
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      hasExited = true;
      done(code);
    }),
  );
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the worker did not start:\n${output}`)), 120_000);
    const check = () => {
      if (/render worker \d+ ready/u.test(output)) {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        done();
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => fail(new Error(`the worker stopped:\n${output}`)));
  });
  return {
    pid: child.pid!,
    output: () => output,
    jobLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { job?: string; msg: string; requestId?: string; pid: number }),
    exited,
    kill: (signal) => {
      if (!hasExited) child.kill(signal);
    },
  };
}
