import { z } from 'zod';
import { passwordsMustMatch } from './confirmPassword';
import { passwordSchema } from './password';

// Reset password (/reset/{id}/{token}): the new password and its confirmation.
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine(...passwordsMustMatch);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
