import type { ApiContext } from '../../context';

/**
 * A record id as the audit log can hold it: a NUL or a lone surrogate in an attacker's `_id` would make the
 * database refuse the line, so the refused attempt would go unlogged; they become U+FFFD instead.
 */
function storableId(id: string): string {
  return id
    .slice(0, 64)
    .replace(/\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** The id a mutation names: its `id`, the input's `_id`/`id`, the first of its `ids`, or the record it returned. */
export function recordIdOf(args: Record<string, unknown>, result: unknown): string {
  const input = (args.input ?? {}) as Record<string, unknown>;
  const ids = Array.isArray(args.ids) ? args.ids : [];
  const candidates = [args.id, input._id, input.id, ids[0], (result as { _id?: unknown } | null)?._id];
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

/**
 * Writes one audit line for a signed-in caller's mutation: who, when, which operation, which record, and the
 * result (ok or the error code). The operation's values are never kept (passport numbers, passwords), and a
 * failure to write the line never fails the mutation the user made.
 */
export async function recordAudit(
  ctx: ApiContext,
  operation: string,
  args: Record<string, unknown>,
  outcome: { result?: unknown; error?: unknown },
): Promise<void> {
  if (!ctx.user) return;
  const code = outcome.error
    ? String(
        (outcome.error as { extensions?: { code?: unknown } }).extensions?.code ?? 'INTERNAL_SERVER_ERROR',
      )
    : 'ok';
  const companies = new Set([ctx.user.companyId, ...(otherCompanies.get(ctx) ?? [])]);
  // Mutations of one request run one after another: the next one starts with only the caller's log.
  otherCompanies.delete(ctx);
  try {
    for (const companyId of companies) {
      await ctx.db.query(
        `INSERT INTO audit_log (company_id, user_id, user_name, operation, record_id, result)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [companyId, ctx.user.id, ctx.user.name, operation, recordIdOf(args, outcome.result), code],
      );
    }
  } catch (error) {
    ctx.request?.log?.error({ err: error }, 'audit line not written');
  }
}
