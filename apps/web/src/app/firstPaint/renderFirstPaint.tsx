import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { themeVariantFor, ToastProvider, UiProvider } from '@placement/ui';
import { guardRoute, type Lang } from '@placement/domain';
import { EMPLOYEES } from '../../features/employees/api/EMPLOYEES';
import { FIRST_PAGE } from '../../features/employees/api/firstPage';
import { FIRST_PAGE_EARLY } from '../../features/employees/api/FIRST_PAGE_EARLY';
import { ComsPage } from '../../features/employees/routes/ComsPage';
import { EmployeesPage } from '../../features/employees/routes/EmployeesPage';
import type { EarlyRequest } from '../apollo/earlyRequests';
import type { ResultOf } from '../graphql/graphql';
import { CURRENT_USER } from '../auth/CURRENT_USER';
import { CURRENT_USER_EARLY } from '../auth/CURRENT_USER_EARLY';
import { session } from '../auth/session';
import { createI18n } from '../i18n/createI18n';
import { Words } from '../i18n/words';
import { PreferencesProvider } from '../preferences/PreferencesProvider';
import type { RouteHandle } from '../routing/RouteHandle';
import { SignedInLayout } from '../shell/SignedInLayout';
import type { FirstPaintView } from './firstPaintView';

/**
 * The pages drawn on the server: each one's route module, its handle (the title, as in routing/routes) and the
 * queries it is drawn from (the head start's, the same texts).
 */
const PAGES = {
  '/app/employees': {
    Page: EmployeesPage,
    handle: { title: 'pages.employees' } satisfies RouteHandle,
    requests: [CURRENT_USER_EARLY, FIRST_PAGE_EARLY],
  },
  '/app/coms': {
    Page: ComsPage,
    handle: { title: 'pages.coms' } satisfies RouteHandle,
    requests: [CURRENT_USER_EARLY, FIRST_PAGE_EARLY],
  },
} as const;
type FirstPaintPath = keyof typeof PAGES;

const isFirstPaintPath = (path: string): path is FirstPaintPath => Object.hasOwn(PAGES, path);

/** The queries a page is drawn from, or null for a page never drawn on the server. */
export function firstPaintRequests(path: string): EarlyRequest[] | null {
  return isFirstPaintPath(path) ? [...PAGES[path].requests] : null;
}

// Each language's whole catalogue, loaded once: a render only reads it (its language is never changed here).
const catalogues = new Map<Lang, Promise<Words>>();
function wordsIn(language: Lang): Promise<Words> {
  let words = catalogues.get(language);
  if (!words) {
    const loading = new Words(createI18n(language));
    words = loading.use('all').then(() => loading);
    catalogues.set(language, words);
  }
  return words;
}

/** A query's answer as the API gave it to the server, for the same request the head start would send. */
export interface FirstPaintAnswer {
  request: EarlyRequest;
  answer: { data?: unknown; errors?: unknown };
}

/**
 * The first screen of a signed-in list, drawn on the server from the answers the API gave to the page's first
 * queries, by the app's own components (the shell, the list, the table): markup and its styles, shown by the
 * browser before any of the app's code has run. Null when it cannot be drawn (a page not drawn here, a refused
 * or failed query): the page then opens as it always did.
 */
export async function renderFirstPaint(
  path: string,
  token: string,
  view: FirstPaintView,
  answers: FirstPaintAnswer[],
): Promise<{ html: string; css: string } | null> {
  if (!isFirstPaintPath(path)) return null;
  const [me, firstPage] = answers.map((item) => item.answer);
  if (!me?.data || me.errors || !firstPage?.data || firstPage.errors) return null;
  // The API's own answers to these very queries (the same texts, with Apollo's __typename fields).
  const meData = me.data as ResultOf<typeof CURRENT_USER>;
  const firstPageData = firstPage.data as ResultOf<typeof EMPLOYEES>;
  const user = meData.me;
  if (!user || !guardRoute(user, path).allowed) return null;

  const words = await wordsIn(view.language as Lang);
  // A cache for one render, read once: without the result caching a browser's cache keeps for re-renders.
  const client = new ApolloClient({
    cache: new InMemoryCache({ resultCaching: false }),
    link: ApolloLink.empty(),
    ssrMode: true,
  });
  client.writeQuery({ query: CURRENT_USER, data: meData });
  client.writeQuery({ query: EMPLOYEES, variables: FIRST_PAGE, data: firstPageData });
  const { Page } = PAGES[path];
  const handler = createStaticHandler([
    {
      path: '/app',
      element: <SignedInLayout user={user} />,
      children: [{ path: path.slice('/app/'.length), handle: PAGES[path].handle, element: <Page /> }],
    },
  ]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const sheet = new ServerStyleSheet();
  // The session's token for this one synchronous render: the list asks `useCurrentUser`, which reads it.
  const restore = session.serverRender(token);
  try {
    const html = renderToString(
      sheet.collectStyles(
        <I18nextProvider i18n={words.i18n}>
          <PreferencesProvider words={words} initial={{ language: view.language as Lang, mode: view.mode }}>
            <UiProvider
              language={view.language as Lang}
              mode={view.mode}
              variant={themeVariantFor(user.company)}
            >
              <ToastProvider>
                <ApolloProvider client={client}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </ApolloProvider>
              </ToastProvider>
            </UiProvider>
          </PreferencesProvider>
        </I18nextProvider>,
      ),
    );
    // The rules alone: the page's own <style> element holds them (services/api web/firstPaint), apart from
    // styled-components' elements, so the app neither adopts nor keeps them once it has drawn its own.
    const css = sheet
      .getStyleElement()
      .map(
        (element) =>
          (element.props as { dangerouslySetInnerHTML?: { __html: string } }).dangerouslySetInnerHTML
            ?.__html ?? '',
      )
      .join('');
    return { html, css };
  } finally {
    restore();
    sheet.seal();
  }
}
