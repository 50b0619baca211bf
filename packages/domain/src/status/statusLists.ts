import { AFTER_FLIGHT_STATUSES, PIPELINE_STATUSES, type EmployeeStatus } from './EmployeeStatus';
import type { StatusFilterValue } from './statusLabel';

// The statuses in daily use, in pipeline order; legacy values are not offered for choosing.
const CURRENT_STATUSES: readonly EmployeeStatus[] = [
  ...PIPELINE_STATUSES,
  ...AFTER_FLIGHT_STATUSES,
  'visa_canceled',
];

// Employees list filter: `all` first, then every current status except `selected` (spec 01 §2, §4).
export const LIST_FILTER_STATUSES: readonly StatusFilterValue[] = [
  'all',
  ...CURRENT_STATUSES.filter((status) => status !== 'selected'),
];

// Reports look at employees already in process, so they offer every current status but `new`.
export const REPORT_STATUSES: readonly EmployeeStatus[] = CURRENT_STATUSES.filter(
  (status) => status !== 'new',
);

// The ten status cards of the dashboard, in the order they are shown.
export const DASHBOARD_STATUSES: readonly EmployeeStatus[] = [
  'new',
  'contract_process',
  'medical_process',
  'embassy_process',
  'ossc_process',
  'labour_process',
  'flight_process',
  'flight_booked',
  'traveled',
  'on_good_condition',
];
