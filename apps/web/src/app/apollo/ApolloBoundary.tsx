import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from './apolloClient';

/** Gives the pages inside it Apollo Client: every /app page and the shared-CV pages (see routing/routes). */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
