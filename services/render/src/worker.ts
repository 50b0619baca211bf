import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderDataSource } from './jobs/RenderDataSource';
import { readWorkerEnvironment, type WorkerEnvironment } from './workerEnvironment';
import { EnvironmentError } from '@placement/domain';

/**
 * A render worker process: `REDIS_URL=... RENDER_DATA_SOURCE=path/to/module pnpm --filter @placement/render worker`.
 * The data-source module exports `createRenderDataSource(environment)`; the API ships one that reads the database.
 */
async function main(): Promise<void> {
  let environment: WorkerEnvironment;
  try {
    environment = readWorkerEnvironment();
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  // The renderer (templates, fonts, the queue) is loaded once the settings are known to be right: a wrong one
  // is told at once rather than after seconds of loading.
  const [{ OutputStore }, { closeSharedPagePool }, { createRenderWorker }, { logJobEvents }] =
    await Promise.all([
      import('./cache/OutputStore'),
      import('./pool/sharedPagePool'),
      import('./queue/createRenderWorker'),
      import('./queue/logJobEvents'),
    ]);
  const redisUrl = environment.REDIS_URL;
  const sourcePath = environment.RENDER_DATA_SOURCE;
  const source = (await import(pathToFileURL(resolve(sourcePath)).href)) as {
    /** Given the checked environment, so the module reads its settings (DATABASE_URL, DATA_DIR) from it. */
    createRenderDataSource: (environment: WorkerEnvironment) => RenderDataSource | Promise<RenderDataSource>;
    /** Where the API reads finished prints (the API's data source module knows its data folder). */
    renderOutputDir?: (environment: WorkerEnvironment) => string;
  };
  const outputDir = environment.RENDER_OUTPUT_DIR
    ? resolve(environment.RENDER_OUTPUT_DIR)
    : source.renderOutputDir?.(environment);
  if (!outputDir) {
    console.error('RENDER_OUTPUT_DIR must name the folder where the API reads finished prints');
    process.exit(2);
  }
  const store = new OutputStore(outputDir);
  try {
    await store.checkWritable();
  } catch (error) {
    console.error(
      `Cannot write finished prints in ${outputDir} (RENDER_OUTPUT_DIR): ${(error as Error).message}`,
    );
    process.exit(2);
  }
  await store.removeAbandoned();
  const worker = createRenderWorker({
    redisUrl,
    prefix: environment.RENDER_QUEUE_PREFIX,
    data: await source.createRenderDataSource(environment),
    store,
    concurrency: environment.RENDER_CONCURRENCY ?? 1,
    lockDurationMs: environment.RENDER_LOCK_MS,
    stalledIntervalMs: environment.RENDER_STALLED_MS,
  });
  logJobEvents(worker);
  await worker.waitUntilReady();
  console.log(`render worker ${process.pid} ready, writing finished prints to ${outputDir}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Graceful: finish the active job, take no new one, then leave.
    await worker.close();
    await closeSharedPagePool();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

void main();
