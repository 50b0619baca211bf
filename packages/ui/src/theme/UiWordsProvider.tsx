import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import './fonts';
import { GlobalStyle } from './GlobalStyle';
import { makeTheme, type ThemeOptions } from './makeTheme';
import type { UiText } from '../i18n/uiText';
import type { UiWords } from '../i18n/uiWords';
import { TextContext, ValidationTextContext } from './uiWordsContext';

export interface UiWordsProviderProps extends ThemeOptions {
  children: ReactNode;
  /** The components' words in the theme's language (the caller loads them: see UiProvider for all built in). */
  words: UiWords;
  /** Overrides single words, e.g. with the web app's i18next catalogue. */
  text?: Partial<UiText>;
}

// Sets theme, language and direction for everything inside. Components use CSS logical properties
// (margin-inline-start, inset-inline-end), so `dir` alone mirrors the layout.
export function UiWordsProvider({ children, words, text, ...options }: UiWordsProviderProps) {
  const theme = useMemo(
    () => makeTheme(options),
    [options.mode, options.language, options.direction, options.variant], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const componentText = useMemo(() => ({ ...words.text, ...text }), [words.text, text]);
  return (
    <ThemeProvider theme={theme}>
      <TextContext.Provider value={componentText}>
        <ValidationTextContext.Provider value={words.validation}>
          <GlobalStyle />
          <div dir={theme.direction} lang={theme.language} style={{ minHeight: '100%' }}>
            {children}
          </div>
        </ValidationTextContext.Provider>
      </TextContext.Provider>
    </ThemeProvider>
  );
}
