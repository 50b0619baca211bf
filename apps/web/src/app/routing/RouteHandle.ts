import type { ParseKeys } from 'i18next';

/** What a route tells the shell: the catalogue key of its title (shown in the top bar and the tab). */
export interface RouteHandle {
  title: Extract<ParseKeys, `pages.${string}`>;
  /**
   * The code the route's loader imports before it can ask for anything, for prefetchRouteCode: loading it must
   * not ask the API (the loader itself does that when the page opens).
   */
  loaderCode?: () => Promise<unknown>;
}

/** A route's handle that gives only its title. */
export const titled = (title: RouteHandle['title']): RouteHandle => ({ title });
