import { describe, expect, it } from 'vitest';
import { confirmPasswordSchema } from './confirmPassword';
import { resetPasswordFormSchema } from './resetPasswordForm';
import { signUpFormSchema } from './signUpForm';
import { fieldMessage } from './testSupport';

describe('confirm password', () => {
  it.each([
    ['confirm', confirmPasswordSchema, { password: 'secret1', confirmPassword: 'secret1' }, null],
    [
      'confirm',
      confirmPasswordSchema,
      { password: 'secret1', confirmPassword: 'secret2' },
      'Passwords must match',
    ],
    [
      'reset',
      resetPasswordFormSchema,
      { password: 'secret1', confirmPassword: 'Secret1' },
      'Passwords must match',
    ],
    ['reset', resetPasswordFormSchema, { password: 'secret1', confirmPassword: 'secret1' }, null],
    [
      'sign up',
      signUpFormSchema,
      { name: 'Abebe', email: 'abebe@agency.com', password: 'secret1', confirmPassword: '' },
      'Passwords must match',
    ],
  ])('%s form %#', (_form, schema, form, message) => {
    expect(fieldMessage(schema, form, 'confirmPassword')).toBe(message);
  });
});
