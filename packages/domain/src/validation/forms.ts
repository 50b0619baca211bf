import { z } from 'zod';
import { COUNTRY_DIAL_CODES } from '../enums';
import { emailSchema } from './email';
import { VALIDATION_MESSAGES } from './messages';
import { nameSchema } from './name';
import { passwordSchema } from './password';
import { phoneSchema } from './phone';
import { statusSearchTextSchema } from './statusSearchText';

// The public forms of spec 01 §5, composed from the field rules. The spec shows nothing beyond those rules,
// so each form checks exactly its fields. Submit stays disabled while the form is invalid.

const REGISTER_COUNTRIES = COUNTRY_DIAL_CODES.map((entry) => entry.label);

// Contact / registration (/register): country chosen from the picker, phone, company name, email, message.
export const registrationFormSchema = z.object({
  country: z
    .string({ error: VALIDATION_MESSAGES.countryNotInList })
    .refine((country) => REGISTER_COUNTRIES.includes(country), VALIDATION_MESSAGES.countryNotInList),
  phone: phoneSchema,
  name: nameSchema,
  email: emailSchema,
  message: z.string().trim().optional(),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

// Sign in (/login).
export const signInFormSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInForm = z.infer<typeof signInFormSchema>;

// Forgot password (/forgotPassword).
export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

// Reset password (/reset/{id}/{token}): new password and its confirmation.
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: VALIDATION_MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

// Sign up (signUpUser): name, email, password and confirmation.
export const signUpFormSchema = z
  .object({ name: nameSchema, email: emailSchema, password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: VALIDATION_MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

// Sign-in and registration are sent only with a captcha token (spec 01 §5); the API checks these shapes.
const captcha = z.string({ error: VALIDATION_MESSAGES.required }).min(1, VALIDATION_MESSAGES.required);
export const signInRequestSchema = signInFormSchema.extend({ captcha });
export const registrationRequestSchema = registrationFormSchema.extend({ captcha });
export const statusLookupRequestSchema = z.object({
  searchText: statusSearchTextSchema,
  captcha,
});
