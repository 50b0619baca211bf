import type { ParseKeys } from 'i18next';

/** What a route tells the shell: the catalogue key of its title (shown in the top bar and the tab). */
export interface RouteHandle {
  title: Extract<ParseKeys, `pages.${string}`>;
}
