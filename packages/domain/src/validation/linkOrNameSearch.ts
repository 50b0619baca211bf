import { VALIDATION_MESSAGES } from './messages';
import { requiredText } from './textRules';

// Searching employees by share link or by name: required, 2-25 characters.
export const LINK_OR_NAME_SEARCH_MIN_LENGTH = 2;
export const LINK_OR_NAME_SEARCH_MAX_LENGTH = 25;

export const linkOrNameSearchSchema = requiredText({
  min: LINK_OR_NAME_SEARCH_MIN_LENGTH,
  max: LINK_OR_NAME_SEARCH_MAX_LENGTH,
  minMessage: VALIDATION_MESSAGES.linkOrNameSearchMin,
  maxMessage: VALIDATION_MESSAGES.linkOrNameSearchMax,
});
