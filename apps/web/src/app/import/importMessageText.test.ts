import { IMPORT_MESSAGES, VALIDATION_MESSAGES } from '@placement/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { importMessageText } from './importMessageText';

describe('import problems in the page language', () => {
  it('translates the import messages, the row number included, and passes the rest to the form rules', () => {
    const { t } = createI18n('ar');
    expect(importMessageText(t, IMPORT_MESSAGES.repeatedPassport(17))).toBe(
      'رقم الجواز هذا موجود أيضاً في الصف 17',
    );
    expect(importMessageText(t, IMPORT_MESSAGES.existingVisa)).toBe('توجد تأشيرة مسجلة بهذا الرقم');
    expect(importMessageText(t, VALIDATION_MESSAGES.required)).not.toBe(VALIDATION_MESSAGES.required);
    // A message without a translation stays as the server said it.
    expect(importMessageText(t, VALIDATION_MESSAGES.passportNumber)).toBe(VALIDATION_MESSAGES.passportNumber);
    expect(importMessageText(createI18n('en').t, IMPORT_MESSAGES.repeatedVisa(3))).toBe(
      IMPORT_MESSAGES.repeatedVisa(3),
    );
  });
});
