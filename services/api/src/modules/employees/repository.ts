import { STAGES_THAT_CAN_STALL, stuckSince } from '@placement/domain';
import type { Queryable } from '../../db/Database';
import type { TenantScope } from '../../tenancy/TenantScope';
import { containsPattern } from '../paging';

export interface EmployeeRow {
  id: string;
  owner_id: string;
  status: string;
  visa_id: string | null;
  prospect_ids: string[];
  data: Record<string, unknown>;
  created_at: Date | string;
}

export interface EmployeeRecord extends Record<string, unknown> {
  _id: string;
  status: string;
  ownerId: string;
  visaId: string | null;
  prospectIds: string[];
}

export const EMPLOYEE_COLUMNS = 'e.id, e.owner_id, e.status, e.visa_id, e.prospect_ids, e.data, e.created_at';

export const toEmployee = (row: EmployeeRow): EmployeeRecord => ({
  ...row.data,
  _id: row.id,
  status: row.status,
  ownerId: row.owner_id,
  visaId: row.visa_id,
  prospectIds: row.prospect_ids,
  createdAt: new Date(row.created_at).toISOString(),
});

export interface EmployeeFilter {
  searchText?: string | null;
  status?: string | null;
  prospectId?: string | null;
  /** Passports that expire before this day (yyyy-mm-dd): the dashboard's expiring-soon count opens it. */
  passportExpiresBefore?: string | null;
  /** Employees in a stage that can stall, unchanged for at least this many days. */
  stuckForDays?: number | null;
  skip: number;
  take: number;
}

/** The list's WHERE clause: tenancy first, then the user's filters. */
export function employeeListWhere(scope: TenantScope, filter: Omit<EmployeeFilter, 'skip' | 'take'>) {
  const params: unknown[] = [];
  const where = [scope.employees('e', params)];
  if (filter.status && filter.status !== 'all') {
    params.push(filter.status);
    where.push(`e.status = $${params.length}`);
  }
  if (filter.prospectId) {
    params.push(filter.prospectId);
    const prospect = `$${params.length}`;
    where.push(`e.prospect_ids @> ARRAY[${prospect}]::text[]`);
    // Whom else an agency offered a candidate to is the agency's business: on another company's employee a
    // partner filters by itself only, or the count would tell it the agency's other partners.
    if (!scope.isSuper) {
      params.push(scope.companyId);
      where.push(`(e.owner_id = $${params.length} OR ${prospect} = $${params.length})`);
    }
  }
  if (filter.searchText && filter.searchText.trim()) {
    params.push(containsPattern(filter.searchText));
    where.push(`e.search LIKE $${params.length}`);
  }
  if (filter.passportExpiresBefore) {
    // Stored as ISO timestamps, so text order is date order; an employee without a date is not counted.
    params.push(filter.passportExpiresBefore);
    where.push(
      `COALESCE(e.data->>'passportExpiryDate', '') <> '' AND e.data->>'passportExpiryDate' < $${params.length}`,
    );
  }
  if (filter.stuckForDays != null) {
    params.push([...STAGES_THAT_CAN_STALL], stuckSince(new Date(), filter.stuckForDays).toISOString());
    where.push(
      `e.status = ANY($${params.length - 1}::text[]) AND e.status_changed_at <= $${params.length}::timestamptz`,
    );
  }
  return { clause: where.join(' AND '), params };
}

/**
 * The list's totalCount. Without a search or foreign-office filter it is read from the per-owner counters
 * (plus the few employees seen as a prospect), not counted row by row.
 */
export async function countEmployees(
  db: Queryable,
  scope: TenantScope,
  filter: Omit<EmployeeFilter, 'skip' | 'take'>,
) {
  const byStatus = filter.status && filter.status !== 'all' ? filter.status : null;
  if (
    (filter.searchText ?? '').trim() ||
    filter.prospectId ||
    filter.passportExpiresBefore ||
    filter.stuckForDays != null
  ) {
    const { clause, params } = employeeListWhere(scope, filter);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM employees e WHERE ${clause}`,
      params,
    );
    return rows[0]?.n ?? 0;
  }
  const params: unknown[] = [byStatus];
  if (scope.isSuper) {
    const { rows } = await db.query<{ n: number }>(
      'SELECT COALESCE(sum(n), 0)::int AS n FROM employee_counts WHERE $1::text IS NULL OR status = $1',
      params,
    );
    return rows[0]?.n ?? 0;
  }
  const { owners, prospect } = scope.employeeSources(params);
  const { rows } = await db.query<{ n: number }>(
    `SELECT (COALESCE((SELECT sum(c.n) FROM employee_counts c
                        WHERE c.company_id = ANY(${owners}) AND ($1::text IS NULL OR c.status = $1)), 0)
             + (SELECT count(*) FROM employees e
                 WHERE e.prospect_ids @> ${prospect} AND NOT e.owner_id = ANY(${owners})
                   AND ($1::text IS NULL OR e.status = $1)))::int AS n`,
    params,
  );
  return rows[0]?.n ?? 0;
}

export async function listEmployees(db: Queryable, scope: TenantScope, filter: EmployeeFilter) {
  const { clause, params } = employeeListWhere(scope, filter);
  const [totalCount, rows] = await Promise.all([
    countEmployees(db, scope, filter),
    db.query<EmployeeRow>(
      `SELECT ${EMPLOYEE_COLUMNS} FROM employees e WHERE ${clause} ORDER BY e.id DESC
        OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, filter.skip, filter.take],
    ),
  ]);
  return { employees: rows.rows.map(toEmployee), totalCount };
}

