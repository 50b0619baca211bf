import { session } from '../auth/session';
import { firstPaintCookies } from '../firstPaint/firstPaintCookies';
import { createApolloClient } from './createApolloClient';

// The signed-in pages' one client. It lives in a lazy module, so Apollo Client (with rxjs and graphql) loads
// with the first page that needs it and never with the signed-out pages, which send their forms with fetch.
// ApolloBoundary gives it to the pages; the route loaders (routing/routes) start a page's first queries with
// it while the page's code is still loading.
export const apolloClient = createApolloClient({
  token: session.token,
  onNotAuthorized: () => session.end(),
});

// The server's first paint knows the session by a cookie (firstPaint/firstPaintCookies), kept equal to the token
// by the signed-in pages' code (never in /login's budget): written as they load, so a sign-in from before the
// cookie existed, or one it outlived, has it again, and changed with the session.
firstPaintCookies.session(session.token());

// Whoever signs in next must not see the last user's answers, however the session ended (sign-out, or a
// request the API refused as not signed in).
session.subscribe(() => {
  firstPaintCookies.session(session.token());
  if (!session.token()) void apolloClient.clearStore();
});
