import { palette } from './palette';
import { fontFamilyFor } from './fontFamilyFor';
import type { CompanyVariant, Direction, Language, Mode, Theme } from './Theme';

export interface ThemeOptions {
  mode?: Mode;
  language?: Language;
  /** Defaults to the language's own direction (Arabic is right-to-left). */
  direction?: Direction;
  variant?: CompanyVariant;
}

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function makeTheme(options: ThemeOptions = {}): Theme {
  const mode = options.mode ?? 'light';
  const language = options.language ?? 'en';
  const direction = options.direction ?? directionOf(language);
  const variant = options.variant ?? 'default';
  const dark = mode === 'dark';
  const sudan2 = variant === 'sudan2';
  // The green stays the brand in dark mode but is lightened so text on the dark surface keeps 4.5:1 contrast.
  const primary = dark ? '#4caf6e' : palette.primary;
  return {
    mode,
    direction,
    language,
    variant,
    colors: {
      primary,
      onPrimary: dark ? '#0b1a10' : palette.white,
      secondary: palette.secondary,
      onSecondary: palette.black,
      success: dark ? '#66bb6a' : palette.success,
      error: dark ? '#ef5350' : palette.error,
      warning: dark ? '#ffa726' : '#b45309',
      info: dark ? '#4fc3f7' : palette.info,
      background: dark ? '#121212' : '#f4f6f5',
      surface: dark ? '#1e1e1e' : palette.white,
      text: dark ? '#f1f1f1' : '#1b1b1b',
      textMuted: dark ? '#b8b8b8' : '#555555',
      border: dark ? '#4a4a4a' : '#c4c9c6',
      focus: sudan2 ? (dark ? '#ffcc80' : '#8a3b00') : dark ? '#9be7b0' : '#004d1c',
      hover: dark ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.06)',
      accent: sudan2 ? palette.secondary : primary,
      onAccent: sudan2 ? palette.black : dark ? '#0b1a10' : palette.white,
      topBar: sudan2
        ? `linear-gradient(90deg, ${palette.sudanRed} 0%, #8c0a22 45%, ${palette.black} 100%)`
        : dark
          ? '#0f3d1f'
          : palette.primary,
      onTopBar: palette.white,
      pagination: sudan2 ? palette.secondary : dark ? '#1e1e1e' : palette.white,
      onPagination: sudan2 ? palette.black : dark ? '#f1f1f1' : '#1b1b1b',
      skeleton: dark ? '#333333' : '#e3e6e4',
    },
    fontFamily: fontFamilyFor(language),
    drawerWidth: 240,
    miniDrawerWidth: 64,
    topBarHeight: 64,
    radius: 6,
  };
}
