// The working pipeline in the order an employee moves through it (spec 01 §4). `discontinued` sits where the
// spec lists it: it can interrupt any stage before the flight.
export const PIPELINE_STATUSES = [
  'new',
  'selected',
  'contract_process',
  'medical_process',
  'embassy_process',
  'ossc_process',
  'labour_process',
  'discontinued',
  'flight_process',
  'flight_booked',
  'traveled',
] as const;

// Chosen in the "Change After Flight Status" panel once the employee is working abroad.
export const AFTER_FLIGHT_STATUSES = [
  'on_good_condition',
  'lost',
  'returned',
  'has_complain',
  'contract_completed',
] as const;

// Values older records still carry; they are kept so such records load, show and filter correctly.
export const LEGACY_STATUSES = [
  'available',
  'rejected',
  'employee',
  'arrived',
  'processing',
  'keep_ready',
  'visa_ready',
  'on_medical',
  'on_foreign_affairs',
  'issued',
  'immigration_verified',
  'pending',
] as const;

export const EMPLOYEE_STATUSES = [
  ...PIPELINE_STATUSES,
  ...AFTER_FLIGHT_STATUSES,
  'visa_canceled',
  ...LEGACY_STATUSES,
] as const;

export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export type AfterFlightStatus = (typeof AFTER_FLIGHT_STATUSES)[number];

export function isEmployeeStatus(value: unknown): value is EmployeeStatus {
  return typeof value === 'string' && (EMPLOYEE_STATUSES as readonly string[]).includes(value);
}

export function isAfterFlightStatus(value: unknown): value is AfterFlightStatus {
  return typeof value === 'string' && (AFTER_FLIGHT_STATUSES as readonly string[]).includes(value);
}
