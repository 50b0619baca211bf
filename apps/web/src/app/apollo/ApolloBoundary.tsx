import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { session } from '../auth/session';
import { createApolloClient } from './createApolloClient';

// The signed-in pages' one client. It lives in this lazy module, so Apollo Client (with rxjs and graphql) loads
// with the first page that needs it and never with the signed-out pages, which send their forms with fetch.
const client = createApolloClient({ token: session.token, onNotAuthorized: () => session.end() });

// Whoever signs in next must not see the last user's answers, however the session ended (sign-out, or a
// request the API refused as not signed in).
session.subscribe(() => {
  if (!session.token()) void client.clearStore();
});

/** Gives the pages inside it Apollo Client: every /app page and the shared-CV pages (see routing/routes). */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
