import { IMPORT_MESSAGES, VALIDATION_MESSAGES } from '@placement/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { Words } from '../i18n/words';
import { importMessageText } from './importMessageText';

/** An i18next instance with every word of the language loaded, as the signed-in app has. */
async function i18nIn(language: 'en' | 'ar') {
  const words = new Words(createI18n(language));
  await words.use('all');
  return words.i18n;
}

describe('import problems in the page language', () => {
  it('translates the import messages, the row number included, and passes the rest to the form rules', async () => {
    const { t } = await i18nIn('ar');
    expect(importMessageText(t, IMPORT_MESSAGES.repeatedPassport(17))).toBe(
      'رقم الجواز هذا موجود أيضاً في الصف 17',
    );
    expect(importMessageText(t, IMPORT_MESSAGES.existingVisa)).toBe('توجد تأشيرة مسجلة بهذا الرقم');
    expect(importMessageText(t, VALIDATION_MESSAGES.required)).not.toBe(VALIDATION_MESSAGES.required);
    // A message without a translation stays as the server said it.
    expect(importMessageText(t, VALIDATION_MESSAGES.passportNumber)).toBe(VALIDATION_MESSAGES.passportNumber);
    expect(importMessageText((await i18nIn('en')).t, IMPORT_MESSAGES.repeatedVisa(3))).toBe(
      IMPORT_MESSAGES.repeatedVisa(3),
    );
  });
});
