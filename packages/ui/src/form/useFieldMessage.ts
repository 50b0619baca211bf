import { validationMessageWith } from '@placement/domain';
import { useValidationText } from '../theme/uiWordsContext';

/**
 * A field's message in the screen's language: a domain rule's message is shown by its key (in English with
 * what is wrong added where the spec's words alone do not say it); any other text is shown as it came.
 */
export function useFieldMessage(message: string | undefined): string | undefined {
  const catalogue = useValidationText();
  return message ? validationMessageWith(message, catalogue) : undefined;
}
