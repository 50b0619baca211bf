// The domain's rules of the signed-out forms, as one small module the forms import on their first check: a
// dynamic import of '@placement/domain' itself would load every rule of the domain.
export {
  forgotPasswordFormSchema,
  registrationFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
} from '@placement/domain';
