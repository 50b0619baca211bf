import type { SignedInContext } from '../../context';
import { notFound } from '../../errors';
import { containsPattern } from '../paging';
import { COMPANY_COLUMNS, toCompany, type CompanyRow } from './companyRecord';
import { findCompany } from './repository';

// Foreign agents link local agencies; everyone else (agencies) links foreign agents.
const partnerTypeFor = (callerType: string) =>
  callerType === 'ForeignAgent' ? 'LocalAgency' : 'ForeignAgent';

/**
 * Whether a non-operator may link a company it does not partner yet. A link is made both ways and lets the
 * partner's agents save employees owned by the agency, so only the agency links an existing foreign agent (its
 * Partner Agents tab): a foreign agent linking itself to an agency would write into a stranger's records.
 * Under the 'partners' sharing reading a link also opens each side's employees to the other, so there only the
 * operator links existing companies.
 */
const linksExistingPartners = (ctx: SignedInContext) =>
  ctx.user.companyType === 'LocalAgency' && ctx.scope.employeeSharing !== 'partners';

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
  if (!ctx.scope.isSuper && !linksExistingPartners(ctx)) return [];
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
 * The partner a link names: for Super any company; for anyone else a company it partners already (the link
 * then changes nothing) or, for an agency, an existing foreign agent (the one the directory offers). Anything
 * else answers like a missing company.
 */
export async function requireLinkablePartner(ctx: SignedInContext, partnerId: string) {
  const { rows } = await ctx.db.query<CompanyRow>(
    `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = $1`,
    [partnerId],
  );
  const partner = rows[0] ? toCompany(rows[0]) : null;
  if (!partner) throw notFound('Company');
  if (ctx.scope.isSuper) return partner;
  const visible = await findCompany(ctx.db, ctx.scope, partner._id);
  if (visible) return visible;
  if (!linksExistingPartners(ctx) || partner.type !== partnerTypeFor(ctx.user.companyType)) {
    throw notFound('Company');
  }
  return partner;
}
