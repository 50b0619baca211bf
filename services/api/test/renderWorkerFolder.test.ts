import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 38: a render worker started as the render package's `worker` script with its defaults wrote finished
// prints where the API does not look (the download answered 500). Both now name one folder.

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const RENDER_DIR = resolve(import.meta.dirname, '../../render');
const WORKER_SOURCE = resolve(import.meta.dirname, '../src/modules/render/workerDataSource.ts');

/** Starts `pnpm --filter @placement/render worker` as the README says, and returns the folder it announces. */
async function workerOutputFolder(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: RENDER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL,
      RENDER_QUEUE_PREFIX: `folder-${process.pid}`,
      RENDER_DATA_SOURCE: WORKER_SOURCE,
      TSX_TSCONFIG_PATH: resolve(RENDER_DIR, '../../tsconfig.base.json'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    return await new Promise<string>((done, fail) => {
      child.stdout.on('data', () => {
        const folder = /writing finished prints to (\S+)/u.exec(output)?.[1];
        if (folder) done(folder);
      });
      child.once('exit', (code) =>
        fail(new Error(`worker exited (${code}) before it was ready:\n${output}`)),
      );
    });
  } finally {
    child.kill('SIGTERM');
  }
}

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('the folder of finished prints, shared by the API and its render workers', () => {
  it("is the API's own when the worker is started with the defaults", { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'worker-folder-'));
    folders.push(dataDir);
    // The same DATA_DIR as the API: the worker writes in the API's files folder, not beside itself.
    expect(await workerOutputFolder({ DATA_DIR: dataDir })).toBe(join(dataDir, 'files', 'renders'));
  });

  it('is RENDER_OUTPUT_DIR when set, for the API and the worker alike', { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'worker-folder-'));
    const shared = await mkdtemp(join(tmpdir(), 'worker-renders-'));
    folders.push(dataDir, shared);
    expect(await workerOutputFolder({ DATA_DIR: dataDir, RENDER_OUTPUT_DIR: shared })).toBe(shared);
    const { renderOutputDir } = await import('../src/openDatabase');
    expect(renderOutputDir(join(dataDir, 'files'), { RENDER_OUTPUT_DIR: shared })).toBe(shared);
  });

  it(
    'must be writable: a worker that cannot write there stops at once, naming the setting',
    { timeout: 300_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'worker-folder-'));
      folders.push(dataDir);
      // A folder inside a plain file can never be made.
      const file = join(dataDir, 'not-a-folder');
      await writeFile(file, '');
      await expect(
        workerOutputFolder({ DATA_DIR: dataDir, RENDER_OUTPUT_DIR: join(file, 'renders') }),
      ).rejects.toThrow(/RENDER_OUTPUT_DIR/u);
    },
  );
});
