import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { print } from '@apollo/client/utilities';
import { catchError, finalize, from } from 'rxjs';
import { claimEarlyAnswer } from './earlyRequests';
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
  // A page's first query may already have been sent while the app's code loaded (earlyRequests): its answer is
  // used once, as if it had come through the HttpLink; if that request failed, Apollo Client asks again.
  const earlyAnswer = new ApolloLink((operation, forward) => {
    const answer = claimEarlyAnswer(
      {
        operationName: operation.operationName ?? '',
        query: print(operation.query),
        variables: operation.variables,
      },
      token(),
    );
    if (!answer) return forward(operation);
    return from(answer as Promise<ApolloLink.Result>).pipe(catchError(() => forward(operation)));
  });
  return new ApolloClient({
    link: ApolloLink.from([
      pending,
      signOutWhenRefused,
      earlyAnswer,
      auth,
      new HttpLink({ uri: '/graphql' }),
    ]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
