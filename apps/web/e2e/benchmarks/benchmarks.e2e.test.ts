import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** Every benchmark `pnpm bench` runs, by the name of the JSON file each writes (docs/benchmarks/<name>.json). */
const BENCHMARKS = [
  'render',
  'render-workers',
  'api-list',
  'api-import',
  'mrz',
  'web-list',
  'cv-screens',
  'web-import',
];

interface Written {
  benchmark: string;
  smoke: boolean;
  tables: Array<{ caption: string; columns: string[]; rows: unknown[][] }>;
}

/**
 * Issue 39: a change that breaks a benchmark fails CI. Runs the README's `pnpm bench` in smoke mode (a few rows,
 * one round: their figures mean nothing, and go to a temporary folder, not docs/), on the web build and the
 * seeded data folder this project's global setup made. Here, with the browser tests, because those benchmarks
 * need that build and run one file at a time beside them.
 */
describe('the benchmarks', () => {
  let outputDir: string;
  beforeAll(async () => {
    outputDir = await mkdtemp(join(tmpdir(), 'placement-bench-smoke-'));
  });
  afterAll(() => rm(outputDir, { recursive: true, force: true }));

  it(
    'all run in smoke mode and each writes its tables',
    async () => {
      // A user's shell, not a test worker's: Vitest's NODE_ENV=test would make React's development build run.
      const env = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
      );
      const child = spawn('pnpm', ['bench'], {
        cwd: ROOT,
        env: {
          ...env,
          BENCH_SMOKE: '1',
          // One layout thread: the run checks that the benchmarks run, not how fast, and each thread loads fonts.
          RENDER_THREADS: '1',
          BENCH_OUTPUT_DIR: outputDir,
          BENCH_SEEDED_DATA_DIR: inject('seededDataDir'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((done) => child.once('exit', done));
      expect(code, `pnpm bench (smoke) failed:\n${output.slice(-6000)}`).toBe(0);

      for (const name of BENCHMARKS) {
        const written = JSON.parse(await readFile(join(outputDir, `${name}.json`), 'utf8')) as Written;
        expect(written.benchmark).toBe(name);
        expect(written.smoke).toBe(true);
        expect(written.tables.length).toBeGreaterThan(0);
        for (const table of written.tables) {
          expect(table.rows.length, `${name}: ${table.caption}`).toBeGreaterThan(0);
          for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
        }
      }
    },
    // 175-220 s on the shared 2-core machine under load average 10-15 (about 95 s of CPU): room for a slower CI.
    600_000,
  );
});
