import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from '@placement/domain';
import { ToastProvider } from '@placement/ui';
import { createI18n } from '../i18n/createI18n';
import { Words } from '../i18n/words';

// The stories' own i18next instance for pieces of signed-in screens: the whole catalogue, in every language
// a story was shown in.
const pieceWords = new Words(createI18n('en'));

/** A story loader: the whole catalogue in the toolbar's language, loaded before the story renders. */
export const loadSignedInWords = async ({ globals }: { globals: { language?: Lang } }) => {
  const language = globals.language ?? 'en';
  await pieceWords.use('all');
  await pieceWords.load(language);
  await pieceWords.i18n.changeLanguage(language);
};

/**
 * A piece of a signed-in screen (a panel, a dialog) in the app's words and toasts, without the API: its story
 * passes what the screen would have loaded and watches what the piece asks to store. The theme, language and
 * direction come from Storybook's toolbar.
 */
export function SignedInPieceStory({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={pieceWords.i18n}>
      <ToastProvider>
        <div style={{ padding: 24 }}>{children}</div>
      </ToastProvider>
    </I18nextProvider>
  );
}
