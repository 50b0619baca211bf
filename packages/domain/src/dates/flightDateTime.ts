import { atFourteenLocal } from './atFourteenLocal';
import { isReadableDate, toDate, wallClock, type DateInput } from './calendarDay';

// The ticket-booked flight is a day WITH a time, stored like the arrival: one ISO instant
// ("2026-12-05T08:30:00.000Z"), never a bare day. The form's datetime-local input holds the wall clock of the
// computer ('YYYY-MM-DDTHH:mm'); these two functions turn one into the other.

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The instant a wall-clock time names in a zone (an IANA name), or on this computer without one. The zone's
 * offset is read at a guessed instant and the guess corrected, as for the 14:00 days.
 */
function instantOf(parts: number[], timeZone?: string): Date {
  const [year, month, day, hour, minute] = parts as [number, number, number, number, number];
  if (timeZone === undefined) return new Date(year, month - 1, day, hour, minute);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const seen = wallClock(new Date(guess), timeZone);
    guess += wanted - Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
  }
  return new Date(guess);
}

/**
 * A flight date and time as stored: a datetime-local value becomes its instant, a bare day (older records, an
 * import) 14:00 that day as every day is, an instant stays. Empty or unreadable stays as it is for the schema.
 */
export function flightInstant<T extends DateInput | null | undefined>(
  value: T,
  timeZone?: string,
): T | string {
  if (typeof value !== 'string' && !(value instanceof Date)) return value;
  if (typeof value === 'string') {
    const local = LOCAL_DATE_TIME.exec(value.trim());
    if (local) return instantOf(local.slice(1).map(Number), timeZone).toISOString();
    if (PLAIN_DAY.test(value.trim())) return atFourteenLocal(value.trim(), timeZone).toISOString();
  }
  return value instanceof Date && isReadableDate(value) ? value.toISOString() : value;
}

/** What the datetime-local input shows for a stored flight: its wall clock here (or in a zone), '' for none. */
export function flightInputValue(value: DateInput | null | undefined, timeZone?: string): string {
  if (!isReadableDate(value)) return '';
  const stored = flightInstant(value, timeZone);
  const date = toDate(stored as string);
  const clock =
    timeZone === undefined
      ? {
          year: date.getFullYear(),
          month: date.getMonth() + 1,
          day: date.getDate(),
          hour: date.getHours(),
          minute: date.getMinutes(),
        }
      : wallClock(date, timeZone);
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}
