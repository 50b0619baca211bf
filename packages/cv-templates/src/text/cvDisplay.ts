import {
  CONTRACT_PERIODS,
  CONTRACT_PERIOD_YEARS,
  DEFAULT_REMARKS,
  ageInYears,
  formatDate,
  label,
  remarksText as domainRemarksText,
  toArabicDigits,
  weightOrHeight,
  type ContractPeriod,
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

/**
 * A stored period of years as a whole number: records hold either the contract-period code ('two') or a number
 * (2, '2'); the domain's CONTRACT_PERIOD_YEARS links the two. Undefined for anything else.
 */
export function yearsCount(years: string | number | null | undefined): number | undefined {
  if (years === null || years === undefined) return undefined;
  const text = String(years).trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  return (CONTRACT_PERIODS as readonly string[]).includes(text)
    ? CONTRACT_PERIOD_YEARS[text as ContractPeriod]
    : undefined;
}

/** The contract-period code for a number of years ('two' for 2), when the domain's list has one. */
export function contractPeriodOf(years: string | number | null | undefined): ContractPeriod | undefined {
  const count = yearsCount(years);
  return CONTRACT_PERIODS.find((period) => CONTRACT_PERIOD_YEARS[period] === count);
}

/**
 * A period of years, shown the same way whether it was stored as 'two', 2 or '2': in English '2 years'
 * ('1 year'); in Arabic the domain's contract-period label, which carries the right number grammar (سنتان for
 * two, سنوات for three to ten, سنة beyond), and Arabic-locale digits beyond the list. Unknown text is shown as written.
 */
export function yearsText(years: string | number | null | undefined, lang: CvLang): string {
  if (years === null || years === undefined || String(years).trim() === '') return '-';
  const count = yearsCount(years);
  if (count === undefined) return cvValue('contractPeriod', String(years).trim(), lang);
  if (lang === 'ar') {
    const period = contractPeriodOf(count);
    return period
      ? label('contractPeriod', period, 'ar')
      : // Beyond ten Arabic counts with the singular noun (١٢ سنة).
        `${localDigits(String(count), 'ar')} ${cvLabel(count > 10 ? 'year' : 'years', 'ar')}`;
  }
  return `${count} ${count === 1 ? cvLabel('year', 'en') : cvLabel('years', 'en')}`;
}

export function plainText(value: string | number | null | undefined, lang: CvLang): string {
  if (value === null || value === undefined || String(value).trim() === '') return '-';
  return localDigits(String(value).trim(), lang);
}
