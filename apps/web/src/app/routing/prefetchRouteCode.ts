import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from './RouteHandle';
import { SIGNED_IN_ROUTE_ID } from './patchSignedInRoutes';
import { signedInRoutes } from './signedInRoutes';

// The signed-in pages as the router matches them once patched under /app (the guard's own code is loaded by
// then: this runs inside the signed-in layout).
const appRoutes: RouteObject[] = [{ id: SIGNED_IN_ROUTE_ID, path: 'app', children: signedInRoutes }];

const prefetched = new WeakSet<RouteObject>();

/**
 * Loads the code of the page at `href` (each matching route's lazy module and what its loader imports) without
 * running its loaders, so that opening it later waits only for its data. Nothing is asked of the API here: a
 * page's data stays as fresh as the moment it is opened. A chunk that fails to load is left to the navigation,
 * which shows the route's own error.
 */
export function prefetchRouteCode(href: string): void {
  for (const { route } of matchRoutes(appRoutes, href) ?? []) {
    if (prefetched.has(route)) continue;
    prefetched.add(route);
    const loads = [
      typeof route.lazy === 'function' ? route.lazy() : undefined,
      (route.handle as RouteHandle | undefined)?.loaderCode?.(),
    ];
    for (const load of loads) {
      // Forgotten on failure, so a later intent (the connection back) tries again.
      load?.catch(() => prefetched.delete(route));
    }
  }
}

/**
 * prefetchRouteCode at the browser's first idle moment after the page has rendered, so the page's own first
 * paint never waits for it; returns the cancel. Safari has no requestIdleCallback, so a timer stands in there.
 */
export function prefetchRouteCodeWhenIdle(href: string): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => prefetchRouteCode(href), { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => prefetchRouteCode(href), 2000);
  return () => clearTimeout(id);
}
