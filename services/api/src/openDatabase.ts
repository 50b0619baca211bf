import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createPgDatabase } from './db/createPgDatabase';
import { createPgliteDatabase } from './db/createPgliteDatabase';
import type { Database } from './db/Database';
import { migrate } from './db/migrate';

/** The data folder: PGlite's files and the private uploads. */
export const dataDir = () => resolve(process.env.DATA_DIR ?? '.data');

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in the data folder; migrated either way. */
export async function openDatabase(): Promise<Database> {
  let db: Database;
  if (process.env.DATABASE_URL) {
    db = await createPgDatabase({ connectionString: process.env.DATABASE_URL });
  } else {
    const folder = join(dataDir(), 'pglite');
    await mkdir(folder, { recursive: true });
    db = await createPgliteDatabase(folder);
  }
  await migrate(db);
  return db;
}
