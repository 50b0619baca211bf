import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

// Sign-in, registration and the status lookup are sent only with a captcha token (spec 01 §5).
export const captchaTokenSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .min(1, VALIDATION_MESSAGES.required);
