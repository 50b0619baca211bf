import {
  validationMessageWith,
  type KeyedMessage,
  type MessageLanguage,
  type ValidationCatalogue,
} from './messageCatalogue';
import { validationTextAm } from './messageTextAm';
import { validationTextAr } from './messageTextAr';
import { validationTextEn } from './messageTextEn';

export * from './messageCatalogue';
export { validationTextAm, validationTextAr, validationTextEn };

/** Every language's catalogue (the API and tests; a web page imports only the one it shows). */
export const VALIDATION_MESSAGE_TEXT: Readonly<Record<MessageLanguage, ValidationCatalogue>> = {
  en: validationTextEn,
  ar: validationTextAr,
  am: validationTextAm,
};

/** The text of a message by its key, in a language. */
export function validationMessageText(message: KeyedMessage, language: MessageLanguage): string {
  const entry = VALIDATION_MESSAGE_TEXT[language][message.key];
  return typeof entry === 'function' ? entry(message.values) : entry;
}

/**
 * A rule's message as a screen shows it, in the screen's language; a message that is not a rule's (already
 * translated, or a server's own sentence) is shown as it came.
 */
export function validationMessageIn(message: string, language: MessageLanguage): string {
  return validationMessageWith(message, VALIDATION_MESSAGE_TEXT[language]);
}
