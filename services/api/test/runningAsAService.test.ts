import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnApi } from './support/apiProcess';

// Issue 36: what a person running Placement as a service relies on (docs/deployment.md).

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
