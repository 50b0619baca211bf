import {
  DEFAULT_REMARKS,
  ageInYears,
  formatDate,
  remarksText as domainRemarksText,
  toArabicDigits,
  weightOrHeight,
  type CvLang,
} from '@placement/domain';
import type { CvEmployee } from '../CvEmployee';
import { cvLabel } from './cvLabels';
import { cvValue } from './cvValues';

export function localDigits(text: string, lang: CvLang): string {
  return lang === 'ar' ? toArabicDigits(text) : text;
}

function isDate(value: string | Date | null | undefined): value is string | Date {
  if (value === null || value === undefined || value === '') return false;
  return !Number.isNaN((value instanceof Date ? value : new Date(value)).getTime());
}

/** dd-MMM-yyyy in English; Arabic month names and Arabic-locale digits in Arabic (domain rule). */
export function formatCvDate(value: string | Date | null | undefined, lang: CvLang): string {
  return isDate(value) ? formatDate(value, lang) || '-' : '-';
}

/** Whole years from the date of birth to `today`, or undefined when there is no usable date. */
export function cvAge(dateOfBirth: string | Date | null | undefined, today: Date): number | undefined {
  if (!isDate(dateOfBirth)) return undefined;
  const age = ageInYears(dateOfBirth, today);
  return Number.isFinite(age) && age >= 0 ? age : undefined;
}

/** Weight and height (or their sudan meanings): '-' when zero or empty. */
export function measureText(value: string | number | null | undefined, lang: CvLang): string {
  return localDigits(weightOrHeight(value), lang);
}

/** The employee's remarks when longer than 2 characters, else 'willing to learn' in the CV's language. */
export function remarksText(remarks: string | null | undefined, lang: CvLang): string {
  const text = domainRemarksText(remarks);
  return text === DEFAULT_REMARKS ? cvLabel('willingToLearn', lang) : text;
}

export function fullName(employee: CvEmployee): string {
  return [employee.givenName, employee.surName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** A period: '2' reads '2 years'; a word ('two') is the contract-period label. */
export function yearsText(years: string | number | null | undefined, lang: CvLang): string {
  if (years === null || years === undefined || String(years).trim() === '') return '-';
  const text = String(years).trim();
  if (/^\d+(\.\d+)?$/.test(text)) return `${localDigits(text, lang)} ${cvLabel('years', lang)}`;
  return cvValue('contractPeriod', text, lang);
}

export function plainText(value: string | number | null | undefined, lang: CvLang): string {
  if (value === null || value === undefined || String(value).trim() === '') return '-';
  return localDigits(String(value).trim(), lang);
}
