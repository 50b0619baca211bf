import { isNewRecordId } from '../ids';

// When the licence is checked: on opening the entry page of a new employee (an id of 10 characters or fewer;
// editing a saved employee is never stopped) and on every print or download.
export function licenceCheckApplies(
  event: 'openEmployeePage' | 'printOrDownload',
  employeeId?: string,
): boolean {
  return event === 'printOrDownload' || isNewRecordId(employeeId);
}

// The documents "printing" covers: everything the print flow makes (applications, contracts, embassy lists,
// letters, reports, exports). A CV is not among them: it is what the agency shows its foreign agents, and the
// spec's checks sit on the print screen and the lists, never on the CV screens.
export function licenceGatesDocument(kind: string): boolean {
  return kind !== 'cv' && kind !== 'cvBatch';
}
