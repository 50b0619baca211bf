import { calendarDay, isReadableDate, type DateInput } from '@placement/domain';

/** A text cell: the stored text without surrounding spaces, empty when there is none. */
export const exportText = (value: string | null | undefined) => (value ?? '').trim();

/**
 * A day cell. Stored days are instants at 14:00 local time (domain atFourteenLocal); the spreadsheet gets the
 * calendar day itself at UTC midnight, so it shows the same day whatever zone the reader's computer is in.
 */
export function exportDay(value: DateInput | null | undefined): Date | null {
  if (!isReadableDate(value)) return null;
  const { year, month, day } = calendarDay(value);
  return new Date(Date.UTC(year, month - 1, day));
}
