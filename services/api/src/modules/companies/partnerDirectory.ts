import type { SignedInContext } from '../../context';
import { notFound } from '../../errors';
import { containsPattern } from '../paging';
import { COMPANY_COLUMNS, toCompany, type CompanyRow } from './companyRecord';

// Foreign agents link local agencies; everyone else (agencies) links foreign agents.
const partnerTypeFor = (callerType: string) =>
  callerType === 'ForeignAgent' ? 'LocalAgency' : 'ForeignAgent';

/**
 * Link Partner's search: existing partner companies of the other side, not yet linked to the caller's company,
 * by name or e-mail. Only the name and e-mail are given (no address, no users), enough to pick the right one
 * instead of creating a duplicate.
 */
export async function partnerDirectory(
  ctx: SignedInContext,
  searchText: string,
  forCompanyId?: string | null,
) {
  const text = searchText.trim();
  if (text.length <= 2) return [];
  // The operator links partners for any company; everyone else for its own.
  let company = { id: ctx.user.companyId, type: ctx.user.companyType };
  if (ctx.scope.isSuper && forCompanyId) {
    const { rows } = await ctx.db.query<{ id: string; type: string }>(
      'SELECT id, type FROM companies WHERE id = $1',
      [forCompanyId],
    );
    if (!rows[0]) throw notFound('Company');
    company = rows[0];
  }
  const { rows } = await ctx.db.query<{ id: string; display_name: string; email: string; type: string }>(
    `SELECT c.id, c.display_name, c.email, c.type FROM companies c
      WHERE c.type = $1 AND c.id <> $2
        AND NOT EXISTS (SELECT 1 FROM company_partners p WHERE p.company_id = $2 AND p.partner_id = c.id)
        AND (lower(c.display_name) LIKE $3 OR lower(c.email) LIKE $3)
      ORDER BY c.display_name, c.id LIMIT 10`,
    [partnerTypeFor(company.type), company.id, containsPattern(text)],
  );
  return rows.map((row) => ({
    _id: row.id,
    displayName: row.display_name,
    email: row.email,
    type: row.type,
    telephone: null,
  }));
}

/**
 * The partner a link names: for Super any company, for anyone else an existing company of the other side (the
 * one the directory offers). Anything else answers like a missing company.
 */
export async function requireLinkablePartner(ctx: SignedInContext, partnerId: string) {
  const { rows } = await ctx.db.query<CompanyRow>(
    `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = $1`,
    [partnerId],
  );
  const partner = rows[0] ? toCompany(rows[0]) : null;
  if (!partner) throw notFound('Company');
  if (ctx.scope.isSuper) return partner;
  if (partner.type !== partnerTypeFor(ctx.user.companyType)) throw notFound('Company');
  return partner;
}
