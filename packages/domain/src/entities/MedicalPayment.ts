import type { EmployeeLookupMethod, MedicalPaymentStatus } from '../enums';
import type { EntityId, IsoDate } from './EntityId';

// One employee's entry within a medical payment: who it is for and the slip of the payment.
export interface MedicalPaymentDetail {
  _id: EntityId;
  /** How the employee is named: passport number, Wafid link or search. */
  by?: EmployeeLookupMethod | null;
  /** The passport number, Wafid link or name, depending on `by`. */
  byLinkOrName?: string | null;
  status?: MedicalPaymentStatus | null;
  slipLink?: string | null;
  notes?: string | null;
}

// A transfer paying the medical examinations of several employees.
export interface MedicalPayment {
  _id: EntityId;
  orderedAt?: IsoDate | null;
  screenshotLink?: string | null;
  transferReason?: string | null;
  totalAmount?: number | null;
  status?: MedicalPaymentStatus | null;
  remarks?: string | null;
  details?: MedicalPaymentDetail[] | null;
  user?: { _id: EntityId; email?: string | null } | null;
}
