import type { Queryable } from '../../db/Database';
import type { TenantScope } from '../../tenancy/TenantScope';
import { containsPattern } from '../paging';

export interface VisaRow {
  id: string;
  owner_id: string;
  visa_number: string;
  full_name: string;
  passport_number: string;
  status: string;
  data: Record<string, unknown>;
}

export interface VisaRecord extends Record<string, unknown> {
  _id: string;
  ownerId: string;
  visaNumber: string;
  fullName: string;
  passportNumber: string;
  status: string;
}

const COLUMNS = 'v.id, v.owner_id, v.visa_number, v.full_name, v.passport_number, v.status, v.data';

export const toVisa = (row: VisaRow): VisaRecord => ({
  ...row.data,
  _id: row.id,
  ownerId: row.owner_id,
  visaNumber: row.visa_number,
  fullName: row.full_name,
  passportNumber: row.passport_number,
  status: row.status,
});

export async function listVisas(
  db: Queryable,
  scope: TenantScope,
  filter: { searchText?: string | null; skip: number; take: number },
) {
  const params: unknown[] = [];
  const where = [scope.owned('v.owner_id', params)];
  if (filter.searchText && filter.searchText.trim()) {
    params.push(containsPattern(filter.searchText));
    where.push(`v.search LIKE $${params.length}`);
  }
  const clause = where.join(' AND ');
  // One row per visa number (the newest), as the visa picker expects.
  const distinct = `SELECT DISTINCT ON (v.owner_id, v.visa_number) ${COLUMNS} FROM visas v WHERE ${clause}
                    ORDER BY v.owner_id, v.visa_number, v.id DESC`;
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${distinct}) d`, params);
  const rows = await db.query<VisaRow>(
    `SELECT * FROM (${distinct}) d ORDER BY d.id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, filter.skip, filter.take],
  );
  return { visas: rows.rows.map(toVisa), totalCount: count.rows[0]?.n ?? 0 };
}

export async function findVisa(db: Queryable, scope: TenantScope, id: string): Promise<VisaRecord | null> {
  const params: unknown[] = [id];
  const { rows } = await db.query<VisaRow>(
    `SELECT ${COLUMNS} FROM visas v WHERE v.id = $1 AND ${scope.owned('v.owner_id', params)}`,
    params,
  );
  return rows[0] ? toVisa(rows[0]) : null;
}

export async function visasByIds(db: Queryable, ids: readonly string[]): Promise<Map<string, VisaRecord>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<VisaRow>(`SELECT ${COLUMNS} FROM visas v WHERE v.id = ANY($1)`, [
    [...new Set(ids)],
  ]);
  return new Map(rows.map((row) => [row.id, toVisa(row)]));
}

export interface VisaWrite {
  visaNumber: string;
  fullName: string;
  passportNumber: string;
  status: string;
  data: Record<string, unknown>;
}

/** Saves a visa and copies its number and sponsor onto the employees it is attached to (list search). */
export async function saveVisa(db: Queryable, id: string, ownerId: string, visa: VisaWrite, isNew: boolean) {
  const values = [id, visa.visaNumber, visa.fullName, visa.passportNumber, visa.status, visa.data];
  if (isNew) {
    await db.query(
      `INSERT INTO visas (id, visa_number, full_name, passport_number, status, data, owner_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [...values, ownerId],
    );
    return;
  }
  await db.query(
    `UPDATE visas SET visa_number = $2, full_name = $3, passport_number = $4, status = $5, data = $6 WHERE id = $1`,
    values,
  );
  await db.query(`UPDATE employees SET visa_number = $2, employer = $3 WHERE visa_id = $1`, [
    id,
    visa.visaNumber,
    visa.fullName,
  ]);
}
