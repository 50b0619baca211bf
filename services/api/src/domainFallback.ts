// Rules the API enforces that packages/domain did not yet export when the API was written (the domain
// helpers were building them in parallel). Same messages and boundaries as spec 01 §5 and spec 02 §5; the
// API switches to the domain's functions as they land (ids, licence policy, date limits, statuses already did).
import { dateLimits, isWithinDateLimits, type DateField } from '@placement/domain';
import { badInput } from './errors';

export const MESSAGES = {
  required: 'Required',
  nameMin: 'Must be 3 characters at minimum',
  nameMax: 'Must be 128 characters or less',
  email: 'Invalid email address',
  emailMin: 'Must be 8 characters at minimum',
  emailMax: 'Must be 254 characters or less',
  passwordMin: 'Must be 6 characters at minimum',
  passwordMax: 'Must be 20 characters or less',
  passwordsMatch: 'Passwords must match',
  passwordsDiffer: 'Passwords must be different',
  passportNumber: 'Incorrect Passport Number',
  givenName: 'Incorrect Given Name',
  surName: 'Incorrect Sur Name',
  placeMin: 'Must be 2 characters at minimum',
  placeMax: 'Must be 25 characters or less',
  applicationNumber: "Incorrect Application Number: add 'E' before the number",
  visaNumber: 'Incorrect Visa Number',
  employerId: 'Incorrect Employer Id Number',
  phoneMax: 'Must be 12 characters or less',
  phoneMin: 'Must be 8 characters at minimum',
} as const;

type Check = (value: unknown) => string | null;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const checks = {
  name: (value: unknown) => {
    const v = text(value);
    if (!v) return MESSAGES.required;
    if (v.length < 3) return MESSAGES.nameMin;
    return v.length > 128 ? MESSAGES.nameMax : null;
  },
  email: (value: unknown) => {
    const v = text(value).toLowerCase();
    if (!v) return MESSAGES.required;
    if (v.length < 8) return MESSAGES.emailMin;
    if (v.length > 254) return MESSAGES.emailMax;
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : MESSAGES.email;
  },
  password: (value: unknown) => {
    const v = typeof value === 'string' ? value : '';
    if (!v) return MESSAGES.required;
    if (v.length < 6) return MESSAGES.passwordMin;
    return v.length > 20 ? MESSAGES.passwordMax : null;
  },
  phone: (value: unknown) => {
    const v = text(value);
    if (!v) return MESSAGES.required;
    if (v.length < 8) return MESSAGES.phoneMin;
    return v.length > 12 ? MESSAGES.phoneMax : null;
  },
  passportNumber: (value: unknown) =>
    /^[\p{L}\d]{2,25}$/u.test(text(value)) ? null : MESSAGES.passportNumber,
  givenName: (value: unknown) => (/^[\p{L} ]{2,35}$/u.test(text(value)) ? null : MESSAGES.givenName),
  surName: (value: unknown) => (/^[\p{L} ]{2,35}$/u.test(text(value)) ? null : MESSAGES.surName),
  place: (value: unknown) => {
    const v = text(value);
    if (!v) return MESSAGES.required;
    if (v.length < 2) return MESSAGES.placeMin;
    return v.length > 25 ? MESSAGES.placeMax : null;
  },
  applicationNumber: (value: unknown) =>
    !value || /^\s{0,2}E\d{8,10}\s{0,2}$/.test(String(value)) ? null : MESSAGES.applicationNumber,
  visaNumber: (value: unknown) => (!value || /^\d{9,10}$/.test(text(value)) ? null : MESSAGES.visaNumber),
  employerId: (value: unknown) => (!value || /^\d{1,10}$/.test(text(value)) ? null : MESSAGES.employerId),
} satisfies Record<string, Check>;

/** Throws the first failing rule as a GraphQL error naming the field. */
export function enforce(rules: Array<[field: string, check: Check, value: unknown]>): void {
  for (const [field, check, value] of rules) {
    const message = check(value);
    if (message) throw badInput(field, message);
  }
}

/** Date limits: both readings of the spec are accepted on the server (a day inside either passes). */
const DATE_FIELDS = {
  dateOfBirth: 'dateOfBirth',
  passportIssueDate: 'passportIssue',
  passportExpiryDate: 'passportExpiry',
} as const satisfies Record<string, DateField>;

export function checkDate(field: keyof typeof DATE_FIELDS, value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  const text = String(value);
  if (Number.isNaN(new Date(text).getTime())) throw badInput(field, 'Invalid date');
  const entry = dateLimits(DATE_FIELDS[field], 'entry');
  const alternate = dateLimits(DATE_FIELDS[field], 'alternate');
  if (isWithinDateLimits(text, entry) || isWithinDateLimits(text, alternate)) return;
  const min = entry.min < alternate.min ? entry.min : alternate.min;
  const max = [entry.max, alternate.max].filter(Boolean).sort().pop();
  throw badInput(field, max ? `Date must be between ${min} and ${max}` : `Date must be on or after ${min}`);
}
