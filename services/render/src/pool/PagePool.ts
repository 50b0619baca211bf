import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { LaidOutPage } from './LaidOutPage';
import type { PageDescription } from './PageDescription';
import type { PageLayout } from './PageLayout';
import type { PageResultMessage, PageTaskMessage } from './pageThreadMessages';

const ENTRY = new URL('./pageThreadEntry.mjs', import.meta.url);
const TSCONFIG = fileURLToPath(new URL('../../../../tsconfig.base.json', import.meta.url));

/** RENDER_THREADS, else one thread per core up to two (the size the render service is measured at). */
export function defaultThreadCount(): number {
  const configured = Number(process.env.RENDER_THREADS);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.min(2, availableParallelism());
}

/**
 * A heap ceiling per thread, far above a page's needs (about 50 MB live after a CV page): V8 sizes a thread's heap
 * growth from its ceiling, and the default one let two threads' garbage pile up. Measured on 20 CV pages with two
 * threads: peak RSS 681-717 MB with the default, 582-594 MB with 160, 256 or 512 MB, at the same speed.
 */
const THREAD_HEAP_MB = 512;

/**
 * Young generation per thread: three 32 MB semi-spaces, as `--max-semi-space-size=32` gives the render processes
 * (that flag, where given, holds for every thread of the process). satori allocates short-lived objects by the
 * million (styles, glyph outlines, strings); with V8's 16 MB default, scavenges were about a quarter of a CV page's
 * layout time (satori 72 -> 56 ms at 32 MB, 52 ms at 64 MB). 64 MB cost a 100-CV batch 120 MB more peak memory
 * (three isolates: 909 against 757-787 MB), 16 MB saved 100 MB more but gave the time back.
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

interface Pending {
  resolve: (page: LaidOutPage) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * Worker threads that lay out pages with satori, the costliest step of a vector PDF page, so a batch uses every
 * core. Threads start when first needed and stay warm (each loads its fonts once); an idle thread does not keep
 * the process alive. A thread that crashes fails the pages it held with PageThreadFailed and is replaced on the
 * next page.
 */
export class PagePool implements PageLayout {
  readonly size: number;
  private threads: Thread[] = [];
  private nextId = 0;

  constructor(private readonly options: PagePoolOptions = {}) {
    this.size = options.threads ?? defaultThreadCount();
  }

  /** Lays out one page on the least busy thread. */
  layOut(description: PageDescription, scale: number): Promise<LaidOutPage> {
    const thread = this.pickThread();
    const id = ++this.nextId;
    return new Promise<LaidOutPage>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.ref();
      thread.worker.postMessage({ id, description, scale } satisfies PageTaskMessage);
    });
  }

  /** Stops every thread; pages still being laid out fail. The pool starts new threads if used again. */
  async close(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    await Promise.all(
      threads.map((thread) => {
        this.fail(thread, 'The page layout threads were closed');
        return thread.worker.terminate();
      }),
    );
  }

  private pickThread(): Thread {
    const idle = this.threads.find((thread) => thread.pending.size === 0);
    if (idle) return idle;
    if (this.threads.length < this.size) return this.start();
    return this.threads.reduce((least, thread) =>
      thread.pending.size < least.pending.size ? thread : least,
    );
  }

  private start(): Thread {
    const worker = new Worker(ENTRY, {
      workerData: { tsconfig: TSCONFIG },
      // The entry registers tsx itself; the parent's loader flags (tsx CLI, vitest) would load it twice.
      execArgv: [],
      resourceLimits: this.options.resourceLimits ?? {
        maxOldGenerationSizeMb: THREAD_HEAP_MB,
        maxYoungGenerationSizeMb: THREAD_YOUNG_MB,
      },
    });
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', (message: PageResultMessage) => {
      const pending = thread.pending.get(message.id);
      thread.pending.delete(message.id);
      if (thread.pending.size === 0) worker.unref();
      if (!pending) return;
      if ('error' in message) pending.reject(new Error(message.error));
      else pending.resolve(message.page);
    });
    worker.on('error', (error) => this.fail(thread, `A page layout thread failed: ${error.message}`));
    worker.on('exit', (code) => this.fail(thread, `A page layout thread stopped (exit code ${code})`));
    this.threads.push(thread);
    return thread;
  }

  private fail(thread: Thread, reason: string): void {
    this.threads = this.threads.filter((t) => t !== thread);
    for (const pending of thread.pending.values()) pending.reject(new PageThreadFailed(reason));
    thread.pending.clear();
  }
}
