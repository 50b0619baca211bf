import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * How many page faults a canvas costs with and without kept pages measures the machine and its allocator, so it is
 * in the render benchmark (`pnpm bench:render`, bench/canvasPageFaults.ts). What this module promises is the
 * setting: mimalloc reads MIMALLOC_PURGE_DELAY when resvg-js is loaded, so the module sets it first, and an
 * operator's own value wins.
 */
describe('resvg, as the render service loads it', () => {
  const operatorsDelay = process.env.MIMALLOC_PURGE_DELAY;
  afterEach(() => {
    if (operatorsDelay === undefined) delete process.env.MIMALLOC_PURGE_DELAY;
    else process.env.MIMALLOC_PURGE_DELAY = operatorsDelay;
  });

  it('tells the allocator to keep freed pages for a second before resvg-js is loaded', async () => {
    delete process.env.MIMALLOC_PURGE_DELAY;
    vi.resetModules();
    const { Resvg } = await import('../../src/pipeline/resvg');
    expect(process.env.MIMALLOC_PURGE_DELAY).toBe('1000');
    expect(typeof Resvg).toBe('function');
  });

  it("keeps an operator's own MIMALLOC_PURGE_DELAY", async () => {
    process.env.MIMALLOC_PURGE_DELAY = '250';
    vi.resetModules();
    await import('../../src/pipeline/resvg');
    expect(process.env.MIMALLOC_PURGE_DELAY).toBe('250');
  });
});
