import { hostname } from 'node:os';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * The embedded database belongs to one process. PGlite keeps no lock of its own: two processes on one folder
 * each write their own view of it and damage it (lost writes, broken indexes). So the folder is locked at start
 * (proper-lockfile: an atomic mkdir kept fresh while the process lives, stale a few seconds after it dies) and a
 * second process is refused with the name of the one that holds it.
 */

/** How long after its holder died a lock counts as abandoned. */
const STALE_MS = 10_000;

export interface DataFolderOwner {
  pid: number;
  host: string;
  port?: string;
  startedAt: string;
}

export class DataFolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly owner: DataFolderOwner | null,
  ) {
    const who = owner
      ? `process ${owner.pid} on ${owner.host}${owner.port ? ` (port ${owner.port})` : ''}, started ${owner.startedAt}`
      : 'another process';
    super(
      `The embedded database in ${folder} is in use by ${who}. The embedded database belongs to one process: ` +
        'stop that one first, or run several processes on PostgreSQL (set DATABASE_URL; see docs/operations.md).',
    );
    this.name = 'DataFolderInUse';
  }
}

const lockPathOf = (folder: string) => join(folder, 'embedded.lock');
const ownerPathOf = (folder: string) => join(folder, 'embedded.lock.owner.json');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(folder: string): Promise<DataFolderOwner | null> {
  try {
    return JSON.parse(await readFile(ownerPathOf(folder), 'utf8')) as DataFolderOwner;
  } catch {
    return null;
  }
}

/**
 * Takes the folder's lock or throws DataFolderInUse. A lock left by a process that was killed (its pid no
 * longer runs on this host) is waited out until it goes stale, so a restart right after a crash still starts.
 * Returns the release (also done by proper-lockfile when the process exits).
 */
export async function lockDataFolder(
  folder: string,
  options: { onWait?: (owner: DataFolderOwner) => void; port?: number } = {},
): Promise<() => Promise<void>> {
  const deadline = Date.now() + STALE_MS * 2;
  let waited = false;
  for (;;) {
    try {
      const release = await lockfile.lock(folder, {
        lockfilePath: lockPathOf(folder),
        stale: STALE_MS,
        realpath: false,
        // The lock was taken over (the machine slept past the stale time): the data is no longer ours alone.
        onCompromised: (error) => {
          console.error(`Lost the lock on the embedded database in ${folder}: ${error.message}. Stopping.`);
          process.exit(1);
        },
      });
      const owner: DataFolderOwner = {
        pid: process.pid,
        host: hostname(),
        ...(options.port === undefined ? {} : { port: String(options.port) }),
        startedAt: new Date().toISOString(),
      };
      await writeFile(ownerPathOf(folder), JSON.stringify(owner));
      return async () => {
        await rm(ownerPathOf(folder), { force: true });
        await release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      const owner = await readOwner(folder);
      // No owner written yet: a holder killed between its lock and its note, or one a moment into its start.
      const abandoned = owner === null || (owner.host === hostname() && !isRunning(owner.pid));
      if (!abandoned || Date.now() > deadline) throw new DataFolderInUse(folder, owner);
      if (!waited && owner) options.onWait?.(owner);
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
