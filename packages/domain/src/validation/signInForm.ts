import { z } from 'zod';
import { captchaTokenSchema } from './captchaToken';
import { emailSchema } from './email';
import { passwordSchema } from './password';

// Sign in (/login): email and password.
export const signInFormSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInForm = z.infer<typeof signInFormSchema>;

// What authUserCaptcha sends: nothing goes without a captcha token.
export const signInRequestSchema = signInFormSchema.extend({ captcha: captchaTokenSchema });
