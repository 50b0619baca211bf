import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@placement/domain';
import { createI18n } from './createI18n';
import { Words } from './words';

// What /login loads is the signed-out words only (its 150 KB budget): the fields' messages and the signed-in
// screens' words come in their own chunks, and nothing shows before its language's words are in.
describe('Words', () => {
  it('loads the validation messages in the language shown only when asked, then in every language switched to', async () => {
    const words = new Words(createI18n('ar'));
    await words.load('ar');
    expect(words.componentWords('ar').language).toBe('اللغة');
    expect(words.fieldMessages('ar')).toBeUndefined();

    let loads = 0;
    words.subscribe(() => (loads += 1));
    await words.use('fieldMessages');
    expect(loads).toBe(1);
    expect(words.fieldMessages('ar')?.(VALIDATION_MESSAGES.required)).toBe('مطلوب');
    expect(words.fieldMessages('ar')?.('Must be 6 characters at minimum')).toBe('يجب ألا يقل عن 6 أحرف');
    expect(words.fieldMessages('ar')?.('A sentence of the server')).toBe('A sentence of the server');

    await words.load('am');
    expect(words.fieldMessages('am')?.(VALIDATION_MESSAGES.required)).toBe('ያስፈልጋል');
    expect(words.fieldMessages('en')).toBeUndefined();
  });

  it("brings the signed-in screens' component words, page titles and messages with the signed-in words", async () => {
    const i18n = createI18n('ar');
    const words = new Words(i18n);
    await words.load('ar');
    expect(words.componentWords('ar').rowsPerPage).toBeUndefined();
    expect(i18n.exists('pages.employees')).toBe(false);
    expect(i18n.t('pages.login')).toBe('تسجيل الدخول');

    await words.use('all');
    expect(words.componentWords('ar').rowsPerPage).toBe('عدد الصفوف');
    expect(words.componentWords('ar').language).toBe('اللغة');
    expect(i18n.t('pages.employees')).toBe('قائمة العمالة');
    expect(words.fieldMessages('ar')?.(VALIDATION_MESSAGES.required)).toBe('مطلوب');
  });

  it("brings the signed-in screens' component words with the other signed-out pages' words", async () => {
    const words = new Words(createI18n('en'));
    expect(words.componentWords('en').showPassword).toBe('Show password');
    expect(words.componentWords('en').country).toBeUndefined();
    await words.use('public');
    expect(words.componentWords('en').country).toBe('Country');
  });
});
