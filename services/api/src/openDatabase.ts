import { join, resolve } from 'node:path';
import { createPgDatabase } from './db/createPgDatabase';
import type { Database } from './db/Database';
import { openEmbeddedDatabase } from './db/embedded/openEmbeddedDatabase';
import { migrate } from './db/migrate';

/**
 * The data folder: PGlite's files and the private uploads. By default services/api/.data whatever the working
 * folder, so a render worker started from services/render reads and writes the same files as the API.
 */
export const dataDir = () => resolve(process.env.DATA_DIR ?? join(import.meta.dirname, '..', '.data'));

/**
 * Where finished prints live: RENDER_OUTPUT_DIR, or renders/ in the files folder. The API reads them from here
 * and every render worker writes them here, so it must name one folder for all of them (a shared disk when
 * they run on several machines).
 */
export const renderOutputDir = (filesDir: string) =>
  process.env.RENDER_OUTPUT_DIR ? resolve(process.env.RENDER_OUTPUT_DIR) : join(filesDir, 'renders');

export interface OpenOptions {
  /** Fills a database this start has just made (the embedded default's demo data). */
  seedNew?: (db: Database) => Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in the data folder (locked to this process); migrated. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const db = process.env.DATABASE_URL
    ? await createPgDatabase({ connectionString: process.env.DATABASE_URL })
    : await openEmbeddedDatabase(dataDir(), {
        prepare: async (created) => {
          await migrate(created);
          await options.seedNew?.(created);
        },
      });
  await migrate(db);
  return db;
}
