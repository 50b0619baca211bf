import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, QueryResult } from './Database';
import { withoutValues } from './QueryFailed';

/** The embedded engine: a data folder, or memory when no folder is given. pg_trgm ships with it. */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  const toResult = <Row>(result: { rows: unknown[]; affectedRows?: number }): QueryResult<Row> => ({
    rows: result.rows as Row[],
    rowCount: result.affectedRows || result.rows.length,
  });
  return {
    engine: 'pglite',
    query: (sql, params) =>
      withoutValues(sql, async () => toResult(await db.query(sql, params as unknown[] | undefined))),
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: (sql, params) =>
            withoutValues(sql, async () => toResult(await tx.query(sql, params as unknown[]))),
        }),
      ),
    async close() {
      await db.close();
    },
  };
}
