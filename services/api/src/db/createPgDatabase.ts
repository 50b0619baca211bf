import pg from 'pg';
import type { Database, QueryResult } from './Database';
import { withoutValues } from './QueryFailed';

export interface PgDatabaseOptions {
  connectionString: string;
  /** A schema to work in (tests use one per file so parallel files never collide). */
  schema?: string;
  max?: number;
}

export async function createPgDatabase(options: PgDatabaseOptions): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('Invalid schema name');
  if (schema) {
    const admin = new pg.Client({ connectionString: options.connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    // No statement outlives the API's request timeout: a runaway query cannot hold a connection for minutes.
    statement_timeout: 30_000,
    // public stays on the path so extensions installed there (pg_trgm) resolve.
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  const run = async <Row>(
    q: { query: pg.Pool['query'] },
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>> => {
    const result = await withoutValues(sql, () => q.query(sql, params as unknown[] | undefined));
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  };
  return {
    engine: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work({
          query: (sql, params) => run(client as unknown as { query: pg.Pool['query'] }, sql, params),
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
