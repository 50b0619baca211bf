import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';
import { passwordSchema } from './password';

// The confirmation must equal the password; a mismatch is reported on confirmPassword ("Passwords must match").
// Spread into .refine() of any form holding password and confirmPassword.
export const passwordsMustMatch: [
  check: (form: { password: string; confirmPassword: string }) => boolean,
  issue: { error: string; path: PropertyKey[] },
] = [
  (form) => form.password === form.confirmPassword,
  { error: VALIDATION_MESSAGES.passwordsMustMatch, path: ['confirmPassword'] },
];

export const confirmPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine(...passwordsMustMatch);
