import { z } from 'zod';
import { emailSchema } from './email';

// Forgot password (/forgotPassword): the address to send the reset link to.
export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
