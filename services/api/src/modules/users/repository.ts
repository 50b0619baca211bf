import type { Queryable } from '../../db/Database';
import type { TenantScope } from '../../tenancy/TenantScope';
import { containsPattern } from '../paging';

export interface UserRecord {
  _id: string;
  name: string;
  email: string;
  avatar: string;
  userType: string;
  status: string;
  clientType: string;
  company: {
    _id: string;
    displayName: string;
    type: string;
    depositAmount: string;
    licence: string;
    nameAmharic: string | null;
  };
  roles: Array<{ _id: string; displayName: string }>;
  notifyStageChanges: boolean;
  language: string | null;
}

const SELECT_USER = `
  SELECT u.id AS "_id", u.name, u.email, u.avatar, u.user_type AS "userType", u.status, c.type AS "clientType",
         u.notify_stage_changes AS "notifyStageChanges", NULLIF(u.language, '') AS language,
         json_build_object('_id', c.id, 'displayName', c.display_name, 'type', c.type,
                           'depositAmount', c.deposit_amount, 'licence', c.licence,
                           'nameAmharic', c.data ->> 'nameAmharic') AS company,
         COALESCE((SELECT json_agg(json_build_object('_id', r.id, 'displayName', r.display_name)
                                   ORDER BY r.display_name)
                     FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '[]'::json) AS roles
    FROM users u JOIN companies c ON c.id = u.company_id`;

export async function findUser(
  db: Queryable,
  scope: TenantScope | null,
  id: string,
): Promise<UserRecord | null> {
  const params: unknown[] = [id];
  const tenancy = scope ? scope.owned('u.company_id', params) : 'TRUE';
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} WHERE u.id = $1 AND ${tenancy}`, params);
  return rows[0] ?? null;
}

export async function listUsers(
  db: Queryable,
  scope: TenantScope,
  filter: { companyId: string; searchText?: string | null; skip: number; take: number },
) {
  const params: unknown[] = [filter.companyId];
  const where = [`u.company_id = $1`, scope.owned('u.company_id', params)];
  if (filter.searchText && filter.searchText.trim()) {
    params.push(containsPattern(filter.searchText));
    where.push(`(lower(u.name) LIKE $${params.length} OR lower(u.email) LIKE $${params.length})`);
  }
  const clause = where.join(' AND ');
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u WHERE ${clause}`,
    params,
  );
  const rows = await db.query<UserRecord>(
    `${SELECT_USER} WHERE ${clause} ORDER BY u.name, u.id OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, filter.skip, filter.take],
  );
  return { users: rows.rows, totalCount: count.rows[0]?.n ?? 0 };
}
