import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './changePassword';
import { fieldMessage } from './testSupport';

describe('changePasswordSchema', () => {
  it('refuses a new password equal to the old one', () => {
    const same = { oldPassword: 'secret1', password: 'secret1', confirmPassword: 'secret1' };
    expect(fieldMessage(changePasswordSchema, same, 'password')).toBe('Passwords must be different');
    const changed = { oldPassword: 'secret1', password: 'secret2', confirmPassword: 'secret2' };
    expect(changePasswordSchema.safeParse(changed).success).toBe(true);
  });

  it('needs the confirmation to match the new password', () => {
    const mismatch = { oldPassword: 'secret1', password: 'secret2', confirmPassword: 'secret3' };
    expect(fieldMessage(changePasswordSchema, mismatch, 'confirmPassword')).toBe('Passwords must match');
  });

  it('checks the new password length too', () => {
    const short = { oldPassword: 'secret1', password: 'abc', confirmPassword: 'abc' };
    expect(fieldMessage(changePasswordSchema, short, 'password')).toBe('Must be 6 characters at minimum');
  });
});
