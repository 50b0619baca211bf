import { z } from 'zod';
import { passwordsMustMatch } from './confirmPassword';
import { VALIDATION_MESSAGES } from './messages';
import { passwordSchema } from './password';

// The change-password dialog: old, new and confirm. The new password must differ from the old one
// (reported on password) and the confirmation must equal it (reported on confirmPassword).
export const changePasswordSchema = z
  .object({ oldPassword: passwordSchema, password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password !== form.oldPassword, {
    error: VALIDATION_MESSAGES.passwordsMustBeDifferent,
    path: ['password'],
  })
  .refine(...passwordsMustMatch);

export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
