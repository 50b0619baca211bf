import { z } from 'zod';
import { calendarDay, compareDays, dateLimits, type DateField, type DateLimitsReading } from '../dates';
import {
  dateMaxMessage,
  dateMinMessage,
  isWebAddress,
  maxLengthMessage,
  numberMaxMessage,
  numberMinMessage,
  VALIDATION_MESSAGES,
} from '../validation';
import { STORED_FILE_NAME } from './apiLimits';

// Building blocks of the record input schemas: how a form's empty input and an API's missing field are read.

// Upper bounds no real record reaches, so a typo of six zeros or a hostile 1e308 is refused rather than printed on
// a contract: a monthly salary in any of the currencies, children, workers on one visa, one medical payment.
export const MAX_SALARY = 1_000_000;
export const MAX_CHILDREN = 30;
export const MAX_VISA_QUANTITY = 1_000;
export const MAX_PAYMENT_AMOUNT = 100_000_000;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** One value of a closed list, required: "Required" when empty, otherwise it must be in the list. */
export function choice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, {
    error: (issue) =>
      isBlank(issue.input) ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.invalidChoice,
  });
}

/** One value of a closed list, or nothing (an empty select comes back as undefined). */
export function optionalChoice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), choice(values).optional());
}

/** Free text, trimmed, optional; `max` keeps a field within what a printed document can hold. */
export function optionalText(max = 500) {
  return z.string().trim().max(max, maxLengthMessage(max)).nullish();
}

/** A number typed in a form (number or numeric string), optional; empty means none. */
export function optionalNumber(options: { integer?: boolean; min?: number; max?: number } = {}) {
  let number = z.number({ error: VALIDATION_MESSAGES.notANumber });
  if (options.integer) number = number.int(VALIDATION_MESSAGES.wholeNumber);
  if (options.min !== undefined) number = number.min(options.min, numberMinMessage(options.min));
  if (options.max !== undefined) number = number.max(options.max, numberMaxMessage(options.max));
  return z.preprocess((value) => {
    if (isBlank(value)) return undefined;
    if (typeof value === 'string' && value.trim() !== '') return Number(value);
    return value;
  }, number.optional());
}

// A day that exists: Date.parse would read 2024-02-30 as 1 March, so the day part is checked too.
function isRealDate(value: string): boolean {
  if (Number.isNaN(Date.parse(value))) return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return true;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/**
 * A date ('YYYY-MM-DD' or a full ISO timestamp) within a field's picker limits. Both readings of the passport
 * limits exist (dates/dateLimits), so the reading is a parameter.
 */
export function dateWithinLimits(field: DateField, reading: DateLimitsReading = 'entry') {
  const limits = dateLimits(field, reading);
  const day = (value: string) => calendarDay(value);
  return z
    .string()
    .trim()
    .refine(isRealDate, { error: VALIDATION_MESSAGES.invalidDate, abort: true })
    .refine((value) => compareDays(day(value), calendarDay(limits.min)) >= 0, dateMinMessage(limits.min))
    .refine(
      (value) => limits.max === undefined || compareDays(day(value), calendarDay(limits.max)) <= 0,
      dateMaxMessage(limits.max ?? ''),
    );
}

/** A day that has already come (a birth date): the working time zone's today at the latest. */
export function notAfterToday(value: string): boolean {
  return compareDays(calendarDay(value), calendarDay(new Date())) <= 0;
}

export const NOT_IN_FUTURE_MESSAGE = VALIDATION_MESSAGES.notInFuture;

/** The same, but an empty date passes. */
export function optionalDateWithinLimits(field: DateField, reading: DateLimitsReading = 'entry') {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    dateWithinLimits(field, reading).optional(),
  );
}

/** A link a user follows (a payment screenshot, a slip): a web address, never a script (`javascript:`). */
export function optionalLink(max = 2048) {
  return optionalText(max).refine((value) => !value || isWebAddress(value), VALIDATION_MESSAGES.webAddress);
}

/** A day, optional: a real one ('YYYY-MM-DD' or an ISO timestamp), never 'not a date' nor 2024-02-30. */
export function optionalDay() {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isRealDate(value), VALIDATION_MESSAGES.invalidDate)
    .nullish();
}

/**
 * An uploaded file named in a record (a payment screenshot, a slip): its stored name, or a link that ends in it
 * (/api/files/<name>, https://.../<name>). Which company's upload it is, the API checks.
 */
export function isFileReference(value: string): boolean {
  const name = value.split(/[/?#]/).filter(Boolean).pop() ?? '';
  if (!STORED_FILE_NAME.test(name)) return false;
  return value === name || value.startsWith('/') || /^https?:\/\//i.test(value);
}

export function optionalFileReference() {
  return z
    .string()
    .trim()
    .max(2048, maxLengthMessage(2048))
    .refine((value) => value === '' || isFileReference(value), VALIDATION_MESSAGES.fileNotFound)
    .nullish();
}

/** A record id as the forms and API send it. */
export const idField = z.string().trim().min(1, VALIDATION_MESSAGES.required);
