// The domain's validation rules applied on the server, each failure thrown as a GraphQL error that names the
// field and carries the spec's message (spec 01 §5, spec 02 §5).
import {
  applicationNumberSchema,
  dateLimits,
  dateMaxMessage,
  dateMinMessage,
  emailSchema,
  employerIdSchema,
  givenNameSchema,
  isWithinDateLimits,
  nameSchema,
  passportNumberSchema,
  passwordSchema,
  placeOfBirthSchema,
  surNameSchema,
  VALIDATION_MESSAGES,
  visaNumberSchema,
  type DateField,
} from '@placement/domain';
import { badInput } from './errors';

type Check = (value: unknown) => string | null;

/** A domain zod schema as a check: the first issue's message, or null when the value passes. */
const fromSchema =
  (schema: {
    safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } };
  }): Check =>
  (value) => {
    const result = schema.safeParse(value ?? '');
    return result.success ? null : (result.error?.issues[0]?.message ?? VALIDATION_MESSAGES.required);
  };

export const MESSAGES = VALIDATION_MESSAGES;

/** The server-side checks, all from packages/domain (spec 01 §5, spec 02 §5). */
export const checks = {
  name: fromSchema(nameSchema),
  email: fromSchema(emailSchema),
  password: fromSchema(passwordSchema),
  passportNumber: fromSchema(passportNumberSchema('standard')),
  givenName: fromSchema(givenNameSchema('lettersAndSpaces')),
  surName: fromSchema(surNameSchema('lettersAndSpaces')),
  place: fromSchema(placeOfBirthSchema),
  applicationNumber: (value: unknown) => (value ? fromSchema(applicationNumberSchema)(value) : null),
  visaNumber: fromSchema(visaNumberSchema),
  employerId: fromSchema(employerIdSchema),
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
  if (Number.isNaN(new Date(text).getTime())) throw badInput(field, VALIDATION_MESSAGES.invalidDate);
  const entry = dateLimits(DATE_FIELDS[field], 'entry');
  const alternate = dateLimits(DATE_FIELDS[field], 'alternate');
  if (isWithinDateLimits(text, entry) || isWithinDateLimits(text, alternate)) return;
  const min = entry.min < alternate.min ? entry.min : alternate.min;
  const max = [entry.max, alternate.max]
    .filter((day): day is string => Boolean(day))
    .sort()
    .pop();
  const day = text.slice(0, 10);
  throw badInput(field, day < min || !max ? dateMinMessage(min) : dateMaxMessage(max));
}

interface DomainSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: Array<{ message: string; path: PropertyKey[] }> } };
}

/** A whole domain form schema (sign-in, reset, registration...): parsed data, or the first issue as an error. */
export function parseInput<T>(schema: DomainSchema<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badInput(String(issue?.path[0] ?? 'input'), issue?.message ?? VALIDATION_MESSAGES.required);
}
