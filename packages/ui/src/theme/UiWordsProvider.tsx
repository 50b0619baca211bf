import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import './fonts';
import { GlobalStyle } from './GlobalStyle';
import { makeTheme, type ThemeOptions } from './makeTheme';
import type { UiText } from '../i18n/uiText';
import { FieldMessagesContext, TextContext, type FieldMessages } from './uiWordsContext';

export interface UiWordsProviderProps extends ThemeOptions {
  children: ReactNode;
  /** The components' words in the theme's language (the caller loads them: see UiProvider for all built in). */
  words: UiText;
  /** How fields and toasts word rules' messages in the theme's language, or how to load that. */
  fieldMessages: FieldMessages;
  /** Overrides single words, e.g. with the web app's i18next catalogue. */
  text?: Partial<UiText>;
}

// Sets theme, language and direction for everything inside. Components use CSS logical properties
// (margin-inline-start, inset-inline-end), so `dir` alone mirrors the layout.
export function UiWordsProvider({ children, words, fieldMessages, text, ...options }: UiWordsProviderProps) {
  const theme = useMemo(
    () => makeTheme(options),
    [options.mode, options.language, options.direction, options.variant], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const componentText = useMemo(() => ({ ...words, ...text }), [words, text]);
  return (
    <ThemeProvider theme={theme}>
      <TextContext.Provider value={componentText}>
        <FieldMessagesContext.Provider value={fieldMessages}>
          <GlobalStyle />
          <div dir={theme.direction} lang={theme.language} style={{ minHeight: '100%' }}>
            {children}
          </div>
        </FieldMessagesContext.Provider>
      </TextContext.Provider>
    </ThemeProvider>
  );
}
