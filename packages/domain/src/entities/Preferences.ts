import type { Lang } from '../enums';

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

// Number locales of the two main interface languages (spec 01 §9).
export const NUMBER_LOCALES = ['en-US', 'ar-SA'] as const;
export type NumberLocale = (typeof NUMBER_LOCALES)[number];

// The interface state a browser keeps for its user.
export interface Preferences {
  isDesktop: boolean;
  isDrawerOpen: boolean;
  isMiniMode: boolean;
  isMobileDrawerOpen: boolean;
  pageTitle: string;
  mode: ThemeMode;
  lang: Lang;
  locale: NumberLocale;
  searchText: string;
}
