import { z } from 'zod';
import { passwordsMustMatch } from './confirmPassword';
import { emailSchema } from './email';
import { nameSchema } from './name';
import { passwordSchema } from './password';

// Sign up (signUpUser): name, email, password and its confirmation.
export const signUpFormSchema = z
  .object({ name: nameSchema, email: emailSchema, password: passwordSchema, confirmPassword: z.string() })
  .refine(...passwordsMustMatch);
export type SignUpForm = z.infer<typeof signUpFormSchema>;
