import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ToastProvider, UiWordsProvider, type FieldMessageText } from '@placement/ui';
import type { Words } from './i18n/words';
import { PreferencesProvider, usePreferences } from './preferences/PreferencesProvider';
import { useThemeVariant } from './preferences/themeVariant';

type Router = ReturnType<typeof createBrowserRouter>;

// Theme and language follow the preferences; the sudan2 look follows the signed-in user's company.
// A language is chosen once its words are loaded (PreferencesProvider), the components' words among them. The
// validation messages come with the form rules or the signed-in words; a field or toast with a message before
// them asks for them, and shows it once they are in. If they cannot be fetched (the connection dropped), a
// message shows in the rules' own English words rather than not at all.
const asItCame: FieldMessageText = (message) => message;

function Themed({ router, words }: { router: Router; words: Words }) {
  const { language, mode } = usePreferences();
  const variant = useThemeVariant();
  useSyncExternalStore(words.subscribe, words.version);
  const [unavailable, setUnavailable] = useState(false);
  const text = words.fieldMessages(language) ?? (unavailable ? asItCame : undefined);
  const load = useCallback(() => void words.use('fieldMessages').catch(() => setUnavailable(true)), [words]);
  const fieldMessages = useMemo(() => ({ text, load }), [text, load]);
  return (
    <UiWordsProvider
      language={language}
      mode={mode}
      variant={variant}
      words={words.componentWords(language)}
      fieldMessages={fieldMessages}
    >
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </UiWordsProvider>
  );
}

/**
 * The whole app: i18next (its words loaded for the stored language before the first render), preferences,
 * theme, toasts and the router. Apollo Client comes with the signed-in routes (apollo/ApolloLayout).
 */
export function App({ words, router }: { words: Words; router: Router }) {
  return (
    <I18nextProvider i18n={words.i18n}>
      <PreferencesProvider words={words}>
        <Themed router={router} words={words} />
      </PreferencesProvider>
    </I18nextProvider>
  );
}
