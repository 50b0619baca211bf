import { type DateInput, isReadableDate, WORKING_TIME_ZONE, wallClock } from '../dates';
import { MONTHS, two } from './dateParts';

// Flight times: DD-MMM-YYYY hh:mm A (05-Mar-2025 02:30 PM), read in the working zone the user entered it in.
export function formatFlightDateTime(
  input: DateInput | null | undefined,
  timeZone = WORKING_TIME_ZONE,
): string {
  // A missing or unreadable date prints as nothing rather than stopping the whole document.
  if (!isReadableDate(input)) return '';
  const { year, month, day, hour, minute } = wallClock(input, timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${two(day)}-${MONTHS[month - 1] ?? ''}-${year} ${two(hour12)}:${two(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}
