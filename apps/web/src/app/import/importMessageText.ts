import { IMPORT_MESSAGES, MAX_IMPORT_ROWS, VALIDATION_MESSAGES } from '@placement/domain';
import type { TFunction } from 'i18next';
import { translateValidationMessage } from '../forms/translateFormErrors';

// The domain's own wording with the row number left open, so a reworded message cannot slip through here.
const withRow = (message: (row: number) => string) =>
  new RegExp(
    `^${message(0)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('0', '(\\d+)')}$`,
  );
const REPEATED_PASSPORT = withRow(IMPORT_MESSAGES.repeatedPassport);
const REPEATED_VISA = withRow(IMPORT_MESSAGES.repeatedVisa);

/**
 * An import problem in the page's language. The domain and the API word them in English; the import's own
 * messages are translated here, and the fields' messages as the forms translate them.
 */
export function importMessageText(t: TFunction, message: string): string {
  const passport = REPEATED_PASSPORT.exec(message);
  if (passport) return t('spreadsheetImport.messages.repeatedPassport', { row: Number(passport[1]) });
  const visa = REPEATED_VISA.exec(message);
  if (visa) return t('spreadsheetImport.messages.repeatedVisa', { row: Number(visa[1]) });
  switch (message) {
    case IMPORT_MESSAGES.existingPassport:
      return t('spreadsheetImport.messages.existingPassport');
    case IMPORT_MESSAGES.existingVisa:
      return t('spreadsheetImport.messages.existingVisa');
    case IMPORT_MESSAGES.notANumber:
      return t('spreadsheetImport.messages.notANumber');
    case IMPORT_MESSAGES.noRows:
      return t('spreadsheetImport.messages.noRows');
    case IMPORT_MESSAGES.tooManyRows(MAX_IMPORT_ROWS):
      return t('spreadsheetImport.messages.tooManyRows', { max: MAX_IMPORT_ROWS });
    case VALIDATION_MESSAGES.invalidChoice:
      return t('spreadsheetImport.messages.invalidChoice');
    case VALIDATION_MESSAGES.invalidDate:
      return t('spreadsheetImport.messages.invalidDate');
    default:
      return translateValidationMessage(t, message);
  }
}
