import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebApp } from './buildWebApp';
import { launchProduct } from './startProduct';

// Builds apps/web once per run, as `pnpm start` does before serving it (buildWebApp); every test file then
// starts its own server on that build.
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
