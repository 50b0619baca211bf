import { validationTextEn, type ValidationCatalogue } from '@placement/domain';
import { uiTextSignedOutEn, type UiText } from './uiText';
import { uiTextSignedInEn } from './uiTextSignedInEn';

/**
 * Everything the components word themselves in one language, all built in (UiProvider: stories, tests, the
 * server's first paint): their own words and the validation messages a field shows. The web app's browser
 * entry loads each part when a page needs it instead (UiWordsProvider).
 */
export interface UiWords {
  text: UiText;
  validation: ValidationCatalogue;
}

export const uiWordsEn: UiWords = {
  text: { ...uiTextSignedOutEn, ...uiTextSignedInEn },
  validation: validationTextEn,
};
