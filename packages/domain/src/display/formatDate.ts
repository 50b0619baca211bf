import { type DateInput, isReadableDate, WORKING_TIME_ZONE, calendarDay } from '../dates';
import { ARABIC_MONTHS, MONTHS, two } from './dateParts';
import { toArabicDigits } from './formatNumber';

// Screens and CVs: dd-MMM-yyyy in English (05-Mar-1998); in Arabic the Arabic month name with Arabic-locale
// digits (٠٥-مارس-١٩٩٨).
export function formatDate(
  input: DateInput | null | undefined,
  lang: string = 'en',
  timeZone = WORKING_TIME_ZONE,
): string {
  // A missing or unreadable date prints as nothing rather than stopping the whole document.
  if (!isReadableDate(input)) return '';
  const { year, month, day } = calendarDay(input, timeZone);
  if (lang === 'ar') return toArabicDigits(`${two(day)}-${ARABIC_MONTHS[month - 1] ?? ''}-${year}`);
  return `${two(day)}-${MONTHS[month - 1] ?? ''}-${year}`;
}
