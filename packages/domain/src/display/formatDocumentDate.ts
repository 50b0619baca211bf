import { type DateInput, WORKING_TIME_ZONE, calendarDay } from '../dates';
import { MONTHS, two } from './dateParts';

// Printed documents: dd-MMM-yyyy in capitals, e.g. 05-MAR-1998. An empty value prints as nothing.
export function formatDocumentDate(
  input: DateInput | null | undefined,
  timeZone = WORKING_TIME_ZONE,
): string {
  if (input === null || input === undefined || input === '') return '';
  const { year, month, day } = calendarDay(input, timeZone);
  return `${two(day)}-${(MONTHS[month - 1] ?? '').toUpperCase()}-${year}`;
}
