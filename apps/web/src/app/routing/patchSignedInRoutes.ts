import type { PatchRoutesOnNavigationFunction } from 'react-router';

/** The id of /app's route, whose children are the signed-in pages. */
export const SIGNED_IN_ROUTE_ID = 'app';

let patched: Promise<void> | undefined;

/**
 * The router's patchRoutesOnNavigation: the first navigation into /app adds the signed-in pages (their own
 * chunk) under /app's route before the router matches it; every other navigation goes on at once. A chunk that
 * fails to load is tried again by the next navigation, and the route's error shows meanwhile.
 */
export const patchSignedInRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!/^\/app(\/|$)/.test(path)) return;
  patched ??= import('./signedInRoutes').then(
    ({ signedInRoutes }) => patch(SIGNED_IN_ROUTE_ID, signedInRoutes),
    (error: unknown) => {
      patched = undefined;
      throw error;
    },
  );
  await patched;
};
