import { isNewRecordId } from '@placement/domain';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/Database';

/**
 * A record id as the audit log can hold it: a NUL or a lone surrogate in an attacker's `_id` would make the
 * database refuse the line, so the refused attempt would go unlogged; they become U+FFFD instead.
 */
function storableId(id: string): string {
  return id
    .slice(0, 64)
    .replace(/\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * The id a mutation names: its `id`, the input's `_id`/`id`, the first of its `ids`, or the record it returned.
 * A create's input carries the form's new-record id, which names nothing once saved: the record it made wins.
 */
export function recordIdOf(args: Record<string, unknown>, result: unknown): string {
  const input = (args.input ?? {}) as Record<string, unknown>;
  const ids = Array.isArray(args.ids) ? args.ids : [];
  const made = (result as { _id?: unknown } | null | undefined)?._id;
  const inputId = typeof input._id === 'string' && isNewRecordId(input._id) && made ? undefined : input._id;
  const candidates = [args.id, inputId, input.id, ids[0], made];
  const found = candidates.find((value) => typeof value === 'string' && value.length > 0);
  return typeof found === 'string' ? storableId(found) : '';
}

const otherCompanies = new WeakMap<object, Set<string>>();

/**
 * The mutation being made touches a record of another company (a partner writing an agency's employee): its
 * line goes to that company's log as well, so the owner sees what its partners did, refused tries included.
 */
export function auditAlsoFor(ctx: ApiContext, companyId: string): void {
  const companies = otherCompanies.get(ctx) ?? new Set<string>();
  companies.add(companyId);
  otherCompanies.set(ctx, companies);
}

const namedRecords = new WeakMap<object, string>();

/**
 * The record the running mutation writes, once the resolver knows it (a create's new id is made before its
 * transaction): the line written inside that transaction names it, so a create whose answer was lost (the
 * process died at the commit) is still found in the log under its own id.
 */
export function auditRecord(ctx: ApiContext, recordId: string): void {
  namedRecords.set(ctx, storableId(recordId));
}

/** The record an audit line names: the one the resolver named, else the one its arguments or result name. */
export function auditedRecordId(ctx: ApiContext, args: Record<string, unknown>, result: unknown): string {
  const made = (result as { _id?: unknown } | null | undefined)?._id;
  if (typeof made !== 'string' || !made) {
    const named = namedRecords.get(ctx);
    if (named) return named;
  }
  return recordIdOf(args, result);
}

/** The companies whose logs get this mutation's line: the caller's, and any another record belongs to. */
function auditedCompanies(ctx: ApiContext, callerCompanyId: string): Set<string> {
  return new Set([callerCompanyId, ...(otherCompanies.get(ctx) ?? [])]);
}

/** What an audit line says of the outcome: ok, or the error's code. */
function resultCode(outcome: { error?: unknown }): string {
  return outcome.error
    ? String(
        (outcome.error as { extensions?: { code?: unknown } }).extensions?.code ?? 'INTERNAL_SERVER_ERROR',
      )
    : 'ok';
}

/**
 * Inserts the mutation's lines through `db` (the pool, or the transaction of the write they describe), one per
 * company whose log gets it except those in `written`, and answers the companies and ids of the lines written.
 * The operation's values are never kept (passport numbers, passwords).
 */
export async function insertAuditLines(
  db: Queryable,
  ctx: ApiContext,
  operation: string,
  recordId: string,
  outcome: { error?: unknown },
  written: ReadonlySet<string> = new Set(),
): Promise<Array<{ companyId: string; id: string }>> {
  if (!ctx.user) return [];
  const user = ctx.user;
  const lines: Array<{ companyId: string; id: string }> = [];
  for (const companyId of auditedCompanies(ctx, user.companyId)) {
    if (written.has(companyId)) continue;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO audit_log (company_id, user_id, user_name, operation, record_id, result)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text`,
      [companyId, user.id, user.name, operation, recordId, resultCode(outcome)],
    );
    lines.push({ companyId, id: rows[0]!.id });
  }
  return lines;
}

/** The mutation is over: its next sibling in the same request starts with only the caller's log. */
export function endAuditedMutation(ctx: ApiContext): void {
  otherCompanies.delete(ctx);
  namedRecords.delete(ctx);
}

/**
 * Writes one audit line for a signed-in caller's mutation after it ended: who, when, which operation, which
 * record, and the result (ok or the error code). Used for refused attempts and for mutations that wrote
 * nothing; a write carries its line in its own transaction (auditedWrites). A failure to write the line never
 * fails the mutation the user made.
 */
export async function recordAudit(
  ctx: ApiContext,
  operation: string,
  args: Record<string, unknown>,
  outcome: { result?: unknown; error?: unknown },
): Promise<void> {
  if (!ctx.user) return;
  try {
    await insertAuditLines(ctx.db, ctx, operation, auditedRecordId(ctx, args, outcome.result), outcome);
  } catch (error) {
    ctx.request?.log?.error({ err: error }, 'audit line not written');
  } finally {
    endAuditedMutation(ctx);
  }
}
