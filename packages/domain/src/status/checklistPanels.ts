import { AFTER_FLIGHT_STATUSES, type AfterFlightStatus } from './EmployeeStatus';
import type { Checklist, ChecklistStep } from './currentStatusChecklist';

// "Process Discontinued" is offered once the process has started (the first step ticked) or when the employee
// is already discontinued (or its visa canceled), and disappears once the employee has traveled: there is nothing left to stop.
export function showDiscontinuedPanel(checklist: Checklist, status: string): boolean {
  if (checklist.traveled) return false;
  return checklist.selected || status === 'discontinued' || status === 'visa_canceled';
}

// "Change After Flight Status" is only meaningful once the employee is working abroad.
export function showAfterFlightPanel(checklist: Checklist): boolean {
  return checklist.workingWell;
}

export const AFTER_FLIGHT_CHOICES: readonly AfterFlightStatus[] = AFTER_FLIGHT_STATUSES;

export interface ChecklistDateField {
  // Where the value lives on the employee record.
  path: 'embassyProcess.stampedDate' | 'flight.flightDateTime' | 'flight.arrivedDateTime';
  label: string;
  kind: 'date' | 'dateTime';
  // The issued date comes from the embassy stamp and is only shown here, never edited.
  disabled: boolean;
  // Key of the date limits that apply (see dateLimits in the dates folder).
  limit: 'visaIssued' | 'flight' | 'onDate';
}

export const CHECKLIST_DATE_FIELDS: Readonly<Partial<Record<ChecklistStep, ChecklistDateField>>> = {
  visaIssued: {
    path: 'embassyProcess.stampedDate',
    label: 'Issued Date',
    kind: 'date',
    disabled: true,
    limit: 'visaIssued',
  },
  ticketBooked: {
    path: 'flight.flightDateTime',
    label: 'Flight Date and Time',
    kind: 'dateTime',
    disabled: false,
    limit: 'flight',
  },
  workingWell: {
    path: 'flight.arrivedDateTime',
    label: 'On Date',
    kind: 'date',
    disabled: false,
    limit: 'onDate',
  },
};

// The date field a step shows beside its tick box, or undefined when the step has none.
export function checklistDateField(step: ChecklistStep): ChecklistDateField | undefined {
  return CHECKLIST_DATE_FIELDS[step];
}
