import { VALIDATION_MESSAGES } from './messages';
import { requiredText } from './textRules';

// Place of birth and place of issue on the passport page: required, trimmed, 2-25 characters.
export const PLACE_MIN_LENGTH = 2;
export const PLACE_MAX_LENGTH = 25;

const placeSchema = () =>
  requiredText({
    min: PLACE_MIN_LENGTH,
    max: PLACE_MAX_LENGTH,
    minMessage: VALIDATION_MESSAGES.placeMin,
    maxMessage: VALIDATION_MESSAGES.placeMax,
  });

export const placeOfBirthSchema = placeSchema();
export const placeOfIssueSchema = placeSchema();
