import { VALIDATION_MESSAGES } from './messages';
import { requiredText } from './textRules';

// The public status lookup (/ts): a passport or application number, required, 9-12 characters.
export const STATUS_SEARCH_TEXT_MIN_LENGTH = 9;
export const STATUS_SEARCH_TEXT_MAX_LENGTH = 12;

export const statusSearchTextSchema = requiredText({
  min: STATUS_SEARCH_TEXT_MIN_LENGTH,
  max: STATUS_SEARCH_TEXT_MAX_LENGTH,
  minMessage: VALIDATION_MESSAGES.statusSearchTextMin,
  maxMessage: VALIDATION_MESSAGES.statusSearchTextMax,
});
