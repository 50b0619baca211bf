import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

// An e-mail address: required, trimmed and lowercased, 8-254 characters, address-like.
export const EMAIL_MIN_LENGTH = 8;
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: (issue) => (issue.input == null ? VALIDATION_MESSAGES.required : undefined) })
  .trim()
  .toLowerCase()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .regex(z.regexes.email, { error: VALIDATION_MESSAGES.emailInvalid, abort: true })
  .min(EMAIL_MIN_LENGTH, VALIDATION_MESSAGES.emailMin)
  .max(EMAIL_MAX_LENGTH, VALIDATION_MESSAGES.emailMax);
