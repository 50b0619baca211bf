import { isNewRecordId } from '../ids';

// When the licence is checked: on opening the entry page of a new employee (an id of 10 characters or fewer;
// editing a saved employee is never stopped) and on every print or download.
export function licenceCheckApplies(
  event: 'openEmployeePage' | 'printOrDownload',
  employeeId?: string,
): boolean {
  return event === 'printOrDownload' || isNewRecordId(employeeId);
}
