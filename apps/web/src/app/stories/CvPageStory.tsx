import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { Lang } from '@placement/domain';
import { ToastProvider, UiProvider } from '@placement/ui';
import { useMemo, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { createI18n } from '../i18n/createI18n';
import { Words } from '../i18n/words';
import { PreferencesProvider, usePreferences } from '../preferences/PreferencesProvider';
import { PrintProvider } from '../../features/printing/components/PrintProvider';
import { PublicLayout } from '../routing/PublicLayout';

const storyWords = new Words(createI18n('en'));

/** A story loader: the whole catalogue (the CV screens' words are signed-in words) in the toolbar's language. */
export const loadCvStoryWords = async ({ globals }: { globals: { language?: Lang } }) => {
  await storyWords.use('all');
  await storyWords.load(globals.language ?? 'en');
};

/** What the story's API answers, by operation name, from the operation's variables. */
export type StoryAnswers = Record<string, (variables: Record<string, unknown>) => unknown>;

export interface CvPageStoryProps {
  page: ComponentType;
  path: string;
  url: string;
  language: Lang;
  answers: StoryAnswers;
  /** Signed-out pages sit in the public header; signed-in ones are shown on their own (no shell). */
  signedOut?: boolean;
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
 * A CV page with its API answered in the story (no server): the page's own queries, as the app sends them,
 * get the story's answers, so what Storybook shows is the page's real layout and words in the toolbar's
 * language.
 */
export function CvPageStory({ page, path, url, language, answers, signedOut = false }: CvPageStoryProps) {
  const client = useMemo(
    () =>
      new ApolloClient({
        cache: new InMemoryCache(),
        link: new ApolloLink(
          (operation) =>
            new Observable((observer) => {
              const answer = answers[operation.operationName ?? ''];
              observer.next({
                data: (answer?.(operation.variables) ?? null) as Record<string, unknown> | null,
              });
              observer.complete();
            }),
        ),
      }),
    [answers],
  );
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            // A signed-in page prints through the signed-in layout's PrintProvider (its CV batch menu).
            element: signedOut ? (
              <PublicLayout />
            ) : (
              <PrintProvider>
                <Outlet />
              </PrintProvider>
            ),
            children: [{ path, Component: page }],
          },
        ],
        { initialEntries: [url] },
      ),
    [page, path, url, signedOut],
  );
  localStorage.setItem('placement.language', language);
  return (
    <I18nextProvider i18n={storyWords.i18n}>
      <ApolloProvider client={client}>
        <PreferencesProvider key={language} words={storyWords}>
          <Themed router={router} />
        </PreferencesProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
}
