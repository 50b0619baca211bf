import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchProduct } from './startProduct';

// Builds apps/web once per run, as `pnpm start` does before serving it; every test file then starts its own
// server on that build. Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
function buildWebApp(): void {
  const webDir = resolve(import.meta.dirname, '../..');
  execFileSync(
    process.execPath,
    [resolve(webDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: webDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
}

// Then starts the product once on an empty data folder, as a first `pnpm start` does (it migrates and seeds the
// demo data), and stops it: each test file's product starts on a copy of that folder (startProduct).
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWebApp();
  const seeded = await mkdtemp(join(tmpdir(), 'placement-e2e-seeded-'));
  // Ready means seeded: the product seeds an empty database before it listens.
  await (await launchProduct(seeded)).stop({ keepData: true });
  project.provide('seededDataDir', seeded);
  return () => rm(seeded, { recursive: true, force: true });
}
