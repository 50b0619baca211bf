import { join, resolve } from 'node:path';
import { EnvironmentError } from '@placement/domain';
import { DataFolderInUse } from '../src/db/embedded/lockDataFolder';
import { readApiEnvironment } from '../src/environment';
import { dataDir, openDatabase } from '../src/openDatabase';
import { restoreBackup, RestoreRefused, writeBackup } from '../src/operations/backup';
import { MoveRefused } from '../src/operations/moveToPostgres';

// pnpm --filter @placement/api backup <archive.tar.gz>   (the database of DATABASE_URL, or the embedded one)
// pnpm --filter @placement/api restore <archive.tar.gz>  (into an empty database and data folder)
const [command, archive] = process.argv.slice(2);
try {
  readApiEnvironment();
  if ((command !== 'backup' && command !== 'restore') || !archive) {
    console.error('Usage: backup <archive.tar.gz> | restore <archive.tar.gz>');
    process.exit(2);
  }
  const db = await openDatabase();
  const filesDir = join(dataDir(), 'files');
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
