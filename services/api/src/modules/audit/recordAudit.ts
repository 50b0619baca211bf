import type { ApiContext } from '../../context';

/** The id a mutation names: its `id`, the input's `_id`/`id`, the first of its `ids`, or the record it returned. */
export function recordIdOf(args: Record<string, unknown>, result: unknown): string {
  const input = (args.input ?? {}) as Record<string, unknown>;
  const ids = Array.isArray(args.ids) ? args.ids : [];
  const candidates = [args.id, input._id, input.id, ids[0], (result as { _id?: unknown } | null)?._id];
  const found = candidates.find((value) => typeof value === 'string' && value.length > 0);
  return typeof found === 'string' ? found.slice(0, 64) : '';
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
  try {
    await ctx.db.query(
      `INSERT INTO audit_log (company_id, user_id, user_name, operation, record_id, result)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [ctx.user.companyId, ctx.user.id, ctx.user.name, operation, recordIdOf(args, outcome.result), code],
    );
  } catch (error) {
    ctx.request?.log?.error({ err: error }, 'audit line not written');
  }
}
