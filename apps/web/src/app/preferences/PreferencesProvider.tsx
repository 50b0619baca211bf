import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Lang } from '@placement/domain';
import { directionOf, type Mode } from '@placement/ui';
import type { Words } from '../i18n/words';
import { storedPreferences } from './storedPreferences';

export interface Preferences {
  language: Lang;
  mode: Mode;
  setLanguage: (language: Lang) => void;
  setMode: (mode: Mode) => void;
}

const PreferencesContext = createContext<Preferences | null>(null);

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences needs a <PreferencesProvider> around the component');
  return preferences;
}

// The document itself carries lang and dir, so the browser, screen readers and the page's own scroll bars
// follow Arabic's right-to-left too, not only the app's root element. A language is shown once its words are
// loaded (`words` holds the instance the stored language was loaded into before the first render).
export function PreferencesProvider({
  words,
  initial,
  children,
}: {
  words: Words;
  /** On the server (firstPaint/renderFirstPaint), which has no stored preferences: the browser's, as it sent them. */
  initial?: { language: Lang; mode: Mode };
  children: ReactNode;
}) {
  const [language, setLanguageState] = useState<Lang>(
    () => initial?.language ?? storedPreferences.language(),
  );
  const [mode, setModeState] = useState<Mode>(() => initial?.mode ?? storedPreferences.mode());
  const latestChoice = useRef(language);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
    void words.i18n.changeLanguage(language);
  }, [words, language]);

  useLayoutEffect(() => {
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const setLanguage = useCallback(
    (next: Lang) => {
      storedPreferences.saveLanguage(next);
      latestChoice.current = next;
      // Two quick clicks: the last choice wins, whichever language's words arrive first.
      void words.load(next).then(() => {
        if (latestChoice.current === next) setLanguageState(next);
      });
    },
    [words],
  );
  const setMode = useCallback((next: Mode) => {
    storedPreferences.saveMode(next);
    setModeState(next);
  }, []);

  const value = useMemo(
    () => ({ language, mode, setLanguage, setMode }),
    [language, mode, setLanguage, setMode],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}
