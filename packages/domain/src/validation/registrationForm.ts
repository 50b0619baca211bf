import { z } from 'zod';
import { COUNTRY_DIAL_CODES } from '../enums';
import { captchaTokenSchema } from './captchaToken';
import { emailSchema } from './email';
import { VALIDATION_MESSAGES } from './messages';
import { nameSchema } from './name';
import { phoneSchema } from './phone';
import { registrationPhoneProblem } from './registrationPhone';

const REGISTER_COUNTRIES = COUNTRY_DIAL_CODES.map((entry) => entry.label);

// Contact / registration (/register): the country must be chosen from the picker (its label is sent), then
// phone, company name, email and a free message. The spec shows no rule beyond the field rules.
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

// What recaptchaRegister receives: the form's fields with the phone as sent (the country's dial code in front,
// checked by registrationPhoneProblem with the form's own number rule), and nothing without a captcha token.
export const registrationRequestSchema = registrationFormSchema
  .extend({ phone: z.string().trim(), captcha: captchaTokenSchema })
  .superRefine(({ country, phone }, context) => {
    const problem = registrationPhoneProblem(country, phone);
    if (problem) context.addIssue({ code: 'custom', path: ['phone'], message: problem });
  });
