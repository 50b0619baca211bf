// One query layer for both engines: PostgreSQL through a pg Pool and the embedded PGlite. Both speak the
// same SQL with $n parameters, so repositories never know which engine they run on.
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs several statements separated by semicolons (migrations), without parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `work` inside one transaction; it is rolled back when `work` throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
