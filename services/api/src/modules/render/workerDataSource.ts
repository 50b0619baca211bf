import type { RenderDataSource } from '@placement/render';
import { join } from 'node:path';
import { dataDir, openDatabase, renderOutputDir as outputDirOf, type DataSettings } from '../../openDatabase';
import { databaseRenderDataSource } from './renderData';

/** The worker's own checked environment (workerEnvironment.ts) holds these: it passes it in. */
type WorkerSettings = Pick<DataSettings, 'DATA_DIR' | 'DATABASE_URL' | 'RENDER_OUTPUT_DIR'>;

/**
 * Entry for separate render worker processes: `RENDER_DATA_SOURCE=services/api/src/modules/render/workerDataSource.ts`
 * with the same DATABASE_URL as the API (PostgreSQL; the embedded PGlite database belongs to the API process,
 * which runs render jobs in-process anyway).
 */
export async function createRenderDataSource(environment: WorkerSettings): Promise<RenderDataSource> {
  return databaseRenderDataSource(await openDatabase(environment), join(dataDir(environment), 'files'));
}

/** The folder the API reads finished prints from: the worker writes them there (RENDER_OUTPUT_DIR or the default). */
export function renderOutputDir(environment: WorkerSettings): string {
  return outputDirOf(join(dataDir(environment), 'files'), environment);
}
