import { createContext, useContext } from 'react';
import type { ValidationCatalogue } from '@placement/domain';
import type { UiText } from '../i18n/uiText';
import { uiWordsEn } from '../i18n/uiWords';

export const TextContext = createContext<UiText>(uiWordsEn.text);
export const ValidationTextContext = createContext<ValidationCatalogue>(uiWordsEn.validation);

/** The words components show themselves, in the provider's language. */
export function useUiText(): UiText {
  return useContext(TextContext);
}

/** The validation messages' catalogue in the provider's language. */
export function useValidationText(): ValidationCatalogue {
  return useContext(ValidationTextContext);
}
