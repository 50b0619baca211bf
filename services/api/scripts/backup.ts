import { join, resolve } from 'node:path';
import { EnvironmentError } from '@placement/domain';
import { hostname } from 'node:os';
import { loadServerSecret } from '../src/auth/serverSecret';
import { DataFolderInUse, type DataFolderOwner } from '../src/db/embedded/lockDataFolder';
import { operationsToken } from '../src/operations/backupRoute';
import { readApiEnvironment } from '../src/environment';
import { dataDir, openDatabase } from '../src/openDatabase';
import { restoreBackup, RestoreRefused, writeBackup } from '../src/operations/backup';
import { MoveRefused } from '../src/operations/moveToPostgres';

// pnpm --filter @placement/api backup <archive.tar.gz>   (the database of DATABASE_URL, or the embedded one)
// pnpm --filter @placement/api restore <archive.tar.gz>  (into an empty database and data folder)
const [command, archive] = process.argv.slice(2);

/** Asks the API holding the embedded data folder, on this machine, to write the backup (backupRoute). */
async function backupThroughRunningApi(
  dataFolder: string,
  owner: DataFolderOwner,
  path: string,
  secret: string,
): Promise<{ archive: string; tables: number; schema: string }> {
  if (owner.host !== hostname()) throw new DataFolderInUse(dataFolder, owner);
  const url = `http://127.0.0.1:${owner.port ?? '4000'}/api/operations/backup`;
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${operationsToken(secret)}` },
    body: JSON.stringify({ archive: path }),
  }).catch(() => null);
  if (!answer) throw new DataFolderInUse(dataFolder, owner);
  const body = (await answer.json().catch(() => ({}))) as { message?: string };
  if (!answer.ok) {
    console.error(
      `\nThe running API (process ${owner.pid}) did not write the backup: ${body.message ?? answer.status}\n`,
    );
    process.exit(1);
  }
  return body as { archive: string; tables: number; schema: string };
}
try {
  const environment = readApiEnvironment();
  const dataFolder = dataDir(environment);
  if ((command !== 'backup' && command !== 'restore') || !archive) {
    console.error('Usage: backup <archive.tar.gz> | restore <archive.tar.gz>');
    process.exit(2);
  }
  const db = await openDatabase(environment).catch(async (error: unknown) => {
    // The embedded data folder is held by the running API: it writes the backup itself.
    if (command !== 'backup' || !(error instanceof DataFolderInUse) || !error.owner) throw error;
    const done = await backupThroughRunningApi(
      dataFolder,
      error.owner,
      resolve(archive),
      await loadServerSecret(dataFolder, environment),
    );
    console.log(
      `Backed up ${done.tables} tables (schema ${done.schema}) and the files through the running API (process ${error.owner.pid}) to ${done.archive}.`,
    );
    process.exit(0);
  });
  const filesDir = join(dataFolder, 'files');
  try {
    if (command === 'backup') {
      const manifest = await writeBackup(db, filesDir, resolve(archive));
      console.log(
        `Backed up ${manifest.tables.length} tables (schema ${manifest.migrations.at(-1)}) and ${filesDir} to ${resolve(archive)}.`,
      );
    } else {
      const manifest = await restoreBackup(db, filesDir, resolve(archive));
      console.log(
        `Restored ${manifest.tables.length} tables from ${manifest.createdAt} (checked against the backup's hashes) and the files into ${filesDir}.`,
      );
    }
  } finally {
    await db.close();
  }
} catch (error) {
  if (!(
    error instanceof EnvironmentError ||
    error instanceof RestoreRefused ||
    error instanceof MoveRefused ||
    error instanceof DataFolderInUse
  ))
    throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
