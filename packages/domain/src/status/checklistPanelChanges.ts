import type { AfterFlightStatus } from './EmployeeStatus';

// What the two panels of the Current Status tab write to the employee when used (spec 02 §2.6).
// Dates are days ('YYYY-MM-DD' or a Date); saving puts them at 14:00 local like every other day.

export interface DiscontinuedChange {
  status: 'discontinued';
  additionalData: { discontinuedDate: string | Date; discontinuedRemark: string };
}

export function discontinueProcess(date: string | Date, remark: string): DiscontinuedChange {
  return {
    status: 'discontinued',
    additionalData: { discontinuedDate: date, discontinuedRemark: remark.trim() },
  };
}

export interface AfterFlightChange {
  status: AfterFlightStatus;
  additionalData: { afterFlightStatusDate: string | Date; afterFlightStatusRemark: string };
}

export function changeAfterFlightStatus(
  status: AfterFlightStatus,
  date: string | Date,
  remark: string,
): AfterFlightChange {
  return { status, additionalData: { afterFlightStatusDate: date, afterFlightStatusRemark: remark.trim() } };
}
