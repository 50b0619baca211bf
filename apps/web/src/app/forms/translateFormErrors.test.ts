import { zodResolver } from '@hookform/resolvers/zod';
import { registrationFormSchema, resetPasswordFormSchema } from '@placement/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { Words } from '../i18n/words';
import { translateFormErrors } from './translateFormErrors';

const options = { fields: {}, shouldUseNativeValidation: false };

/** An i18next instance in the language with the signed-out words loaded, as the app has before its first page. */
async function i18nIn(language: 'en' | 'ar' | 'am') {
  const words = new Words(createI18n(language));
  await words.load(language);
  return words.i18n;
}

describe('form rule messages in the page language', () => {
  it('says the register form rules in Arabic, numbers included', async () => {
    const { t } = await i18nIn('ar');
    const resolver = translateFormErrors(zodResolver(registrationFormSchema), t);
    const { errors } = await resolver(
      { country: 'Atlantis', phone: '12345', name: 'Ab', email: 'not-an-address', message: '' },
      undefined,
      options,
    );
    expect(errors.country?.message).toBe('اختر دولة من القائمة');
    expect(errors.phone?.message).toBe('يجب ألا يقل عن 8 أحرف');
    expect(errors.name?.message).toBe('يجب ألا يقل عن 3 أحرف');
    expect(errors.email?.message).toBe('البريد الإلكتروني غير صحيح');
  });

  it('says a mismatched confirmation in Amharic and keeps English in English', async () => {
    const values = { password: 'secret12', confirmPassword: 'secret13' };
    const amharic = translateFormErrors(zodResolver(resetPasswordFormSchema), (await i18nIn('am')).t);
    expect((await amharic(values, undefined, options)).errors.confirmPassword?.message).toBe(
      'የይለፍ ቃሎቹ መመሳሰል አለባቸው',
    );
    const english = translateFormErrors(zodResolver(resetPasswordFormSchema), (await i18nIn('en')).t);
    expect((await english(values, undefined, options)).errors.confirmPassword?.message).toBe(
      'Passwords must match',
    );
  });
});
