import { statusReportWindow, type StatusReportOptions } from '@placement/domain';
import { MAX_REPORT_EMPLOYEES } from '@placement/render';
import type { Queryable } from '../../db/Database';
import type { TenantScope } from '../../tenancy/TenantScope';

/**
 * The employees a status report lists: those the caller may see whose current status is the report's and who
 * entered it between the two days (status_changed_at, set whenever the status changes), earliest change first,
 * at most the Reports page's 500.
 */
export async function statusReportEmployees(
  db: Queryable,
  scope: TenantScope,
  report: StatusReportOptions,
): Promise<string[]> {
  const { from, until } = statusReportWindow(report);
  const params: unknown[] = [report.status, from.toISOString(), until.toISOString()];
  const { rows } = await db.query<{ id: string }>(
    `SELECT e.id FROM employees e
      WHERE e.status = $1 AND e.status_changed_at >= $2::timestamptz AND e.status_changed_at < $3::timestamptz
        AND ${scope.employees('e', params)}
      ORDER BY e.status_changed_at, e.id
      LIMIT ${MAX_REPORT_EMPLOYEES}`,
    params,
  );
  return rows.map((row) => row.id);
}
