import { useContext, useEffect } from 'react';
import { FieldMessagesContext } from '../theme/uiWordsContext';

/**
 * A field's message in the screen's language: a domain rule's message is shown by its key (in English with
 * what is wrong added where the spec's words alone do not say it); any other text is shown as it came. A message
 * that comes before the language's catalogue asks for it and shows once it is in.
 */
export function useFieldMessage(message: string | undefined): string | undefined {
  const { text, load } = useContext(FieldMessagesContext);
  const waiting = Boolean(message) && !text;
  useEffect(() => {
    if (waiting) load?.();
  }, [waiting, load]);
  return message ? text?.(message) : undefined;
}
