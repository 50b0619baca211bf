import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import './fonts';
import { GlobalStyle } from './GlobalStyle';
import { makeTheme, type ThemeOptions } from './makeTheme';
import { uiText, type UiText } from '../i18n/uiText';

const TextContext = createContext<UiText>(uiText.en);

/** The words components show themselves, in the provider's language. */
export function useUiText(): UiText {
  return useContext(TextContext);
}

export interface UiProviderProps extends ThemeOptions {
  children: ReactNode;
  /** Overrides single words, e.g. with the web app's i18next catalogue. */
  text?: Partial<UiText>;
}

// Sets theme, language and direction for everything inside. Components use CSS logical properties
// (margin-inline-start, inset-inline-end), so `dir` alone mirrors the layout.
export function UiProvider({ children, text, ...options }: UiProviderProps) {
  const theme = useMemo(
    () => makeTheme(options),
    [options.mode, options.language, options.direction, options.variant], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const words = useMemo(() => ({ ...uiText[theme.language], ...text }), [theme.language, text]);
  return (
    <ThemeProvider theme={theme}>
      <TextContext.Provider value={words}>
        <GlobalStyle />
        <div dir={theme.direction} lang={theme.language} style={{ minHeight: '100%' }}>
          {children}
        </div>
      </TextContext.Provider>
    </ThemeProvider>
  );
}
