import type { Database, Queryable } from '../db/Database';

/** Tables the move and the backups leave out: the migration record is the target's own, the move's progress. */
const NOT_DATA = new Set(['schema_migrations', 'placement_move']);

export interface TableInfo {
  name: string;
  /** Columns that hold data (generated ones are computed by the target). */
  columns: string[];
}

const quote = (name: string) => `"${name.replace(/"/gu, '""')}"`;

/** The data tables of the current schema, parents before the tables that refer to them. */
export async function dataTables(db: Queryable): Promise<TableInfo[]> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const { rows: columns } = await db.query<{ table: string; column: string }>(
    `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
     WHERE table_schema = current_schema() AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
  );
  const { rows: references } = await db.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE k.contype = 'f' AND n.nspname = current_schema()`,
  );
  const names = tables.map((table) => table.name).filter((name) => !NOT_DATA.has(name));
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered.map((name) => ({
    name,
    columns: columns.filter((column) => column.table === name).map((column) => column.column),
  }));
}

/**
 * Row count and a content hash of a table, the same on PGlite and PostgreSQL: every row as text (UTC times),
 * sorted, hashed. Used to prove a copy identical.
 */
export async function tableDigest(db: Database, table: TableInfo): Promise<{ rows: number; hash: string }> {
  const list = table.columns.map(quote).join(', ');
  return db.transaction(async (tx) => {
    await tx.query("SET LOCAL TimeZone = 'UTC'");
    const { rows } = await tx.query<{ rows: string; hash: string }>(
      `SELECT count(*)::text AS rows, md5(coalesce(string_agg(r, E'\\n' ORDER BY r), '')) AS hash
       FROM (SELECT ROW(${list})::text AS r FROM ${quote(table.name)}) s`,
    );
    return { rows: Number(rows[0]!.rows), hash: rows[0]!.hash };
  });
}

/**
 * Every row of a table as text values, column by column: PostgreSQL parses them back exactly. Times come out
 * in UTC when the caller set it (readRows does; a backup reads every table in one snapshot).
 */
export async function readRowsIn(tx: Queryable, table: TableInfo): Promise<Array<Array<string | null>>> {
  const { rows } = await tx.query<Record<string, string | null>>(
    `SELECT ${table.columns.map((column, i) => `${quote(column)}::text AS c${i}`).join(', ')} FROM ${quote(table.name)}`,
  );
  return rows.map((row) => table.columns.map((_, i) => row[`c${i}`] ?? null));
}

export async function readRows(db: Database, table: TableInfo): Promise<Array<Array<string | null>>> {
  return db.transaction(async (tx) => {
    await tx.query("SET LOCAL TimeZone = 'UTC'");
    return readRowsIn(tx, table);
  });
}

/** Inserts rows read by readRows, in batches under PostgreSQL's parameter limit, then moves serials past them. */
export async function writeRows(tx: Queryable, table: TableInfo, rows: Array<Array<string | null>>) {
  const perBatch = Math.max(1, Math.floor(30_000 / table.columns.length));
  // Each value is sent as text and cast to its column's type here (PGlite types parameters by their JS value).
  const { rows: types } = await tx.query<{ name: string; type: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
    [quote(table.name)],
  );
  const typeOf = new Map(types.map((column) => [column.name, column.type]));
  const list = table.columns.map(quote).join(', ');
  // The rows are copied as they are: triggers that keep other tables' counters would count them twice.
  await tx.query(`ALTER TABLE ${quote(table.name)} DISABLE TRIGGER USER`);
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const values = batch
      .map(
        (_, r) =>
          `(${table.columns
            .map((column, c) => `$${r * table.columns.length + c + 1}::text::${typeOf.get(column) ?? 'text'}`)
            .join(', ')})`,
      )
      .join(', ');
    await tx.query(
      `INSERT INTO ${quote(table.name)} (${list}) OVERRIDING SYSTEM VALUE VALUES ${values}`,
      batch.flat(),
    );
  }
  await tx.query(`ALTER TABLE ${quote(table.name)} ENABLE TRIGGER USER`);
  const { rows: serials } = await tx.query<{ column: string }>(
    `SELECT column_name AS "column" FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1
       AND (column_default LIKE 'nextval%' OR is_identity = 'YES')`,
    [table.name],
  );
  for (const { column } of serials) {
    await tx.query(
      `SELECT setval(pg_get_serial_sequence($1, $2),
         coalesce((SELECT max(${quote(column)}) FROM ${quote(table.name)}), 0) + 1, false)`,
      [quote(table.name), column],
    );
  }
}

export { quote };
