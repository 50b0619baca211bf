import type { Queryable } from '../../db/Database';
import type { TenantScope } from '../../tenancy/TenantScope';
import { containsPattern } from '../paging';
import { COMPANY_COLUMNS, toCompany, type CompanyRecord, type CompanyRow } from './companyRecord';

export async function listCompanies(
  db: Queryable,
  scope: TenantScope,
  filter: { type?: string | null; searchText?: string | null; skip: number; take: number },
): Promise<{ companies: CompanyRecord[]; totalCount: number }> {
  const params: unknown[] = [];
  const where = [scope.companies('c', params)];
  if (filter.type) {
    params.push(filter.type);
    where.push(`c.type = $${params.length}`);
  }
  if (filter.searchText && filter.searchText.trim()) {
    params.push(containsPattern(filter.searchText));
    where.push(`(lower(c.display_name) LIKE $${params.length} OR lower(c.email) LIKE $${params.length})`);
  }
  const clause = where.join(' AND ');
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM companies c WHERE ${clause}`,
    params,
  );
  const rows = await db.query<CompanyRow>(
    `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE ${clause} ORDER BY c.display_name, c.id
      OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, filter.skip, filter.take],
  );
  return { companies: rows.rows.map(toCompany), totalCount: count.rows[0]?.n ?? 0 };
}

/** A company the caller may see, or null (another tenant's company looks exactly like a missing one). */
export async function findCompany(
  db: Queryable,
  scope: TenantScope,
  id: string,
  type?: string,
): Promise<CompanyRecord | null> {
  const params: unknown[] = [id];
  let where = `c.id = $1 AND ${scope.companies('c', params)}`;
  if (type) {
    params.push(type);
    where += ` AND c.type = $${params.length}`;
  }
  const { rows } = await db.query<CompanyRow>(
    `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE ${where}`,
    params,
  );
  return rows[0] ? toCompany(rows[0]) : null;
}

export async function companiesByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, CompanyRecord>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<CompanyRow>(
    `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = ANY($1)`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, toCompany(row)]));
}

export interface Partner {
  _id: string;
  displayName: string;
  email: string;
  type: string;
  telephone: string | null;
}

export async function partnersOf(
  db: Queryable,
  companyIds: readonly string[],
): Promise<Map<string, Partner[]>> {
  const result = new Map<string, Partner[]>();
  if (companyIds.length === 0) return result;
  const { rows } = await db.query<{
    company_id: string;
    id: string;
    display_name: string;
    email: string;
    type: string;
    telephone: string | null;
  }>(
    `SELECT p.company_id, c.id, c.display_name, c.email, c.type, c.data -> 'address' ->> 'telephone' AS telephone
       FROM company_partners p JOIN companies c ON c.id = p.partner_id
      WHERE p.company_id = ANY($1) ORDER BY c.display_name, c.id`,
    [[...new Set(companyIds)]],
  );
  for (const row of rows) {
    const list = result.get(row.company_id) ?? [];
    list.push({
      _id: row.id,
      displayName: row.display_name,
      email: row.email,
      type: row.type,
      telephone: row.telephone,
    });
    result.set(row.company_id, list);
  }
  return result;
}

export interface CompanyWrite {
  type: string;
  displayName: string;
  email: string;
  depositAmount: string;
  licence: string;
  data: Record<string, unknown>;
}

export async function insertCompany(db: Queryable, id: string, company: CompanyWrite): Promise<void> {
  await db.query(
    `INSERT INTO companies (id, type, display_name, email, deposit_amount, licence, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      company.type,
      company.displayName,
      company.email,
      company.depositAmount,
      company.licence,
      company.data,
    ],
  );
}

export async function updateCompany(db: Queryable, id: string, company: CompanyWrite): Promise<void> {
  await db.query(
    `UPDATE companies SET type = $2, display_name = $3, email = $4, deposit_amount = $5, licence = $6, data = $7
      WHERE id = $1`,
    [
      id,
      company.type,
      company.displayName,
      company.email,
      company.depositAmount,
      company.licence,
      company.data,
    ],
  );
}

/** Partnership is mutual: each side sees the other (pickers on both sides of the spec need it). */
export async function linkPartners(db: Queryable, companyId: string, partnerId: string): Promise<void> {
  await db.query(
    `INSERT INTO company_partners (company_id, partner_id) VALUES ($1, $2), ($2, $1) ON CONFLICT DO NOTHING`,
    [companyId, partnerId],
  );
}
