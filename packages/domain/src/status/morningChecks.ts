import type { EmployeeStatus } from './EmployeeStatus';

/**
 * The two questions an agency manager asks every morning (beyond the spec's dashboard): whose passport runs out
 * soon, and who has been sitting in one stage too long. Both are counted by the server over every employee and
 * open the employees list filtered to exactly those.
 */

/** Months ahead a passport counts as expiring soon: embassies refuse passports with under six months left. */
export const PASSPORT_EXPIRY_WARNING_MONTHS = 6;
/** Days in one stage after which an employee counts as stuck, unless the manager picks another number. */
export const DEFAULT_STUCK_DAYS = 30;
export const MAX_STUCK_DAYS = 3650;

/** Stages where waiting is a problem: the working pipeline before the flight, not finished or stopped ones. */
export const STAGES_THAT_CAN_STALL: readonly EmployeeStatus[] = [
  'new',
  'selected',
  'contract_process',
  'medical_process',
  'embassy_process',
  'ossc_process',
  'labour_process',
  'flight_process',
  'flight_booked',
];

/** The first day (yyyy-mm-dd) on which a passport no longer counts as expiring soon. */
export function passportExpiryCutoff(today: Date, months = PASSPORT_EXPIRY_WARNING_MONTHS): string {
  const cutoff = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, today.getUTCDate()));
  return cutoff.toISOString().slice(0, 10);
}

/** The moment before which a stage change means the employee is stuck. */
export function stuckSince(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
