import type { CvLang } from '@placement/domain';
import type { CvEmployee } from '../CvEmployee';
import { cvLabel } from './cvLabels';
import { cvValue } from './cvValues';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_AR = [
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
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Western digits to Arabic-locale (ar-SA) digits; other characters are kept. */
export function arabicDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => ARABIC_DIGITS.charAt(Number(digit)));
}

export function localDigits(text: string, lang: CvLang): string {
  return lang === 'ar' ? arabicDigits(text) : text;
}

function toDate(value: string | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** dd-MMM-yyyy in English; the same with Arabic month names and Arabic-locale digits in Arabic. */
export function formatCvDate(value: string | Date | null | undefined, lang: CvLang): string {
  const date = toDate(value);
  if (!date) return '-';
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = (lang === 'ar' ? MONTHS_AR : MONTHS_EN)[date.getUTCMonth()];
  return localDigits(`${day}-${month}-${date.getUTCFullYear()}`, lang);
}

/** Whole years from the date of birth to `today`. */
export function ageInYears(dateOfBirth: string | Date | null | undefined, today: Date): number | undefined {
  const birth = toDate(dateOfBirth);
  if (!birth) return undefined;
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : undefined;
}

/** Stars for a skill or language level: poor is 1, fair or good is 3, anything else 5 (spec 02 §2.3). */
export function starsForLevel(level: string | null | undefined): number {
  const key = (level ?? '').trim().toLowerCase();
  if (key === 'poor') return 1;
  if (key === 'fair' || key === 'good') return 3;
  return 5;
}

/** Weight and height (or, for sudan companies, medical insurance and exchange rate): '-' when zero or empty. */
export function measureText(value: string | number | null | undefined, lang: CvLang): string {
  if (value === null || value === undefined) return '-';
  const text = String(value).trim();
  if (text === '' || Number(text) === 0) return '-';
  return localDigits(text, lang);
}

/** The remarks row: the employee's remarks when longer than 2 characters, else 'willing to learn'. */
export function remarksText(remarks: string | null | undefined, lang: CvLang): string {
  const text = (remarks ?? '').trim();
  return text.length > 2 ? text : cvLabel('willingToLearn', lang);
}

export function fullName(employee: CvEmployee): string {
  return [employee.givenName, employee.surName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

export function yearsText(years: string | number | null | undefined, lang: CvLang): string {
  if (years === null || years === undefined || String(years).trim() === '') return '-';
  const text = String(years).trim();
  if (/^\d+(\.\d+)?$/.test(text)) return `${localDigits(text, lang)} ${cvLabel('years', lang)}`;
  return cvValue('count', text, lang);
}

export function plainText(value: string | number | null | undefined, lang: CvLang): string {
  if (value === null || value === undefined || String(value).trim() === '') return '-';
  return localDigits(String(value).trim(), lang);
}
