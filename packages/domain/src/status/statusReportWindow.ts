import { addDays, atFourteenLocal, calendarDay, isoDay, WORKING_TIME_ZONE } from '../dates';

const FOURTEEN_HOURS = 14 * 60 * 60 * 1000;

/** The moment a day begins in the working time zone (Riyadh has no daylight saving: 14:00 less 14 hours). */
function startOfDay(day: string): Date {
  return new Date(atFourteenLocal(day, WORKING_TIME_ZONE).getTime() - FOURTEEN_HOURS);
}

/**
 * The stage changes a status report counts (spec 02 §2.9): employees who entered the status from the start of
 * the from day up to the end of the to day, both days whole and read in the working time zone, as a half-open
 * range of instants [from, until).
 */
export function statusReportWindow(options: { from: string; to: string }): { from: Date; until: Date } {
  return {
    from: startOfDay(options.from),
    until: startOfDay(isoDay(addDays(calendarDay(options.to), 1))),
  };
}
