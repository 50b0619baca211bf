import { type CalendarDay, calendarDay, type DateInput, toDate, wallClock } from './calendarDay';

// Employee dates are saved at 14:00 local time (spec 01 §5). Mid-afternoon is far from midnight: a day saved at
// 14:00 in UTC+3 or UTC+4 still reads as that day anywhere from UTC-10 to UTC+12, and 14:00 is never inside a
// daylight-saving jump.
//
// Without a time zone it uses the zone of the computer running it, as the entry form does. With one (an IANA
// name such as 'Asia/Riyadh') the result is the same on any machine, which the server uses.
export function atFourteenLocal(input: DateInput, timeZone?: string): Date {
  if (timeZone === undefined) {
    const { year, month, day } = localCalendarDay(input);
    return new Date(year, month - 1, day, 14, 0, 0, 0);
  }
  const day = calendarDay(input, timeZone);
  const wanted = Date.UTC(day.year, day.month - 1, day.day, 14);
  // The zone's offset is read at the guessed instant and the guess corrected; twice settles any offset.
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const seen = wallClock(new Date(guess), timeZone);
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += wanted - seenAsUtc;
  }
  return new Date(guess);
}

// The day of a value on this computer's calendar; a plain 'YYYY-MM-DD' day is taken as it is.
function localCalendarDay(input: DateInput): CalendarDay {
  if (typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input)) return calendarDay(input);
  const date = toDate(input);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}
