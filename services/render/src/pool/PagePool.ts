import { availableParallelism } from 'node:os';
import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { LaidOutPage } from './LaidOutPage';
import type { PageDescription } from './PageDescription';
import type { PageLayout } from './PageLayout';
import type { PageResultMessage, PageTaskMessage } from './pageThreadMessages';

const ENTRY = new URL('./pageThreadEntry.mjs', import.meta.url);

/**
 * RENDER_THREADS, else one thread per core up to two (the size the render service is measured at). Read here
 * rather than passed down: the pool is one per process, made on first use by whichever entry renders (the API,
 * a worker, the benchmarks), and both the API's and the worker's schemas have already refused a wrong value.
 */
export function defaultThreadCount(): number {
  const configured = Number(process.env.RENDER_THREADS);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.min(2, availableParallelism());
}

/**
 * A heap ceiling per thread, far above what a page leaves live: V8 sizes a thread's heap growth from its ceiling,
 * and the default one let two threads' garbage pile up (docs/performance.md#pagepool).
 */
const THREAD_HEAP_MB = 512;

/**
 * Young generation per thread: three 32 MB semi-spaces, as `--max-semi-space-size=32` gives the render processes
 * (that flag, where given, holds for every thread of the process). satori allocates short-lived objects by the
 * million; with V8's smaller default, scavenges took a large part of a page's layout (docs/performance.md#pagepool).
 */
const THREAD_YOUNG_MB = 96;

/** A layout thread ended or failed: every page it held fails with this, so the job fails and is retried. */
export class PageThreadFailed extends Error {
  override name = 'PageThreadFailed';
}

export interface PagePoolOptions {
  threads?: number;
  /**
   * Heap limits per thread (default THREAD_HEAP_MB of old generation): a thread over them stops, failing only its
   * pages.
   */
  resourceLimits?: ResourceLimits;
}

/**
 * Worker threads that lay out pages with satori, the costliest step of a vector PDF page, so a batch uses every
 * core: a piscina pool (the hand-written pool it replaced was no faster: docs/performance.md#pagepool).
 * Threads start when first needed and stay warm (each loads its fonts once); an idle thread does not keep the
 * process alive. A thread that crashes fails the pages it held with PageThreadFailed and is replaced.
 */
export class PagePool implements PageLayout {
  readonly size: number;
  private current: Threads | undefined;

  constructor(private readonly options: PagePoolOptions = {}) {
    this.size = options.threads ?? defaultThreadCount();
  }

  /** Lays out one page on the next free thread. */
  async layOut(description: PageDescription, scale: number): Promise<LaidOutPage> {
    const threads = (this.current ??= this.start());
    let result: PageResultMessage;
    try {
      result = await new Promise<PageResultMessage>((resolve, reject) => {
        threads.waiting.add(reject);
        threads.pool
          .run({ description, scale } satisfies PageTaskMessage)
          .then(resolve, reject)
          .finally(() => threads.waiting.delete(reject));
      });
    } catch (error) {
      // The thread's page errors come back as results (pageThread), so this is the thread: crashed, over its
      // heap limits, or closed.
      throw new PageThreadFailed(
        `A page layout thread failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if ('error' in result) throw new Error(result.error);
    return result.page;
  }

  /** Stops every thread; pages still being laid out fail. The pool starts new threads if used again. */
  async close(): Promise<void> {
    const threads = this.current;
    this.current = undefined;
    await threads?.pool.destroy();
  }

  private start(): Threads {
    const pool = new Piscina<PageTaskMessage, PageResultMessage>({
      filename: ENTRY.href,
      minThreads: this.size,
      maxThreads: this.size,
      // One page at a time per thread: satori is synchronous work, so two at once would only hold both in memory.
      concurrentTasksPerWorker: 1,
      // The entry registers tsx itself; the parent's loader flags (tsx CLI, vitest) would load it twice.
      execArgv: [],
      resourceLimits: this.options.resourceLimits ?? {
        maxOldGenerationSizeMb: THREAD_HEAP_MB,
        maxYoungGenerationSizeMb: THREAD_YOUNG_MB,
      },
    });
    const threads: Threads = { pool, waiting: new Set() };
    // A thread that fails before it is ready (loading fonts and templates) holds no page yet, and piscina then
    // starts no other: the pages waiting would wait for ever. They fail, and the next page starts new threads.
    pool.on('error', (error: Error) => {
      if (this.current === threads) this.current = undefined;
      for (const reject of threads.waiting) reject(error);
      void pool.destroy();
    });
    return threads;
  }
}

interface Threads {
  pool: Piscina<PageTaskMessage, PageResultMessage>;
  /** Rejects each page given to this pool and not yet back. */
  waiting: Set<(error: Error) => void>;
}
