import { VALIDATION_MESSAGES } from './messages';
import { requiredPattern } from './textRules';

// Two readings of the given-name rule (spec 02 §5), both kept:
// - twoWords: the given name and the father's name, two words of 2-15 letters separated by one space;
// - lettersAndSpaces: 2-35 letters and spaces.
export const GIVEN_NAME_VARIANTS = ['twoWords', 'lettersAndSpaces'] as const;
export type GivenNameVariant = (typeof GIVEN_NAME_VARIANTS)[number];

export const GIVEN_NAME_PATTERNS: Readonly<Record<GivenNameVariant, RegExp>> = {
  twoWords: /^[A-Za-z]{2,15} [A-Za-z]{2,15}$/,
  lettersAndSpaces: /^[A-Za-z ]{2,35}$/,
};

export const twoWordsGivenNameSchema = requiredPattern(
  GIVEN_NAME_PATTERNS.twoWords,
  VALIDATION_MESSAGES.givenName,
);
export const lettersAndSpacesGivenNameSchema = requiredPattern(
  GIVEN_NAME_PATTERNS.lettersAndSpaces,
  VALIDATION_MESSAGES.givenName,
);

export function givenNameSchema(variant: GivenNameVariant = 'lettersAndSpaces') {
  return variant === 'twoWords' ? twoWordsGivenNameSchema : lettersAndSpacesGivenNameSchema;
}
