import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { finalize } from 'rxjs';
import { pendingRequests } from './pendingRequests';

export interface ApolloOptions {
  /** The current bearer token, read at every request so signing in needs no new client. */
  token: () => string | null;
  /** Called when the API says the caller is not (or no longer) signed in: the app signs out. */
  onNotAuthorized: () => void;
}

/** One client for the app: same-origin /graphql, bearer token, pending-request count, sign-out on UNAUTHENTICATED. */
export function createApolloClient({ token, onNotAuthorized }: ApolloOptions): ApolloClient {
  const auth = new SetContextLink((prevContext) => {
    const bearer = token();
    return bearer
      ? { headers: { ...prevContext.headers, authorization: `Bearer ${bearer}` } }
      : { headers: prevContext.headers };
  });
  const pending = new ApolloLink((operation, forward) => {
    pendingRequests.start();
    return forward(operation).pipe(finalize(() => pendingRequests.finish()));
  });
  const signOutWhenRefused = new ErrorLink(({ error }) => {
    if (
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED')
    ) {
      onNotAuthorized();
    }
  });
  return new ApolloClient({
    link: ApolloLink.from([pending, signOutWhenRefused, auth, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
