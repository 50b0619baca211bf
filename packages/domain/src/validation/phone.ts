import { VALIDATION_MESSAGES } from './messages';
import { requiredText } from './textRules';

// A telephone number as typed (register form, company and sub-agent telephones): required, 8-12 characters.
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 12;

export const phoneSchema = requiredText({
  min: PHONE_MIN_LENGTH,
  max: PHONE_MAX_LENGTH,
  minMessage: VALIDATION_MESSAGES.phoneMin,
  maxMessage: VALIDATION_MESSAGES.phoneMax,
});
