import type { AfterFlightStatus } from './EmployeeStatus';

// What the two panels of the Current Status tab write to the employee when used (spec 02 §2.6).
// Dates are days ('YYYY-MM-DD' or a Date); saving puts them at 14:00 local like every other day.

// The process stops for one of two reasons: the clerk discontinues it, or the sponsor's visa was canceled (the
// list's status filter offers visa_canceled). Both keep the day and the remark in the discontinued fields.
export const DISCONTINUE_CHOICES = ['discontinued', 'visa_canceled'] as const;
export type DiscontinueChoice = (typeof DISCONTINUE_CHOICES)[number];

export interface DiscontinuedChange {
  status: DiscontinueChoice;
  additionalData: { discontinuedDate: string | Date; discontinuedRemark: string };
}

export function discontinueProcess(
  date: string | Date,
  remark: string,
  status: DiscontinueChoice = 'discontinued',
): DiscontinuedChange {
  return {
    status,
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
