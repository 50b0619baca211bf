import { type DateInput, isReadableDate, WORKING_TIME_ZONE, calendarDay } from '../dates';
import { MONTHS, two } from './dateParts';

// Printed documents: dd-MMM-yyyy in capitals, e.g. 05-MAR-1998. An empty value prints as nothing.
export function formatDocumentDate(
  input: DateInput | null | undefined,
  timeZone = WORKING_TIME_ZONE,
): string {
  // A missing or unreadable date prints as nothing rather than stopping the whole document.
  if (!isReadableDate(input)) return '';
  const { year, month, day } = calendarDay(input, timeZone);
  return `${two(day)}-${(MONTHS[month - 1] ?? '').toUpperCase()}-${year}`;
}
