import { type DateInput, WORKING_TIME_ZONE, calendarDay, wallClock } from '../dates';
import { toArabicDigits } from './formatNumber';

// Fixed English month abbreviations rather than Intl's, so printed documents read the same on every machine.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ARABIC_MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];

function two(value: number): string {
  return String(value).padStart(2, '0');
}

// Printed documents: dd-MMM-yyyy in capitals, e.g. 05-MAR-1998. An empty value prints as nothing.
export function formatDocumentDate(
  input: DateInput | null | undefined,
  timeZone = WORKING_TIME_ZONE,
): string {
  if (input === null || input === undefined || input === '') return '';
  const { year, month, day } = calendarDay(input, timeZone);
  return `${two(day)}-${(MONTHS[month - 1] ?? '').toUpperCase()}-${year}`;
}

// Screens and CVs: dd-MMM-yyyy in English (05-Mar-1998); in Arabic the Arabic month name with Arabic-locale
// digits (٠٥-مارس-١٩٩٨).
export function formatDate(
  input: DateInput | null | undefined,
  lang: string = 'en',
  timeZone = WORKING_TIME_ZONE,
): string {
  if (input === null || input === undefined || input === '') return '';
  const { year, month, day } = calendarDay(input, timeZone);
  if (lang === 'ar') return toArabicDigits(`${two(day)}-${ARABIC_MONTHS[month - 1] ?? ''}-${year}`);
  return `${two(day)}-${MONTHS[month - 1] ?? ''}-${year}`;
}

// Flight times: DD-MMM-YYYY hh:mm A (05-Mar-2025 02:30 PM), read in the working zone the user entered it in.
export function formatFlightDateTime(
  input: DateInput | null | undefined,
  timeZone = WORKING_TIME_ZONE,
): string {
  if (input === null || input === undefined || input === '') return '';
  const { year, month, day, hour, minute } = wallClock(input, timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${two(day)}-${MONTHS[month - 1] ?? ''}-${year} ${two(hour12)}:${two(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}
