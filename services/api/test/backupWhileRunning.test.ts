import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsToken } from '../src/operations/backupRoute';
import { graphqlAt, READY, signInDemoAdmin, spawnApi, type ApiProcess } from './support/apiProcess';

// Issue 36: "one command writes a consistent backup from a running instance on either engine". On the embedded
// default the running API holds the data folder's lock, so the command asks that API to write it.

const API_DIR = resolve(import.meta.dirname, '..');

/** `pnpm --filter @placement/api backup|restore <archive>` as a child process, on the given data folder. */
function runBackupCommand(
  command: 'backup' | 'restore',
  archive: string,
  dataDir: string,
): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    TSX_TSCONFIG_PATH: resolve(API_DIR, '../../tsconfig.base.json'),
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', command, archive], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

async function employeeCount(api: ApiProcess): Promise<number> {
  const token = await signInDemoAdmin(api.url);
  const listed = await graphqlAt(api.url, '{ employees(take: 1) { totalCount } }', {}, token);
  return listed.data!.employees.totalCount as number;
}

describe('a backup of the running embedded product', () => {
  let root: string;
  let api: ApiProcess;
  const running: ApiProcess[] = [];
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'placement-live-backup-'));
    api = await spawnApi(join(root, 'live'));
    running.push(api);
    await api.waitFor(READY);
  }, 300_000);
  afterAll(async () => {
    for (const process of running) process.kill('SIGTERM');
    await Promise.all(running.map((process) => process.exited));
    await rm(root, { recursive: true, force: true });
  });

  it(
    'is written by the API holding the data folder, and restores into a new instance that serves the same records',
    { timeout: 600_000 },
    async () => {
      const archive = join(root, 'live.tar.gz');
      const backup = await runBackupCommand('backup', archive, join(root, 'live'));
      expect(backup.output).toContain(`through the running API (process ${api.pid})`);
      expect(backup.code).toBe(0);
      expect(existsSync(archive)).toBe(true);
      // The API kept serving.
      const before = await employeeCount(api);
      expect(before).toBeGreaterThan(0);

      const restored = await runBackupCommand('restore', archive, join(root, 'restored'));
      expect(restored.output).toMatch(/Restored \d+ tables/);
      expect(restored.code).toBe(0);
      const second = await spawnApi(join(root, 'restored'));
      running.push(second);
      await second.waitFor(READY);
      expect(await employeeCount(second)).toBe(before);
    },
  );

  it('answers the backup route only to the operations token, and never overwrites a file', async () => {
    const secret = (await readFile(join(root, 'live', 'auth-secret'), 'utf8')).trim();
    const ask = (authorization: string | null, archive: string) =>
      fetch(`${api.url}/api/operations/backup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ archive }),
      });
    const target = join(root, 'refused.tar.gz');
    expect((await ask(null, target)).status).toBe(404);
    expect((await ask(`Bearer ${operationsToken('another secret')}`, target)).status).toBe(404);
    expect((await ask(`Bearer ${secret}`, target)).status).toBe(404);
    expect(existsSync(target)).toBe(false);
    const token = `Bearer ${operationsToken(secret)}`;
    expect((await ask(token, 'relative.tar.gz')).status).toBe(400);
    const taken = join(root, 'taken.tar.gz');
    await writeFile(taken, 'an earlier backup');
    expect((await ask(token, taken)).status).toBe(409);
    expect(await readFile(taken, 'utf8')).toBe('an earlier backup');
  });
});
