import type { RenderDataSource } from '@placement/render';
import { join } from 'node:path';
import { dataDir, openDatabase, renderOutputDir as outputDirOf } from '../../openDatabase';
import { databaseRenderDataSource } from './renderData';

/**
 * Entry for separate render worker processes: `RENDER_DATA_SOURCE=services/api/src/modules/render/workerDataSource.ts`
 * with the same DATABASE_URL as the API (PostgreSQL; the embedded PGlite database belongs to the API process,
 * which runs render jobs in-process anyway).
 */
export async function createRenderDataSource(): Promise<RenderDataSource> {
  return databaseRenderDataSource(await openDatabase(), join(dataDir(), 'files'));
}

/** The folder the API reads finished prints from: the worker writes them there (RENDER_OUTPUT_DIR or the default). */
export function renderOutputDir(): string {
  return outputDirOf(join(dataDir(), 'files'));
}
