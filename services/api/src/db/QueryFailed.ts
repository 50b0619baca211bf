/**
 * A failed SQL statement as the rest of the API sees it: the engine's message, its SQLSTATE code and the
 * statement text, never the parameter values. Both engines attach the values to their errors (PGlite as
 * `params`), and a logged error once printed passport numbers, names, phones and a password hash in plain text.
 */
export class QueryFailed extends Error {
  readonly code: string | undefined;
  readonly statement: string;

  constructor(cause: unknown, statement: string) {
    const engineError = cause as { message?: unknown; code?: unknown } | null;
    super(typeof engineError?.message === 'string' ? engineError.message : 'SQL statement failed');
    this.name = 'QueryFailed';
    this.code = typeof engineError?.code === 'string' ? engineError.code : undefined;
    // Only the first line of a long statement: enough to find it in the code, no literal data from migrations.
    this.statement = statement.trim().split('\n')[0]!.slice(0, 200);
  }
}

/** Runs a query and replaces any engine error by a QueryFailed without the values. */
export async function withoutValues<T>(statement: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new QueryFailed(error, statement);
  }
}
