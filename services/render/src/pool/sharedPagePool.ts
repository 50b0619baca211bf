import { PagePool } from './PagePool';

let shared: PagePool | undefined;

/** The process's one pool of layout threads (RENDER_THREADS), created on first use. */
export function sharedPagePool(): PagePool {
  shared ??= new PagePool();
  return shared;
}

/** Graceful shutdown: stops the shared pool's threads. */
export async function closeSharedPagePool(): Promise<void> {
  await shared?.close();
}
