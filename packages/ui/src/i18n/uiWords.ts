import { validationTextEn, type ValidationCatalogue } from '@placement/domain';
import { uiTextEn, type UiText } from './uiText';

/**
 * Everything the components word themselves in one language: their own words and the validation messages a
 * field shows. English is built in; the web app loads Arabic and Amharic with its own words for the language
 * (uiWordsAr/uiWordsAm), so the entry every visitor downloads carries one language.
 */
export interface UiWords {
  text: UiText;
  validation: ValidationCatalogue;
}

export const uiWordsEn: UiWords = { text: uiTextEn, validation: validationTextEn };
