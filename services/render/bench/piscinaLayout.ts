import { Piscina } from 'piscina';
import type { PageLayout } from '../src/pool/PageLayout';

/**
 * The service's layout threads as piscina would give them: the same thread count and per-thread heap limits as
 * PagePool (THREAD_HEAP_MB, THREAD_YOUNG_MB), one page at a time per thread, for the bench's pool comparison.
 */
export function piscinaLayout(threads: number): PageLayout & { close(): Promise<void> } {
  const pool = new Piscina({
    filename: new URL('./piscinaThreadEntry.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // The parent's loader flags (tsx CLI) would load tsx twice; the entry registers it itself.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 96 },
  });
  return {
    size: threads,
    layOut: (description, scale) => pool.run({ description, scale }),
    close: () => pool.destroy(),
  };
}
