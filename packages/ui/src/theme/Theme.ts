// The look of one screen: chosen by the user (mode, language) and by the company (variant).
export type Mode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type Language = 'en' | 'ar' | 'am';
// `sudan2` is the company depositAmount marker that selects the orange / red-white-black look (spec 02 §2, §10).
export type CompanyVariant = 'default' | 'sudan2';

export interface Theme {
  mode: Mode;
  direction: Direction;
  language: Language;
  variant: CompanyVariant;
  colors: {
    primary: string;
    onPrimary: string;
    secondary: string;
    onSecondary: string;
    success: string;
    error: string;
    warning: string;
    info: string;
    background: string;
    surface: string;
    text: string;
    textMuted: string;
    border: string;
    focus: string;
    hover: string;
    /** Accent used for active menu items, selected tabs and the stepper (orange in sudan2). */
    accent: string;
    onAccent: string;
    /** Background of the top bar: primary green, or the red/white/black band in sudan2. */
    topBar: string;
    onTopBar: string;
    /** Pagination toolbar background: the surface, or warning orange in sudan2. */
    pagination: string;
    onPagination: string;
    skeleton: string;
  };
  fontFamily: string;
  drawerWidth: number;
  miniDrawerWidth: number;
  topBarHeight: number;
  radius: number;
}
