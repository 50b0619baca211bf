import { validationMessageWith, validationTextAr } from '@placement/domain';
import type { FieldMessageText } from '@placement/ui';

// A chunk of its own (app/i18n/words.ts): the messages' catalogue and the key lookup load with the form rules or
// the signed-in words, not with /login.
export const fieldMessagesAr: FieldMessageText = (message) =>
  validationMessageWith(message, validationTextAr);
