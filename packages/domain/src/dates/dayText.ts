/** The message of a day that is not one, wherever the API or a form takes a day. */
export const DAY_TEXT_MESSAGE = 'Give a day that exists, as yyyy-mm-dd';

/**
 * A day written yyyy-mm-dd that exists on the calendar. 2024-02-30 does not: Date.parse reads it as 1 March and
 * PostgreSQL refuses it, so a filter or a print given it must be told, not run.
 */
export function isDayText(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
