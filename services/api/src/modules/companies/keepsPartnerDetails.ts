import type { SignedInContext } from '../../context';
import { ApiError } from '../../errors';
import { keptPartnerCondition } from './keptPartner';

/** Whether the caller keeps this partner's details: Super, or an agency whose directory entry it is. */
export async function keepsPartnerDetails(ctx: SignedInContext, partnerId: string): Promise<boolean> {
  if (ctx.scope.isSuper) return true;
  const { rows } = await ctx.db.query<{ kept: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM companies c WHERE c.id = $1 AND ${keptPartnerCondition('c', '$2')}) AS kept`,
    [partnerId, ctx.user.companyId],
  );
  return rows[0]!.kept;
}

/** The refusal when the caller does not keep a partner's details. */
export const partnerReadOnly = () =>
  new ApiError(
    'This partner keeps its own company details: only it (or the platform operator) can change them',
    // Not FORBIDDEN: no role would allow it; the record is simply not the caller's to write.
    'READ_ONLY',
  );
