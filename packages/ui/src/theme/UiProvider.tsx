import { validationMessageWith } from '@placement/domain';
import type { Language } from './Theme';
import { uiWordsEn, type UiWords } from '../i18n/uiWords';
import { uiWordsAm } from '../i18n/uiWordsAm';
import { uiWordsAr } from '../i18n/uiWordsAr';
import { UiWordsProvider, type UiWordsProviderProps } from './UiWordsProvider';
import type { FieldMessages } from './uiWordsContext';

export { useUiText, type FieldMessages, type FieldMessageText } from './uiWordsContext';

const uiWords: Readonly<Record<Language, UiWords>> = { en: uiWordsEn, ar: uiWordsAr, am: uiWordsAm };

const builtInMessages = (words: UiWords): FieldMessages => ({
  text: (message) => validationMessageWith(message, words.validation),
});
const fieldMessages: Readonly<Record<Language, FieldMessages>> = {
  en: builtInMessages(uiWordsEn),
  ar: builtInMessages(uiWordsAr),
  am: builtInMessages(uiWordsAm),
};

export type UiProviderProps = Omit<UiWordsProviderProps, 'words' | 'fieldMessages'>;

/**
 * Theme, language and direction with the components' words of every language built in (stories, tests, the
 * server's first paint). The web app's browser entry uses UiWordsProvider with the words it loaded instead.
 */
export function UiProvider(props: UiProviderProps) {
  const language = props.language ?? 'en';
  return (
    <UiWordsProvider {...props} words={uiWords[language].text} fieldMessages={fieldMessages[language]} />
  );
}
