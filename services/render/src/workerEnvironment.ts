import { readEnvironment, setting } from '@placement/domain';
import { z } from 'zod';

/**
 * Every setting a render worker reads, checked once at start: a wrong one stops the worker with a message that
 * names the variable. DATABASE_URL and DATA_DIR are read by the data-source module, so they are checked here too.
 */
export const workerEnvironmentSchema = z.object({
  REDIS_URL: setting.requiredUrl(['redis:', 'rediss:']),
  RENDER_DATA_SOURCE: setting.requiredText(),
  RENDER_OUTPUT_DIR: setting.text(),
  RENDER_QUEUE_PREFIX: setting.text(),
  RENDER_CONCURRENCY: setting.whole(1, 64),
  RENDER_LOCK_MS: setting.whole(1_000),
  RENDER_STALLED_MS: setting.whole(1_000),
  RENDER_THREADS: setting.whole(1, 64),
  DATABASE_URL: setting.url(['postgres:', 'postgresql:']),
  DATA_DIR: setting.text(),
});

export type WorkerEnvironment = z.output<typeof workerEnvironmentSchema>;

export const readWorkerEnvironment = (source: Record<string, string | undefined> = process.env) =>
  readEnvironment(workerEnvironmentSchema, source);
