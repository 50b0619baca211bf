import { session } from '../auth/session';
import { createApolloClient } from './createApolloClient';

// The signed-in pages' one client. It lives in a lazy module, so Apollo Client (with rxjs and graphql) loads
// with the first page that needs it and never with the signed-out pages, which send their forms with fetch.
// ApolloBoundary gives it to the pages; the route loaders (routing/routes) start a page's first queries with
// it while the page's code is still loading.
export const apolloClient = createApolloClient({
  token: session.token,
  onNotAuthorized: () => session.end(),
});

// Whoever signs in next must not see the last user's answers, however the session ended (sign-out, or a
// request the API refused as not signed in).
session.subscribe(() => {
  if (!session.token()) void apolloClient.clearStore();
});
