import { VALIDATION_MESSAGES } from './messages';
import { requiredText } from './textRules';

// A display name (users, companies, sub agents, contact form): required, trimmed, 3-128 characters.
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 128;

export const nameSchema = requiredText({
  min: NAME_MIN_LENGTH,
  max: NAME_MAX_LENGTH,
  minMessage: VALIDATION_MESSAGES.nameMin,
  maxMessage: VALIDATION_MESSAGES.nameMax,
});
