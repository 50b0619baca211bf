import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import type { Database } from '../db/Database';
import { migrate } from '../db/migrate';
import { refuseUnlessEmpty } from './moveToPostgres';
import { dataTables, quote, readRowsIn, tableDigest, writeRows, type TableInfo } from './tableCopy';

export const BACKUP_FORMAT = 'placement-backup/1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  engine: Database['engine'];
  /** The migrations the database had: the schema version a restore needs at least. */
  migrations: string[];
  tables: Array<TableInfo & { rows: number; hash: string }>;
}

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Writes one .tar.gz: manifest.json (schema version, tables with count and content hash), one JSON file of
 * rows per table, and the files folder. Every table is read in one snapshot (REPEATABLE READ), so a running
 * instance's backup is consistent; a file is never changed once written, so copying them after is safe.
 */
export async function writeBackup(db: Database, filesDir: string, archive: string): Promise<BackupManifest> {
  const staging = await mkdtemp(join(tmpdir(), 'placement-backup-'));
  try {
    const tables = await dataTables(db);
    await mkdir(join(staging, 'tables'));
    const manifest = await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      await tx.query("SET LOCAL TimeZone = 'UTC'");
      const migrations = (
        await tx.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
      ).rows.map((row) => row.name);
      const described: BackupManifest['tables'] = [];
      for (const table of tables) {
        const rows = await readRowsIn(tx, table);
        await writeFile(join(staging, 'tables', `${table.name}.json`), JSON.stringify(rows));
        const digest = await digestIn(tx, table);
        described.push({ ...table, ...digest });
      }
      return {
        format: BACKUP_FORMAT,
        createdAt: new Date().toISOString(),
        engine: db.engine,
        migrations,
        tables: described,
      } satisfies BackupManifest;
    });
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const entries = ['manifest.json', 'tables'];
    if (existsSync(filesDir)) {
      await symlink(filesDir, join(staging, 'files'));
      entries.push('files');
    }
    await tar.create({ gzip: true, file: archive, cwd: staging, follow: true, portable: true }, entries);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function digestIn(tx: Parameters<Parameters<Database['transaction']>[0]>[0], table: TableInfo) {
  const list = table.columns.map(quote).join(', ');
  const { rows } = await tx.query<{ rows: string; hash: string }>(
    `SELECT count(*)::text AS rows, md5(coalesce(string_agg(r, E'\\n' ORDER BY r), '')) AS hash
     FROM (SELECT ROW(${list})::text AS r FROM ${quote(table.name)}) s`,
  );
  return { rows: Number(rows[0]!.rows), hash: rows[0]!.hash };
}

/**
 * Restores a backup into an empty instance (either engine): migrates it, refuses one holding data or one whose
 * code is older than the backup, writes every table in one transaction, checks each count and hash against the
 * manifest, and puts the files in place.
 */
export async function restoreBackup(
  db: Database,
  filesDir: string,
  archive: string,
): Promise<BackupManifest> {
  const staging = await mkdtemp(join(tmpdir(), 'placement-restore-'));
  try {
    await tar.extract({ file: archive, cwd: staging });
    const manifest = JSON.parse(await readFile(join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefused(`${archive} is not a Placement backup.`);
    await migrate(db);
    const known = new Set(
      (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name),
    );
    const newer = manifest.migrations.filter((name) => !known.has(name));
    if (newer.length > 0)
      throw new RestoreRefused(
        `The backup was made by a newer version (migration ${newer[0]}): upgrade Placement, then restore.`,
      );
    const tables = await dataTables(db);
    await refuseUnlessEmpty(db, tables);
    await db.transaction(async (tx) => {
      for (const table of [...tables].reverse()) {
        await tx.query(`ALTER TABLE ${quote(table.name)} DISABLE TRIGGER USER`);
        await tx.query(`DELETE FROM ${quote(table.name)}`);
        await tx.query(`ALTER TABLE ${quote(table.name)} ENABLE TRIGGER USER`);
      }
      const saved = new Map(manifest.tables.map((table) => [table.name, table]));
      for (const table of tables) {
        const backedUp = saved.get(table.name);
        if (!backedUp) continue;
        const rows = JSON.parse(
          await readFile(join(staging, 'tables', `${table.name}.json`), 'utf8'),
        ) as Array<Array<string | null>>;
        await writeRows(tx, backedUp, rows);
      }
    });
    for (const table of manifest.tables) {
      const digest = await tableDigest(db, table);
      if (digest.rows !== table.rows || digest.hash !== table.hash)
        throw new Error(
          `${table.name} differs after the restore: ${table.rows} rows backed up, ${digest.rows} restored`,
        );
    }
    if (existsSync(join(staging, 'files'))) {
      await mkdir(filesDir, { recursive: true });
      await cp(join(staging, 'files'), filesDir, { recursive: true, force: false, errorOnExist: false });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The files of a folder, relative, sorted: what a round trip must keep. */
export async function listFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  return (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}
