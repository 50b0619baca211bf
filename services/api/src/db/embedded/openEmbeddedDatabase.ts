import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createPgliteDatabase } from '../createPgliteDatabase';
import type { Database } from '../Database';
import { lockDataFolder } from './lockDataFolder';

/** A first start's database is made here and moved to `pglite/` only once it is whole. */
const CREATING_PREFIX = 'pglite.creating-';

export class EmbeddedDatabaseUnreadable extends Error {
  constructor(folder: string, cause: unknown) {
    super(
      `The embedded database in ${folder} could not be opened (${cause instanceof Error ? cause.message : String(cause)}). ` +
        'If it was made by a first start that was stopped before it finished, move the folder away ' +
        `(mv "${folder}" "${folder}.broken") and start again: a new database is made. ` +
        'If it held your data, keep the moved folder and restore your latest backup.',
    );
    this.name = 'EmbeddedDatabaseUnreadable';
  }
}

export interface EmbeddedOptions {
  /** Migrates (and seeds) a new database before it is moved into place. */
  prepare: (db: Database) => Promise<void>;
  log?: (line: string) => void;
  /** The port this process serves (PORT), noted with the lock for whoever finds the folder taken. */
  port?: number;
}

/**
 * The embedded database in `<dataDir>/pglite`, locked to this process. A new one is created, migrated and seeded
 * in a folder of its own and renamed into place when complete, so a first start stopped at any moment (Ctrl-C,
 * a power cut) leaves nothing a later start cannot open: the half-made folder is removed and made again. A
 * folder in place is never removed, whatever its state.
 */
export async function openEmbeddedDatabase(dataDir: string, options: EmbeddedOptions): Promise<Database> {
  const log = options.log ?? ((line: string) => console.log(line));
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataFolder(dataDir, {
    ...(options.port === undefined ? {} : { port: options.port }),
    onWait: (owner) =>
      log(`Waiting for the lock left by process ${owner.pid}, which stopped without releasing it...`),
  });
  try {
    const folder = join(dataDir, 'pglite');
    if (!existsSync(folder)) await createInPlace(dataDir, folder, options.prepare, log);
    let db: Database;
    try {
      db = await createPgliteDatabase(folder);
    } catch (error) {
      throw new EmbeddedDatabaseUnreadable(folder, error);
    }
    return {
      ...db,
      async close() {
        await db.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

async function createInPlace(
  dataDir: string,
  folder: string,
  prepare: EmbeddedOptions['prepare'],
  log: (line: string) => void,
): Promise<void> {
  // Only this process holds the lock, so any half-made folder is from a start that was stopped.
  for (const name of await readdir(dataDir)) {
    if (!name.startsWith(CREATING_PREFIX)) continue;
    log(`An earlier first start was stopped before its database was complete: making it again.`);
    await rm(join(dataDir, name), { recursive: true, force: true });
  }
  const creating = join(dataDir, `${CREATING_PREFIX}${process.pid}`);
  const db = await createPgliteDatabase(creating);
  try {
    await prepare(db);
  } finally {
    await db.close();
  }
  await rename(creating, folder);
}
