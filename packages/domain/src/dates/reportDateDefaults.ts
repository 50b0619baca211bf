import { addDays, calendarDay, type DateInput, isoDay } from './calendarDay';

// The Reports page opens on a window from yesterday to tomorrow, so today's changes show whatever the hour,
// and dates its letter today (spec 02 §2.9).
export interface ReportDateDefaults {
  from: string;
  to: string;
  letterDate: string;
}

export function reportDateDefaults(today: DateInput): ReportDateDefaults {
  const day = calendarDay(today);
  return { from: isoDay(addDays(day, -1)), to: isoDay(addDays(day, 1)), letterDate: isoDay(day) };
}
