import type { ApiContext } from '../../context';
import type { Database, Queryable } from '../../db/Database';
import { viewOf } from '../../db/databaseViews';
import { auditedRecordId, endAuditedMutation, insertAuditLines } from './recordAudit';

/** A statement that changes rows (a SELECT, even one that locks, does not). */
const WRITE_STATEMENT = /^\s*(?:INSERT|UPDATE|DELETE)\b/i;

type AuditLine = { companyId: string; id: string };

export interface AuditedWrites {
  /** The database the mutation's resolver is given for the time it runs. */
  db: Database;
  /** The lines written inside the mutation's first write, or none when it wrote nothing (yet). */
  lines(): readonly AuditLine[];
}

/**
 * Issue 38: a write and its audit line commit together. Killed at the moment of a commit, a create written
 * before its line had no line at all, and a client that retried it could not learn from the log what had
 * happened. For the time a signed-in mutation runs, its resolver sees this view of the database: the first
 * transaction it opens, or its first write statement outside one, carries the mutation's audit line inside
 * the same transaction. Later writes of the same mutation pass through (one line per mutation, as before).
 *
 * The line is written under a savepoint: a line the database refuses is logged as an error and never undoes
 * the user's write. Lines name the record the resolver named (`auditRecord`) or the input gave; a create's
 * new record id is set on them once the resolver answers (`finishAuditedWrites`).
 */
export function auditedWrites(
  ctx: ApiContext,
  operation: string,
  args: Record<string, unknown>,
): AuditedWrites {
  const db = ctx.db;
  let lines: readonly AuditLine[] = [];
  // Claimed synchronously, so two writes started together (Promise.all) do not both carry the line.
  let claimed = false;

  const writeLines = async (tx: Queryable): Promise<readonly AuditLine[]> => {
    await tx.query('SAVEPOINT audit_line');
    try {
      const written = await insertAuditLines(tx, ctx, operation, auditedRecordId(ctx, args, undefined), {});
      await tx.query('RELEASE SAVEPOINT audit_line');
      return written;
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT audit_line');
      ctx.request?.log?.error({ err: error }, 'audit line not written');
      return [];
    }
  };

  /** Runs `work` in a transaction that also writes the lines, when this is the mutation's first write. */
  const carryingLines = async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
    if (claimed) return db.transaction(work);
    claimed = true;
    try {
      const { value, written } = await db.transaction(async (tx) => {
        const value = await work(tx);
        return { value, written: await writeLines(tx) };
      });
      // Only a committed transaction's lines count: a rolled-back one leaves the next write to carry them.
      lines = written;
      return value;
    } catch (error) {
      claimed = false;
      throw error;
    }
  };

  const view: Database = {
    engine: db.engine,
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    query: (sql, params) =>
      !claimed && WRITE_STATEMENT.test(sql)
        ? carryingLines((tx) => tx.query(sql, params))
        : db.query(sql, params),
    transaction: (work) => carryingLines(work),
  };
  return { db: viewOf(view, db), lines: () => lines };
}

/**
 * The mutation answered after its write carried its lines. Lines written before it knew the record it created
 * (a create's input carries only the form's new-record id) now name that record, and a company whose record
 * the write touched, learnt only from the write's result (a partner's link an agency revoked), gets its line
 * now. A failure here is logged and leaves the lines as they were.
 */
export async function finishAuditedWrites(
  ctx: ApiContext,
  operation: string,
  written: readonly AuditLine[],
  args: Record<string, unknown>,
  result: unknown,
): Promise<void> {
  const before = auditedRecordId(ctx, args, undefined);
  const after = auditedRecordId(ctx, args, result);
  try {
    if (before !== after) {
      const ids = written.map((line) => line.id);
      await ctx.db.query('UPDATE audit_log SET record_id = $2 WHERE id = ANY($1::bigint[])', [ids, after]);
    }
    const companies = new Set(written.map((line) => line.companyId));
    await insertAuditLines(ctx.db, ctx, operation, after, {}, companies);
  } catch (error) {
    ctx.request?.log?.error({ err: error }, 'audit line not completed');
  } finally {
    endAuditedMutation(ctx);
  }
}
