// Calendar arithmetic on plain 'YYYY-MM-DD' strings, in UTC so no time zone moves a day.
export interface CalendarDay {
  iso: string;
  day: number;
  inRange: boolean;
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days of a month (month 0-11) as weeks starting on Sunday; null pads the first and last week. */
export function calendarMonth(
  year: number,
  month: number,
  min?: string,
  max?: string,
): (CalendarDay | null)[][] {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (CalendarDay | null)[] = Array.from({ length: first }, () => null);
  for (let day = 1; day <= days; day += 1) {
    const iso = isoDate(year, month, day);
    cells.push({ iso, day, inRange: (!min || iso >= min) && (!max || iso <= max) });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let at = 0; at < cells.length; at += 7) weeks.push(cells.slice(at, at + 7));
  return weeks;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** dd-MMM-yyyy, the spec's display format for dates. */
export function displayDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  if (!year || !month || !day) return '';
  return `${day}-${MONTHS[Number(month) - 1] ?? ''}-${year}`;
}