/** An employee the caller may see and change, or null: the way other packages load one by tenancy. */
export async function findEmployee(
  db: Queryable,
  scope: TenantScope,
  id: string,
): Promise<EmployeeRecord | null> {
  const params: unknown[] = [id];
  const { rows } = await db.query<EmployeeRow>(
    `SELECT ${EMPLOYEE_COLUMNS} FROM employees e WHERE e.id = $1 AND ${scope.employees('e', params)}`,
    params,
  );
  return rows[0] ? toEmployee(rows[0]) : null;
}

export async function employeesByIds(db: Queryable, ids: readonly string[]): Promise<EmployeeRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<EmployeeRow>(
    `SELECT ${EMPLOYEE_COLUMNS} FROM employees e WHERE e.id = ANY($1) ORDER BY e.id DESC`,
    [[...new Set(ids)]],
  );
  return rows.map(toEmployee);
}

export interface EmployeeWrite {
  ownerId: string;
  status: string;
  prospectIds: string[];
  visaId: string | null;
  visaNumber: string;
  employer: string;
  data: Record<string, unknown>;
}

export async function saveEmployee(
  db: Queryable,
  id: string,
  employee: EmployeeWrite,
  isNew: boolean,
): Promise<void> {
  const address = (employee.data.address ?? {}) as { telephone?: string };
  const values = [
    id,
    employee.ownerId,
    employee.status,
    String(employee.data.passportNumber ?? ''),
    String(employee.data.givenName ?? ''),
    String(employee.data.surName ?? ''),
    String(address.telephone ?? ''),
    employee.visaId,
    employee.visaNumber,
    employee.employer,
    employee.prospectIds,
    employee.data,
  ];
  if (isNew) {
    await db.query(
      `INSERT INTO employees (id, owner_id, status, passport_number, given_name, sur_name, telephone, visa_id,
                              visa_number, employer, prospect_ids, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      values,
    );
  } else {
    await db.query(
      `UPDATE employees SET owner_id = $2, status = $3, passport_number = $4, given_name = $5, sur_name = $6,
              telephone = $7, visa_id = $8, visa_number = $9, employer = $10, prospect_ids = $11, data = $12,
              updated_at = now()
        WHERE id = $1`,
      values,
    );
  }
}

/** New employees written with one statement per chunk: an import of 2,000 rows is 10 round trips, not 2,000. */
export async function insertEmployees(
  db: Queryable,
  employees: ReadonlyArray<{ id: string } & EmployeeWrite>,
  chunk = 200,
): Promise<void> {
  for (let start = 0; start < employees.length; start += chunk) {
    const values: unknown[] = [];
    const tuples = employees.slice(start, start + chunk).map((employee) => {
      const address = (employee.data.address ?? {}) as { telephone?: string };
      const row = [
        employee.id,
        employee.ownerId,
        employee.status,
        String(employee.data.passportNumber ?? ''),
        String(employee.data.givenName ?? ''),
        String(employee.data.surName ?? ''),
        String(address.telephone ?? ''),
        employee.visaId,
        employee.visaNumber,
        employee.employer,
        employee.prospectIds,
        employee.data,
      ];
      const first = values.length;
      values.push(...row);
      return `(${row.map((_, index) => `$${first + index + 1}`).join(', ')})`;
    });
    await db.query(
      `INSERT INTO employees (id, owner_id, status, passport_number, given_name, sur_name, telephone, visa_id,
                              visa_number, employer, prospect_ids, data)
       VALUES ${tuples.join(', ')}`,
      values,
    );
  }
}

/** Employees per status for the dashboard, from the same counters as the list's totalCount. */
export async function countByStatus(db: Queryable, scope: TenantScope) {
  const params: unknown[] = [];
  const sql = scope.isSuper
    ? 'SELECT status, sum(n)::int AS count FROM employee_counts GROUP BY status'
    : (() => {
        const { owners, prospect } = scope.employeeSources(params);
        return `SELECT status, sum(count)::int AS count FROM (
                  SELECT c.status, c.n AS count FROM employee_counts c WHERE c.company_id = ANY(${owners})
                  UNION ALL
                  SELECT e.status, count(*) FROM employees e
                   WHERE e.prospect_ids @> ${prospect} AND NOT e.owner_id = ANY(${owners}) GROUP BY e.status
                ) AS visible GROUP BY status`;
      })();
  const { rows } = await db.query<{ status: string; count: number }>(
    `SELECT status, count FROM (${sql}) AS counted WHERE count > 0 ORDER BY status`,
    params,
  );
  return rows;
}
