import type { SignedInContext } from '../../context';
import { findCompany } from './repository';

/**
 * The footer banner's licence facts for the caller's company: the state the operator set, the quota, the
 * employees the company registered since its licence started (all of them without a start day) and the end.
 */
export async function licenceStatus(ctx: SignedInContext) {
  const company = await findCompany(ctx.db, ctx.scope, ctx.user.companyId);
  const quota = typeof company?.licenceQuota === 'number' ? company.licenceQuota : null;
  const startsOn = typeof company?.licenceStartsOn === 'string' ? company.licenceStartsOn : '';
  const { rows } = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM employees
      WHERE owner_id = $1 AND ($2 = '' OR created_at >= $2::date)`,
    [ctx.user.companyId, startsOn],
  );
  return {
    state: company?.licence ?? '',
    quota,
    used: rows[0]?.n ?? 0,
    endsOn: typeof company?.licenceEndsOn === 'string' ? company.licenceEndsOn : null,
  };
}
