import { cp } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createPgliteDatabase } from '../db/createPgliteDatabase';
import type { Database } from '../db/Database';
import { migrate } from '../db/migrate';
import { dataTables, quote, readRows, tableDigest, writeRows, type TableInfo } from './tableCopy';

export class MoveRefused extends Error {
  override name = 'MoveRefused';
}

export interface MoveOptions {
  /** The embedded database, opened (and locked) by the caller. */
  source: Database;
  /** The PostgreSQL database to fill: empty, or holding a move that was interrupted. */
  target: Database;
  /** The files folder to copy, and where to; nothing is copied when they are the same folder. */
  files?: { from: string; to: string };
  log?: (line: string) => void;
  /** Tests stop the move here to prove a rerun finishes it. */
  afterTable?: (table: string) => void | Promise<void>;
}

export interface MovedTable {
  table: string;
  rows: number;
  hash: string;
}

/**
 * Copies every record of the embedded database into PostgreSQL, table by table (parents first), each table in
 * one transaction with its row in `placement_move`; then copies the files and checks every table's count and
 * content hash on both sides. A target holding data of its own is refused; a target holding an interrupted
 * move is finished: the tables already moved are kept, the others emptied and copied again, so nothing doubles.
 */
export async function moveToPostgres(options: MoveOptions): Promise<MovedTable[]> {
  const log = options.log ?? (() => undefined);
  const { source, target } = options;
  await migrate(target);
  await target.exec(
    'CREATE TABLE IF NOT EXISTS placement_move (table_name text PRIMARY KEY, row_count bigint NOT NULL, hash text NOT NULL, moved_at timestamptz NOT NULL DEFAULT now())',
  );
  const tables = await dataTables(source);
  const moved = new Map(
    (await target.query<{ table_name: string }>('SELECT table_name FROM placement_move')).rows.map((row) => [
      row.table_name,
      true,
    ]),
  );
  if (moved.size === 0) await refuseUnlessEmpty(target, tables);
  else log(`Finishing a move that stopped: ${moved.size} of ${tables.length} tables were moved already.`);

  const left = tables.filter((table) => !moved.has(table.name));
  // Children first: a table left half-written (or seeded by a migration) is emptied before its parents.
  await target.transaction(async (tx) => {
    for (const table of [...left].reverse()) {
      await tx.query(`ALTER TABLE ${quote(table.name)} DISABLE TRIGGER USER`);
      await tx.query(`DELETE FROM ${quote(table.name)}`);
      await tx.query(`ALTER TABLE ${quote(table.name)} ENABLE TRIGGER USER`);
    }
  });
  for (const table of left) {
    const rows = await readRows(source, table);
    const digest = await tableDigest(source, table);
    await target.transaction(async (tx) => {
      await writeRows(tx, table, rows);
      await tx.query('INSERT INTO placement_move (table_name, row_count, hash) VALUES ($1, $2, $3)', [
        table.name,
        digest.rows,
        digest.hash,
      ]);
    });
    log(`  ${table.name}: ${digest.rows} rows`);
    await options.afterTable?.(table.name);
  }

  if (options.files && resolve(options.files.from) !== resolve(options.files.to)) {
    // Files already copied by an interrupted run are left as they are (each is written once, never changed).
    await cp(options.files.from, options.files.to, { recursive: true, force: false, errorOnExist: false });
    log(`Files copied from ${options.files.from} to ${options.files.to}.`);
  }

  const report: MovedTable[] = [];
  for (const table of tables) {
    const [from, to] = [await tableDigest(source, table), await tableDigest(target, table)];
    if (from.rows !== to.rows || from.hash !== to.hash)
      throw new Error(
        `${table.name} differs after the move: ${from.rows} rows in the embedded database, ${to.rows} in PostgreSQL`,
      );
    report.push({ table: table.name, rows: to.rows, hash: to.hash });
  }
  return report;
}

/** Row counts of a freshly migrated database (what the migrations insert), made once per process. */
let freshCounts: Promise<Map<string, number>> | undefined;
function countsOfFreshDatabase(): Promise<Map<string, number>> {
  freshCounts ??= (async () => {
    const fresh = await createPgliteDatabase();
    try {
      await migrate(fresh);
      const counts = new Map<string, number>();
      for (const table of await dataTables(fresh))
        counts.set(table.name, (await tableDigest(fresh, table)).rows);
      return counts;
    } finally {
      await fresh.close();
    }
  })();
  return freshCounts;
}

/**
 * Only what the migrations themselves insert may be there: compared by count with a fresh, migrated embedded
 * database (not by content: those rows carry the time they were made).
 */
export async function refuseUnlessEmpty(target: Database, tables: TableInfo[]): Promise<void> {
  const expected = await countsOfFreshDatabase();
  for (const table of tables) {
    const found = await tableDigest(target, table);
    if (found.rows !== (expected.get(table.name) ?? 0))
      throw new MoveRefused(
        `The database is not empty (table ${table.name} holds ${found.rows} rows): nothing was written. ` +
          'Give an empty database to move or restore into.',
      );
  }
}
