import { VALIDATION_MESSAGES } from './messages';
import { requiredPattern } from './textRules';

// Two readings of the passport-number rule (spec 02 §5), both kept:
// - standard: 2-25 letters or digits (any country's passport);
// - strict: an Ethiopian-style number — first letter A, B, C or E, an optional K, P or Q, then 5-10 digits
//   (EP1234567, A1234567).
// Passport numbers are saved uppercase, so the value is uppercased before the check and in the result.
export const PASSPORT_NUMBER_VARIANTS = ['standard', 'strict'] as const;
export type PassportNumberVariant = (typeof PASSPORT_NUMBER_VARIANTS)[number];

export const PASSPORT_NUMBER_PATTERNS: Readonly<Record<PassportNumberVariant, RegExp>> = {
  standard: /^[A-Z0-9]{2,25}$/,
  strict: /^[ABCE][KPQ]?\d{5,10}$/,
};

const build = (variant: PassportNumberVariant) =>
  requiredPattern(PASSPORT_NUMBER_PATTERNS[variant], VALIDATION_MESSAGES.passportNumber, { uppercase: true });

export const standardPassportNumberSchema = build('standard');
export const strictPassportNumberSchema = build('strict');

export function passportNumberSchema(variant: PassportNumberVariant = 'standard') {
  return variant === 'strict' ? strictPassportNumberSchema : standardPassportNumberSchema;
}
