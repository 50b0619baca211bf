import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from '@placement/domain';
import { ToastProvider } from '@placement/ui';
import { createI18n } from '../i18n/createI18n';
import { Words } from '../i18n/words';
import { PreferencesProvider } from '../preferences/PreferencesProvider';

// The stories' own i18next instance with the signed-in words, in every language a story was shown in.
const storyWords = new Words(createI18n('en'));

/** A story loader: the whole catalogue (signed-in words) in the toolbar's language, before the story renders. */
export const loadSignedInStoryWords = async ({ globals }: { globals: { language?: Lang } }) => {
  await storyWords.use('all');
  await storyWords.load(globals.language ?? 'en');
};

/**
 * A piece of a signed-in screen with the app's words, preferences and toasts around it, in the toolbar's
 * language (Storybook's own decorator gives the theme and direction). No API: the story holds the screen's
 * state itself, as the route does with the API's answers.
 */
export function SignedInStory({ language, children }: { language: Lang; children: ReactNode }) {
  // The app reads the language this browser chose last; a story starts in the toolbar's.
  localStorage.setItem('placement.language', language);
  return (
    <I18nextProvider i18n={storyWords.i18n}>
      <PreferencesProvider key={language} words={storyWords}>
        <ToastProvider>{children}</ToastProvider>
      </PreferencesProvider>
    </I18nextProvider>
  );
}
