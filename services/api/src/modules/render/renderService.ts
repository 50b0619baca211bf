import { join } from 'node:path';
import { BullMqRenderQueue, InProcessRenderQueue, OutputStore, type RenderQueue } from '@placement/render';
import type { ApiConfig } from '../../context';
import type { Queryable } from '../../db/Database';
import { databaseBehind } from '../../db/databaseViews';
import { renderOutputDir } from '../../openDatabase';
import { databaseRenderDataSource } from './renderData';

export interface RenderService {
  queue: RenderQueue;
  /** Rendered files, private, named by job content key. */
  outputs: OutputStore;
  /** Who asked for what: job id -> company and employee ids, for authorising later reads and downloads. */
  requests: OutputStore;
}

const services = new WeakMap<object, RenderService>();

/**
 * One render service per database: BullMQ when REDIS_URL is set (workers elsewhere), otherwise the
 * embedded in-process queue running the same handler.
 */
export function renderService(given: Queryable, config: ApiConfig): RenderService {
  // A mutation's audited view of the database finds the service of the database behind it.
  const db = databaseBehind(given);
  let service = services.get(db);
  if (!service) {
    const outputs = new OutputStore(
      renderOutputDir(config.filesDir, { RENDER_OUTPUT_DIR: config.renderOutputDir }),
    );
    const requests = new OutputStore(join(config.filesDir, 'render-requests'));
    const queue = config.renderQueue
      ? new BullMqRenderQueue({ ...config.renderQueue, store: outputs })
      : new InProcessRenderQueue(
          { data: databaseRenderDataSource(db, config.filesDir), store: outputs },
          undefined,
          // Kept with the files, so a print running when the process died resumes at the next start.
          new OutputStore(join(config.filesDir, 'render-journal')),
          config.renderJobLog,
        );
    config.metrics?.followRenderQueue(queue);
    service = { queue, outputs, requests };
    services.set(db, service);
  }
  return service;
}

/**
 * Ends the database's render service when its app closes: running work finishes, then the layout threads stop
 * (in-process) or the Redis connections close (BullMQ). The next request makes a fresh one.
 */
export async function closeRenderService(given: Queryable): Promise<void> {
  const db = databaseBehind(given);
  const service = services.get(db);
  services.delete(db);
  await service?.queue.close();
}
