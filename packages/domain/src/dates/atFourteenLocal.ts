import { calendarDay, type DateInput, wallClock } from './calendarDay';

// Employee dates are saved at 14:00 local time (spec 01 §5). Mid-afternoon keeps the same calendar day in every
// zone from UTC-10 to UTC+14 (wherever the record is later read) and is never inside a daylight-saving jump.
//
// Without a time zone it uses the zone of the computer running it, as the entry form does. With one (an IANA
// name such as 'Asia/Riyadh') the result is the same on any machine, which the server uses.
export function atFourteenLocal(input: DateInput, timeZone?: string): Date {
  if (timeZone === undefined) {
    const day =
      typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input)
        ? calendarDay(input)
        : (() => {
            const date = input instanceof Date ? input : new Date(input);
            return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
          })();
    return new Date(day.year, day.month - 1, day.day, 14, 0, 0, 0);
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
