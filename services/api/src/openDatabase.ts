import { join, resolve } from 'node:path';
import { createPgDatabase } from './db/createPgDatabase';
import type { Database } from './db/Database';
import { openEmbeddedDatabase } from './db/embedded/openEmbeddedDatabase';
import { migrate } from './db/migrate';
import type { ApiEnvironment } from './environment';

/** The settings that say where the data is: passed down from the environment read at start. */
export type DataSettings = Pick<ApiEnvironment, 'DATA_DIR' | 'DATABASE_URL' | 'RENDER_OUTPUT_DIR' | 'PORT'>;

/**
 * The data folder: PGlite's files and the private uploads. By default services/api/.data whatever the working
 * folder, so a render worker started from services/render reads and writes the same files as the API.
 */
export const dataDir = (environment: Pick<DataSettings, 'DATA_DIR'>) =>
  resolve(environment.DATA_DIR ?? join(import.meta.dirname, '..', '.data'));

/**
 * Where finished prints live: RENDER_OUTPUT_DIR, or renders/ in the files folder. The API reads them from here
 * and every render worker writes them here, so it must name one folder for all of them (a shared disk when
 * they run on several machines).
 */
export const renderOutputDir = (filesDir: string, environment: Pick<DataSettings, 'RENDER_OUTPUT_DIR'>) =>
  environment.RENDER_OUTPUT_DIR ? resolve(environment.RENDER_OUTPUT_DIR) : join(filesDir, 'renders');

export interface OpenOptions {
  /** Fills a database this start has just made (the embedded default's demo data). */
  seedNew?: (db: Database) => Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in the data folder (locked to this process); migrated. */
export async function openDatabase(
  environment: Partial<DataSettings>,
  options: OpenOptions = {},
): Promise<Database> {
  const db = environment.DATABASE_URL
    ? await createPgDatabase({ connectionString: environment.DATABASE_URL })
    : await openEmbeddedDatabase(dataDir(environment), {
        // Written beside the lock, so a second process that finds the folder taken can say which port holds it.
        ...(environment.PORT === undefined ? {} : { port: environment.PORT }),
        prepare: async (created) => {
          await migrate(created);
          await options.seedNew?.(created);
        },
      });
  await migrate(db);
  return db;
}
