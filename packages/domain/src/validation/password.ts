import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

// A password: required, 6-20 characters. Not trimmed: spaces are part of what the user chose.
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

export const passwordSchema = z
  .string({ error: (issue) => (issue.input == null ? VALIDATION_MESSAGES.required : undefined) })
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordMin)
  .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.passwordMax);
