import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { i18n } from 'i18next';
import type { Lang } from '@placement/domain';
import { directionOf, type Mode } from '@placement/ui';
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
// follow Arabic's right-to-left too, not only the app's root element.
export function PreferencesProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  const [language, setLanguageState] = useState<Lang>(() => storedPreferences.language());
  const [mode, setModeState] = useState<Mode>(() => storedPreferences.mode());

  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
    void i18n.changeLanguage(language);
  }, [i18n, language]);

  useLayoutEffect(() => {
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const setLanguage = useCallback((next: Lang) => {
    storedPreferences.saveLanguage(next);
    setLanguageState(next);
  }, []);
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
