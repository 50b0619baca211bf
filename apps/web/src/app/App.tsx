import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastProvider, UiProvider, themeVariantFor } from '@placement/ui';
import { createApolloClient } from './apollo/createApolloClient';
import { useCurrentUser } from './auth/currentUser';
import { session } from './auth/session';
import { createI18n } from './i18n/createI18n';
import { PreferencesProvider, usePreferences } from './preferences/PreferencesProvider';
import { storedPreferences } from './preferences/storedPreferences';
import { routes } from './routing/routes';

// Theme and language follow the preferences; the sudan2 look follows the signed-in user's company.
function Themed() {
  const { language, mode } = usePreferences();
  const { user } = useCurrentUser();
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <UiProvider language={language} mode={mode} variant={themeVariantFor(user?.company)}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </UiProvider>
  );
}

/** The whole app: Apollo (bearer token), i18next, preferences, theme, toasts and the router. */
export function App() {
  const client = useMemo(
    () => createApolloClient({ token: session.token, onNotAuthorized: () => session.end() }),
    [],
  );
  const i18n = useMemo(() => createI18n(storedPreferences.language()), []);
  return (
    <ApolloProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <PreferencesProvider i18n={i18n}>
          <Themed />
        </PreferencesProvider>
      </I18nextProvider>
    </ApolloProvider>
  );
}
