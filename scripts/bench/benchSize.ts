/**
 * BENCH_SMOKE=1: every benchmark runs with tiny sizes (a few rows, one round), so that CI can prove it still runs
 * (apps/web/e2e/benchmarks.e2e.test.ts) in seconds. A smoke run's figures mean nothing and are written nowhere.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** A size or count: the environment variable `name` when set, else the smoke or the full default. */
export function benchSize(name: string, full: number, smoke: number): number {
  const set = process.env[name];
  if (set !== undefined && set !== '') {
    const value = Number(set);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name}=${set} is not a count`);
    return value;
  }
  return SMOKE ? smoke : full;
}
