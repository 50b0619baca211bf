// Dates in this product are days, not instants: a birth date or a passport issue date is the same day for
// everyone. Records store them as instants at 14:00 local time (see atFourteenLocal), and every rule here reads
// the day back in one fixed zone so results do not depend on the server's or the test machine's TZ setting.

// The product requires users' computers to be on UTC+3 or UTC+4 (spec 01 §2); Riyadh is UTC+3 all year.
// A day stored at 14:00 UTC+3 or UTC+4 reads back as the same day here.
export const WORKING_TIME_ZONE = 'Asia/Riyadh';

export interface CalendarDay {
  year: number;
  // 1 to 12
  month: number;
  day: number;
}

// A Date, an ISO timestamp, or a plain 'YYYY-MM-DD' day (taken literally, whatever the zone).
export type DateInput = Date | string;

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallClock extends CalendarDay {
  hour: number;
  minute: number;
  second: number;
}

export function toDate(input: DateInput): Date {
  const plain = typeof input === 'string' ? PLAIN_DAY.exec(input) : null;
  if (plain) {
    const date = new Date(Date.UTC(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]), 12));
    // Date.UTC rolls 2023-02-30 over into March; a day that does not exist is not a date.
    if (date.getUTCMonth() !== Number(plain[2]) - 1 || date.getUTCDate() !== Number(plain[3])) {
      throw new RangeError(`Not a date: ${String(input)}`);
    }
    return date;
  }
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(input)}`);
  return date;
}

// Whether a value can be read as a date at all; old records hold the odd empty or malformed date.
export function isReadableDate(input: unknown): input is DateInput {
  if (!(input instanceof Date) && typeof input !== 'string') return false;
  if (input === '') return false;
  try {
    toDate(input);
    return true;
  } catch {
    return false;
  }
}

// The wall-clock reading of an instant in a time zone.
export function wallClock(input: DateInput, timeZone: string = WORKING_TIME_ZONE): WallClock {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(toDate(input))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

export function calendarDay(input: DateInput, timeZone: string = WORKING_TIME_ZONE): CalendarDay {
  const plain = typeof input === 'string' ? PLAIN_DAY.exec(input) : null;
  if (plain) {
    toDate(input);
    return { year: Number(plain[1]), month: Number(plain[2]), day: Number(plain[3]) };
  }
  const { year, month, day } = wallClock(input, timeZone);
  return { year, month, day };
}

export function isoDay({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// Like every common date library, a 29 February start lands on 28 February in a year without one.
export function addYears(day: CalendarDay, years: number): CalendarDay {
  const year = day.year + years;
  return { year, month: day.month, day: Math.min(day.day, daysInMonth(year, day.month)) };
}

export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
