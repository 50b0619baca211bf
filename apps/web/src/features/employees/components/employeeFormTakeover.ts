import { isNewRecordId, type EmployeeInput, type PassportExpirySource } from '@placement/domain';
import type { EmployeeRecord } from '../api/EMPLOYEE';
import { employeeFormValues } from './employeeFormValues';

/** What the entry form takes in when the route's id or the employee loaded for it changes. */
export interface EmployeeFormTakeover {
  values: EmployeeInput;
  /** Kept true for a refetch of the employee being edited: what the clerk typed and has not saved stays. */
  keepDirtyValues: boolean;
  /** The employee whose values the form now holds; null for a new record's empty values. */
  takenFrom: string | null;
  /** Who filled the passport expiry now in the form: a stored one is never replaced by a derived one. */
  expirySource: PassportExpirySource;
  /** The local agency a foreign agent entered the employee for; '' for its own company. */
  owner: string;
}

/**
 * The form's next values, or null when it keeps what it holds. A new record's id always gives empty values,
 * even with an employee still at hand: "Add Employee" after viewing an employee is never a copy of the one
 * viewed (its passport, visa, photo). Another employee, or the first load, replaces every field; a refetch of
 * the same employee (an upload, an attached visa) only refreshes the fields the clerk has not touched.
 */
export function employeeFormTakeover(
  id: string,
  takenFrom: string | null,
  employee: EmployeeRecord | null,
  today: Date = new Date(),
): EmployeeFormTakeover | null {
  if (isNewRecordId(id)) {
    if (takenFrom === null) return null;
    return {
      values: employeeFormValues(null, today),
      keepDirtyValues: false,
      takenFrom: null,
      expirySource: 'default',
      owner: '',
    };
  }
  if (!employee) return null;
  return {
    values: employeeFormValues(employee, today),
    keepDirtyValues: takenFrom === employee._id,
    takenFrom: employee._id,
    expirySource: 'entered',
    owner: employee.owner?._id ?? '',
  };
}
