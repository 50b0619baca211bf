import type { Language } from './Theme';
import { uiWordsEn, type UiWords } from '../i18n/uiWords';
import { uiWordsAm } from '../i18n/uiWordsAm';
import { uiWordsAr } from '../i18n/uiWordsAr';
import { UiWordsProvider, type UiWordsProviderProps } from './UiWordsProvider';

export { useUiText, useValidationText } from './uiWordsContext';

const uiWords: Readonly<Record<Language, UiWords>> = { en: uiWordsEn, ar: uiWordsAr, am: uiWordsAm };

export type UiProviderProps = Omit<UiWordsProviderProps, 'words'>;

/**
 * Theme, language and direction with the components' words of every language built in (stories, tests, the
 * server's first paint). The web app's browser entry uses UiWordsProvider with the language it loaded instead.
 */
export function UiProvider(props: UiProviderProps) {
  return <UiWordsProvider {...props} words={uiWords[props.language ?? 'en']} />;
}
