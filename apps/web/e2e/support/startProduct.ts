import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';

const API_DIR = resolve(import.meta.dirname, '../../../../services/api');

export interface RunningProduct {
  /** http://localhost:{port}, the address `pnpm start` prints. */
  url: string;
  /** The fresh data folder: PGlite's files, uploads, and outbox/ with every mail sent. */
  dataDir: string;
  outboxDir: string;
  /** Everything the server printed so far (its log lines and the ready line). */
  output: () => string;
  /** Stops the server and removes its data folder (kept with keepData: the global setup's seeded copy). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

export interface StartOptions {
  /** Extra environment, e.g. { CAPTCHA_MAX_NUMBER: '1000' }. */
  env?: Record<string, string>;
  /**
   * The seeded data folder to start on a copy of; by default the one the e2e global setup seeded (Vitest's
   * `inject`, so only inside a Vitest run). `null`: an empty folder, which the product migrates and seeds as a
   * first `pnpm start` does (the benchmarks, run outside Vitest).
   */
  seededDataDir?: string | null;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder of a product started once and stopped (globalSetup): migrated and seeded. */
    seededDataDir: string;
  }
}

/**
 * Starts the real product the way `pnpm start` does (services/api's start script, NODE_ENV=production,
 * serving apps/web/dist that the e2e global setup built) on a fresh embedded database in a temporary folder
 * and a free port. Resolves once the server prints its ready line.
 *
 * The folder starts as a copy of the one the global setup seeded (the same demo data a first start makes, so
 * the product skips its seeding): a fresh start migrates and seeds for about four of its ten seconds on a
 * 2-core machine, once per test file.
 */
export async function startProduct(options: StartOptions = {}): Promise<RunningProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'placement-e2e-'));
  const seeded = options.seededDataDir === undefined ? inject('seededDataDir') : options.seededDataDir;
  if (seeded) await cp(seeded, dataDir, { recursive: true });
  return launchProduct(dataDir, options);
}

/** Starts the product on this data folder, empty (it migrates and seeds) or not. */
export async function launchProduct(dataDir: string, options: StartOptions = {}): Promise<RunningProduct> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...options.env,
  };
  // The embedded database is the product's default: a DATABASE_URL from the test environment must not leak in.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  delete env.PUBLIC_URL;

  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-semi-space-size=32', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: API_DIR,
      env: { ...env, TSX_TSCONFIG_PATH: resolve(API_DIR, '../../tsconfig.base.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid, 'SIGTERM');
      const killer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };

  const url = `http://localhost:${port}`;
  try {
    await new Promise<void>((ready, fail) => {
      const check = () => {
        if (output.includes(`Placement is ready: open ${url}`)) ready();
      };
      child.stdout?.on('data', check);
      child.once('exit', (code) =>
        fail(new Error(`the server stopped (exit ${code}) before it was ready:\n${output}`)),
      );
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, outboxDir: join(dataDir, 'outbox'), output: () => output, stop };
}
