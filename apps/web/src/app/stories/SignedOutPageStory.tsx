import { useMemo, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Lang } from '@placement/domain';
import { ToastProvider, UiProvider } from '@placement/ui';
import { createI18n } from '../i18n/createI18n';
import { Words } from '../i18n/words';
import { PreferencesProvider, usePreferences } from '../preferences/PreferencesProvider';
import { PublicLayout } from '../routing/PublicLayout';
import type { RouteHandle } from '../routing/RouteHandle';

// The stories' own i18next instance, holding the words of every language a story was shown in.
const storyWords = new Words(createI18n('en'));

/**
 * A story loader: the toolbar language's signed-out words, the sign-in's and the other signed-out pages' own
 * (i18n/public, which the app loads with those pages), loaded before the story renders.
 */
export const loadStoryWords = async ({ globals }: { globals: { language?: Lang } }) => {
  await storyWords.use('public');
  await storyWords.load(globals.language ?? 'en');
};

export interface SignedOutPageStoryProps {
  page: ComponentType;
  /** The page's route path, e.g. /reset/:id/:token. */
  path: string;
  /** The address the story opens, e.g. /reset/0123/token. */
  url: string;
  title: RouteHandle['title'];
  language: Lang;
}

function Themed({ router }: { router: ReturnType<typeof createMemoryRouter> }) {
  const { language, mode } = usePreferences();
  return (
    <UiProvider language={language} mode={mode}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </UiProvider>
  );
}

/**
 * A signed-out page as the app shows it (the header with the language and light/dark choices, the page's title,
 * toasts), in a memory router: what a designer sees in Storybook is the app's own page, in the toolbar's
 * language.
 */
export function SignedOutPageStory({ page, path, url, title, language }: SignedOutPageStoryProps) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [{ element: <PublicLayout />, children: [{ path, handle: { title }, Component: page }] }],
        { initialEntries: [url] },
      ),
    [page, path, url, title],
  );
  // The app reads the language this browser chose last; a story starts in the toolbar's.
  localStorage.setItem('placement.language', language);
  return (
    <I18nextProvider i18n={storyWords.i18n}>
      <PreferencesProvider key={language} words={storyWords}>
        <Themed router={router} />
      </PreferencesProvider>
    </I18nextProvider>
  );
}
