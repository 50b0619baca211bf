import { hasRole } from '@placement/domain';
import type { SignedInContext } from '../../context';
import { keptPartnerCondition } from './keptPartner';

/**
 * Which of these companies the caller may save, answering as the saves do (createCompany, createForeignAgent,
 * createLocalAgency): Super any; its own company with CompanyManagement; a partner whose details it keeps
 * (keepsPartnerDetails) with ForeignAgentsManagement. The screens show Edit and Save only where this is true.
 */
export async function editableCompanies(ctx: SignedInContext, ids: readonly string[]): Promise<Set<string>> {
  if (ctx.scope.isSuper) return new Set(ids);
  const editable = new Set<string>();
  if (ids.includes(ctx.user.companyId) && hasRole(ctx.user.roles, 'CompanyManagement')) {
    editable.add(ctx.user.companyId);
  }
  const others = ids.filter((id) => id !== ctx.user.companyId);
  if (others.length === 0 || !hasRole(ctx.user.roles, 'ForeignAgentsManagement')) return editable;
  const { rows } = await ctx.db.query<{ id: string }>(
    `SELECT c.id FROM companies c
      WHERE c.id = ANY($1) AND c.type IN ('ForeignAgent', 'LocalAgency')
        AND c.id IN (SELECT partner_id FROM company_partners WHERE company_id = $2)
        AND ${keptPartnerCondition('c', '$2')}`,
    [[...new Set(others)], ctx.user.companyId],
  );
  for (const row of rows) editable.add(row.id);
  return editable;
}
