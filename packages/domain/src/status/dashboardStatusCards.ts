import type { Lang } from '../enums';
import type { EmployeeStatus } from './EmployeeStatus';
import { statusLabel } from './statusLabel';
import { DASHBOARD_STATUSES } from './statusLists';

export interface DashboardStatusCard {
  status: EmployeeStatus;
  label: string;
  count: number;
  total: number;
  // "count/total" as the card shows it.
  fraction: string;
  // Whole percent of all loaded employees; 0 when there are none.
  percent: number;
}

// The dashboard's ten status cards (spec 01 §2): how many of the loaded employees (up to 500) are at each
// stage, as count over total and a percentage.
export function dashboardStatusCards(
  employees: readonly { status?: string | null }[],
  lang: Lang = 'en',
): DashboardStatusCard[] {
  const total = employees.length;
  const counts = new Map<string, number>();
  for (const { status } of employees) counts.set(status ?? '', (counts.get(status ?? '') ?? 0) + 1);
  return DASHBOARD_STATUSES.map((status) => {
    const count = counts.get(status) ?? 0;
    return {
      status,
      label: statusLabel(status, lang),
      count,
      total,
      fraction: `${count}/${total}`,
      percent: total === 0 ? 0 : Math.round((count / total) * 100),
    };
  });
}
