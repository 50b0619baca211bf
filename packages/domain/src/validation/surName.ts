import { VALIDATION_MESSAGES } from './messages';
import { requiredPattern } from './textRules';

// Two readings of the surname rule (spec 02 §5), both kept:
// - letters: one word of 2-25 letters (the grandfather's name);
// - lettersAndSpaces: 2-35 letters and spaces.
export const SUR_NAME_VARIANTS = ['letters', 'lettersAndSpaces'] as const;
export type SurNameVariant = (typeof SUR_NAME_VARIANTS)[number];

export const SUR_NAME_PATTERNS: Readonly<Record<SurNameVariant, RegExp>> = {
  letters: /^[A-Za-z]{2,25}$/,
  lettersAndSpaces: /^[A-Za-z ]{2,35}$/,
};

export const lettersSurNameSchema = requiredPattern(SUR_NAME_PATTERNS.letters, VALIDATION_MESSAGES.surName);
export const lettersAndSpacesSurNameSchema = requiredPattern(
  SUR_NAME_PATTERNS.lettersAndSpaces,
  VALIDATION_MESSAGES.surName,
);

export function surNameSchema(variant: SurNameVariant = 'lettersAndSpaces') {
  return variant === 'letters' ? lettersSurNameSchema : lettersAndSpacesSurNameSchema;
}
