import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

// The address a CV link is shared to. Empty is allowed (the Share by e-mail button stays disabled then);
// anything else must look like an address.
export const shareEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || z.regexes.email.test(value), VALIDATION_MESSAGES.shareEmail);

// Whether Share by e-mail can be pressed: only with a non-empty, valid address.
export function canShareByEmail(email: string): boolean {
  const result = shareEmailSchema.safeParse(email);
  return result.success && result.data !== '';
}
