import { calendarDay, type DateInput } from '../dates';

// Age shown on CVs and cards: whole years, a year counted only once the birthday is reached (spec 02 §2.3).
export function ageInYears(dateOfBirth: DateInput, today: DateInput = new Date()): number {
  const born = calendarDay(dateOfBirth);
  const now = calendarDay(today);
  const beforeBirthday = now.month < born.month || (now.month === born.month && now.day < born.day);
  return now.year - born.year - (beforeBirthday ? 1 : 0);
}

// Kuwait documents count age from the months elapsed (spec 02 §9): the number of calendar months from the
// birth month to the current month, ignoring the day of the month, in whole years. So someone born on
// 25 March is counted a year older from 1 March on.
export function ageFromMonths(dateOfBirth: DateInput, today: DateInput = new Date()): number {
  const born = calendarDay(dateOfBirth);
  const now = calendarDay(today);
  const months = (now.year - born.year) * 12 + (now.month - born.month);
  return Math.floor(months / 12);
}
