import type { CompanyVariant } from '../enums/companyVariant';
import { addDays, addYears, calendarDay, type DateInput, isoDay } from './calendarDay';

// Choosing the passport issue date fills in the expiry (spec 01 §5, spec 02 §5). Ethiopian passports run five
// years, which the form approximates as 1825 days. Sudanese passports run 5 years for children under 15 and
// 10 years otherwise, ending the day before the anniversary; age is counted the simple way the form does:
// current year minus birth year. Without a birth date the adult rule applies.
export const PASSPORT_VALIDITY_DAYS = 1825;

export interface PassportExpiryOptions {
  // The company variant (company/companyVariant); 'sudan' selects the Sudanese rule.
  variant?: CompanyVariant | null;
  dateOfBirth?: DateInput | null;
  today?: DateInput;
}

export function passportExpiryFromIssue(issue: DateInput, options: PassportExpiryOptions = {}): string {
  const issued = calendarDay(issue);
  if (options.variant !== 'sudan') return isoDay(addDays(issued, PASSPORT_VALIDITY_DAYS));
  const age = options.dateOfBirth
    ? calendarDay(options.today ?? new Date()).year - calendarDay(options.dateOfBirth).year
    : Number.POSITIVE_INFINITY;
  const years = age < 15 ? 5 : 10;
  return isoDay(addDays(addYears(issued, years), -1));
}
