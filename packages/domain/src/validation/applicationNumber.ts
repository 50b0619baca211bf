import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

// The embassy application (Enjaz) number: optional; 'E' then 8-10 digits. Numbers are often pasted from the
// Enjaz site with a space or two around them, so up to 2 spaces on each side pass and are trimmed off.
export const APPLICATION_NUMBER_PATTERN = /^\s{0,2}E\d{8,10}\s{0,2}$/;

export const applicationNumberSchema = z
  .string()
  .refine(
    (value) => value === '' || APPLICATION_NUMBER_PATTERN.test(value),
    VALIDATION_MESSAGES.applicationNumber,
  )
  .overwrite((value) => value.trim())
  .nullish();
