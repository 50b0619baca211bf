import type { Queryable } from '../../db/Database';
import type { TenantScope } from '../../tenancy/TenantScope';
import { containsPattern } from '../paging';
import { COMPANY_COLUMNS, toCompany, type CompanyRecord, type CompanyRow } from './companyRecord';
import { keptPartnerCondition } from './keptPartner';

/**
 * The companies whose CV template the caller may change in the CV maker: Super any company; anyone else its
 * own company and the partners whose details it keeps (a partner that signs in styles its own CVs). The search
 * offers only these, and the save finds the company only among these: the screen never offers what is refused.
 */
function editableCondition(scope: TenantScope, params: unknown[]): string {
  if (scope.isSuper) return 'TRUE';
  params.push(scope.companyId);
  const me = `$${params.length}`;
  return `(c.id = ${me} OR (c.id IN (SELECT partner_id FROM company_partners WHERE company_id = ${me})
    AND ${keptPartnerCondition('c', me)}))`;
}

/** At most `take` of them whose name or e-mail contains the text, by name. */
export async function searchCvTemplateCompanies(
  db: Queryable,
  scope: TenantScope,
  searchText: string,
  take: number,
): Promise<CompanyRecord[]> {
  const params: unknown[] = [];
  const editable = editableCondition(scope, params);
  params.push(containsPattern(searchText), take);
  const pattern = `$${params.length - 1}`;
  const { rows } = await db.query<CompanyRow>(
    `SELECT ${COMPANY_COLUMNS} FROM companies c
      WHERE ${editable} AND (lower(c.display_name) LIKE ${pattern} OR lower(c.email) LIKE ${pattern})
      ORDER BY c.display_name, c.id LIMIT $${params.length}`,
    params,
  );
  return rows.map(toCompany);
}

/** One of them by id, or null (a company the caller may not style answers like a missing one). */
export async function findCvTemplateCompany(
  db: Queryable,
  scope: TenantScope,
  id: string,
): Promise<CompanyRecord | null> {
  const params: unknown[] = [id];
  const editable = editableCondition(scope, params);
  const { rows } = await db.query<CompanyRow>(
    `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = $1 AND ${editable}`,
    params,
  );
  return rows[0] ? toCompany(rows[0]) : null;
}

/** Stores the template and its colour string, leaving every other detail of the company as it is. */
export async function storeCvTemplate(
  db: Queryable,
  id: string,
  cvTemplate: Record<string, unknown>,
  remarks: string,
): Promise<void> {
  await db.query(`UPDATE companies SET data = data || $2::jsonb WHERE id = $1`, [
    id,
    JSON.stringify({ cvTemplate, remarks }),
  ]);
}
