import { session } from './session';

/**
 * The /app route's loader: asks for the signed-in user (`me`) as soon as Apollo Client has loaded, beside the
 * page's own code and its first query, instead of after the guard's first render. It only warms the cache the
 * guard (RequireSignIn) reads: the guard still decides, and the API still refuses whatever the user may not do.
 * Never waits for the answer, so the router does not hold the page for it.
 */
export async function preloadCurrentUser(): Promise<null> {
  if (!session.token()) return null;
  const [{ apolloClient }, { CURRENT_USER }] = await Promise.all([
    import('../apollo/apolloClient'),
    import('./CURRENT_USER'),
  ]);
  // The guard's own query shows a failure; a second report here would only repeat it.
  apolloClient.query({ query: CURRENT_USER, fetchPolicy: 'cache-first' }).catch(() => undefined);
  return null;
}
