import { passportExpiryFromIssue, type PassportExpiryOptions } from './passportExpiryFromIssue';
import type { DateInput } from './calendarDay';

/**
 * Who put the passport expiry in the form: the new-record default, the issue-date rule, or a person (the clerk
 * typing or picking it, a passport scan read, a stored record). Only the first two may be replaced by the rule.
 */
export type PassportExpirySource = 'default' | 'derived' | 'entered';

/**
 * The expiry after the clerk picks an issue date (spec 01 §5, spec 02 §5: issue + 1825 days, or the sudan
 * 5/10-year rule), or null when the expiry stays: a derived value never replaces one a person or a scan entered
 * (a scan's 20-Jun-2030 must not become an already past 20-Jun-2025).
 */
export function passportExpiryOnIssueChange(
  issue: DateInput | null | undefined,
  expirySource: PassportExpirySource,
  options: PassportExpiryOptions = {},
): string | null {
  if (!issue || expirySource === 'entered') return null;
  return passportExpiryFromIssue(issue, options);
}
