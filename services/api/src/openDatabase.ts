import { resolve } from 'node:path';
import { createPgDatabase } from './db/createPgDatabase';
import type { Database } from './db/Database';
import { openEmbeddedDatabase } from './db/embedded/openEmbeddedDatabase';
import { migrate } from './db/migrate';

/** The data folder: PGlite's files and the private uploads. */
export const dataDir = () => resolve(process.env.DATA_DIR ?? '.data');

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
