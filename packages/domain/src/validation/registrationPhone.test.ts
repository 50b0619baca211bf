import { describe, expect, it } from 'vitest';
import { COUNTRY_DIAL_CODES, registrationPhone } from '../enums';
import { registrationFormSchema, registrationRequestSchema } from './registrationForm';
import { registrationPhoneProblem } from './registrationPhone';
import { fieldMessage } from './testSupport';

const form = {
  country: 'Ethiopia',
  phone: '911223344',
  name: 'Selam Agency',
  email: 'info@selam.com',
  message: '',
};
// What the register page does on submit: the country's dial code in front of the number typed.
const sent = (country: string, typed: string) => ({
  ...form,
  country,
  phone: registrationPhone(COUNTRY_DIAL_CODES.find((entry) => entry.label === country)!.dialCode, typed),
  captcha: 'token',
});

describe("the register form's phone, typed and as sent", () => {
  it.each(COUNTRY_DIAL_CODES.map((entry) => entry.label))(
    '%s: the longest and shortest numbers the form takes are accepted by the API once the dial code is in front',
    (country) => {
      for (const typed of ['123456789012', '12345678']) {
        expect(fieldMessage(registrationFormSchema, { ...form, country, phone: typed }, 'phone')).toBeNull();
        expect(fieldMessage(registrationRequestSchema, sent(country, typed), 'phone')).toBeNull();
      }
    },
  );

  it.each([
    ['1234567890123', 'Must be 12 characters or less'],
    ['1234567', 'Must be 8 characters at minimum'],
  ])('a number the form refuses (%s) is refused by the API with the same message', (typed, message) => {
    expect(fieldMessage(registrationFormSchema, { ...form, country: 'Kuwait', phone: typed }, 'phone')).toBe(
      message,
    );
    expect(fieldMessage(registrationRequestSchema, sent('Kuwait', typed), 'phone')).toBe(message);
  });

  it("refuses a phone sent without the chosen country's dial code", () => {
    expect(registrationPhoneProblem('Sudan', '251911223344')).toBe("Must start with the country's dial code");
    expect(registrationPhoneProblem('Sudan', '911223344')).toBe("Must start with the country's dial code");
    expect(registrationPhoneProblem('Sudan', '249911223344')).toBeNull();
    expect(
      fieldMessage(registrationRequestSchema, { ...sent('Sudan', '911223344'), phone: '911223344' }, 'phone'),
    ).toBe("Must start with the country's dial code");
  });

  it('leaves the phone of a country outside the list to the country rule', () => {
    const result = registrationRequestSchema.safeParse({
      ...sent('Ethiopia', '911223344'),
      country: 'Narnia',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Choose a country from the list']);
  });
});
