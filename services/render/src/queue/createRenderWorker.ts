import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { UnrecoverableError, Worker } from 'bullmq';
import type { OutputStore } from '../cache/OutputStore';
import { handleRenderJob, InvalidRenderJob, type RenderJobResult } from '../jobs/handleRenderJob';
import type { RenderDataSource } from '../jobs/RenderDataSource';
import { RENDER_QUEUE_NAME, renderCancelChannel } from './BullMqRenderQueue';
import { RENDER_CANCELLED_MESSAGE } from './RenderQueue';
import { blockingConnection } from './redisConnections';

export interface RenderWorkerOptions {
  redisUrl: string;
  prefix?: string;
  data: RenderDataSource;
  store: OutputStore;
  concurrency?: number;
  /** How long a job stays locked to a worker that stops answering (killed): then it is run again. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  printScale?: number;
  /**
   * The worker's name in Redis, recorded on each job it takes: a producer that finds a running job's worker no
   * longer connected tells the user the job will start again. Unique by default (host, pid, random).
   */
  name?: string;
}

/** A name no other worker has: its host, its process and a random part (pids repeat across restarts). */
export const uniqueWorkerName = () => `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;

/** A BullMQ worker on its own connection, running the shared job handler. */
export function createRenderWorker(options: RenderWorkerOptions): Worker<unknown, RenderJobResult> {
  const connection = blockingConnection(options.redisUrl);
  const worker = new Worker<unknown, RenderJobResult>(
    RENDER_QUEUE_NAME,
    async (job, _token, signal) => {
      // Taken again after its worker died: the progress that worker reached is not this run's.
      if (job.progress !== 0) await job.updateProgress(0);
      try {
        return await handleRenderJob(job.data, {
          data: options.data,
          store: options.store,
          printScale: options.printScale,
          signal,
          progress: (percent) => job.updateProgress(percent),
        });
      } catch (error) {
        // A cancelled job and an invalid payload end at once, without retries.
        if (signal?.aborted) throw new UnrecoverableError(RENDER_CANCELLED_MESSAGE);
        if (error instanceof InvalidRenderJob) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    {
      connection,
      prefix: options.prefix,
      concurrency: options.concurrency ?? 1,
      lockDuration: options.lockDurationMs ?? 30_000,
      stalledInterval: options.stalledIntervalMs ?? 30_000,
      maxStalledCount: 2,
      name: options.name ?? uniqueWorkerName(),
    },
  );
  worker.on('error', () => undefined);
  // A producer's cancel reaches every worker; the one running the job aborts its handler.
  const cancels = blockingConnection(options.redisUrl);
  cancels.on('error', () => undefined);
  void cancels.subscribe(renderCancelChannel(options.prefix)).catch(() => undefined);
  cancels.on('message', (_channel: string, jobId: string) => {
    worker.cancelJob(jobId, RENDER_CANCELLED_MESSAGE);
  });
  // BullMQ leaves a connection it was given open; these belong to the worker alone.
  worker.on('closed', () => {
    connection.disconnect();
    cancels.disconnect();
  });
  return worker;
}
