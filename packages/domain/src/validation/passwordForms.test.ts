import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './changePassword';
import { confirmPasswordSchema } from './confirmPassword';
import { resetPasswordFormSchema } from './resetPasswordForm';
import { signUpFormSchema } from './signUpForm';
import { fieldMessage } from './testSupport';

describe('password confirmation and change', () => {
  it.each([
    [confirmPasswordSchema, { password: 'secret1', confirmPassword: 'secret1' }, null],
    [confirmPasswordSchema, { password: 'secret1', confirmPassword: 'secret2' }, 'Passwords must match'],
    [resetPasswordFormSchema, { password: 'secret1', confirmPassword: 'Secret1' }, 'Passwords must match'],
    [
      signUpFormSchema,
      { name: 'Abebe', email: 'abebe@agency.com', password: 'secret1', confirmPassword: '' },
      'Passwords must match',
    ],
  ])('confirmPassword of %#', (schema, form, message) => {
    expect(fieldMessage(schema, form, 'confirmPassword')).toBe(message);
  });

  it('refuses a new password equal to the old one', () => {
    const same = { oldPassword: 'secret1', password: 'secret1', confirmPassword: 'secret1' };
    expect(fieldMessage(changePasswordSchema, same, 'password')).toBe('Passwords must be different');
    const changed = { oldPassword: 'secret1', password: 'secret2', confirmPassword: 'secret2' };
    expect(changePasswordSchema.safeParse(changed).success).toBe(true);
  });

  it('checks the new password length too', () => {
    const short = { oldPassword: 'secret1', password: 'abc', confirmPassword: 'abc' };
    expect(fieldMessage(changePasswordSchema, short, 'password')).toBe('Must be 6 characters at minimum');
  });
});
