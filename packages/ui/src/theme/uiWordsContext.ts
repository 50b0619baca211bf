import { createContext, useContext } from 'react';
import { uiTextSignedOutEn, type UiText } from '../i18n/uiText';

// Outside any provider only the signed-out pages' English words are built in: a provider (UiProvider, or the web
// app's UiWordsProvider) always gives every word, and the signed-in ones stay out of the web app's entry.
export const TextContext = createContext<UiText>(uiTextSignedOutEn as UiText);

/** A rule's message (the domain's English, as a rule or the API gave it) in the screen's language. */
export type FieldMessageText = (message: string) => string;

/**
 * How the fields and toasts word a message: `text` once the screen's language's catalogue is in; until then
 * `load` asks for it (the web app loads the catalogue with the form rules), and a message waits for it rather
 * than showing in another language.
 */
export interface FieldMessages {
  text?: FieldMessageText;
  load?: () => void;
}

// Without a provider, a message shows as it came.
export const FieldMessagesContext = createContext<FieldMessages>({ text: (message) => message });

/** The words components show themselves, in the provider's language. */
export function useUiText(): UiText {
  return useContext(TextContext);
}
