import { describe, expect, it } from 'vitest';
import { forgotPasswordFormSchema } from './forgotPasswordForm';
import { registrationFormSchema, registrationRequestSchema } from './registrationForm';
import { signInFormSchema, signInRequestSchema } from './signInForm';
import { statusLookupRequestSchema } from './statusLookup';
import { fieldMessage } from './testSupport';

const registration = {
  country: 'Ethiopia',
  phone: '911223344',
  name: 'Selam Agency',
  email: 'Info@Selam.com',
  message: 'We place housemaids.',
};

describe('public forms', () => {
  it('accepts a complete registration and lowercases the email', () => {
    expect(registrationFormSchema.parse(registration).email).toBe('info@selam.com');
  });

  it.each([
    ['country', { ...registration, country: 'Narnia' }, 'Choose a country from the list'],
    ['country', { ...registration, country: 'UAE' }, null],
    ['phone', { ...registration, phone: '1234567890123' }, 'Must be 12 characters or less'],
    ['name', { ...registration, name: 'ab' }, 'Must be 3 characters at minimum'],
    ['email', { ...registration, email: 'selam' }, 'Invalid email address'],
  ])('registration %s', (field, form, message) => {
    expect(fieldMessage(registrationFormSchema, form, field)).toBe(message);
  });

  it('sign in and forgot password check email and password', () => {
    expect(fieldMessage(signInFormSchema, { email: 'a@agency.com', password: '' }, 'password')).toBe(
      'Required',
    );
    expect(fieldMessage(forgotPasswordFormSchema, { email: '' }, 'email')).toBe('Required');
  });

  it('sends nothing without a captcha token', () => {
    const signIn = { email: 'a@agency.com', password: 'secret1' };
    expect(signInRequestSchema.safeParse(signIn).success).toBe(false);
    expect(signInRequestSchema.safeParse({ ...signIn, captcha: '' }).success).toBe(false);
    expect(signInRequestSchema.safeParse({ ...signIn, captcha: 'token' }).success).toBe(true);
    expect(
      registrationRequestSchema.safeParse({ ...registration, phone: '251911223344', captcha: 'token' })
        .success,
    ).toBe(true);
    expect(fieldMessage(statusLookupRequestSchema, { searchText: 'EP1234567', captcha: '' }, 'captcha')).toBe(
      'Required',
    );
  });
});
