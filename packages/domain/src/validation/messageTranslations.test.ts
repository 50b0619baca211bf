import { describe, expect, it } from 'vitest';
import { employeeInputSchema } from '../entities';
import { VALIDATION_MESSAGES } from './messages';
import { validationMessageIn, validationMessageKey, VALIDATION_MESSAGE_TEXT } from './messageTranslations';

describe('validation messages by key', () => {
  it('has every message in every language, none left in English in Arabic or Amharic', () => {
    for (const language of ['ar', 'am'] as const) {
      for (const key of Object.keys(VALIDATION_MESSAGES) as (keyof typeof VALIDATION_MESSAGES)[]) {
        const text = VALIDATION_MESSAGE_TEXT[language][key];
        expect(text, `${language}.${key}`).toBeTruthy();
        expect(text, `${language}.${key}`).not.toBe(VALIDATION_MESSAGES[key]);
      }
    }
  });

  it('finds the key and the number of a length message', () => {
    expect(validationMessageKey('Must be 9 characters at minimum')).toEqual({
      key: 'minLength',
      values: { count: '9' },
    });
    expect(validationMessageKey('Must be 30 or less')).toEqual({ key: 'numberMax', values: { count: '30' } });
    expect(validationMessageKey('Something the server said')).toBeNull();
  });

  it('says what is wrong after the spec words, and in Arabic and Amharic', () => {
    expect(validationMessageIn('Incorrect Given Name', 'en')).toBe(
      'Incorrect Given Name: use only the letters A-Z and spaces',
    );
    expect(validationMessageIn('Required', 'ar')).toBe('مطلوب');
    expect(validationMessageIn('Must be 25 characters or less', 'am')).toBe('ከ25 ፊደላት መብለጥ የለበትም');
    expect(validationMessageIn('مطلوب', 'ar')).toBe('مطلوب');
  });

  it('translates every message the employee rules give for a bad entry', () => {
    const result = employeeInputSchema.safeParse({
      givenName: 'Hana2',
      surName: '',
      passportNumber: '',
      dateOfBirth: '2999-01-01',
    });
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) {
      expect(validationMessageKey(issue.message), issue.message).not.toBeNull();
      expect(validationMessageIn(issue.message, 'ar')).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
