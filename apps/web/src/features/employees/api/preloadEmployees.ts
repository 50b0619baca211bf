import { apolloClient } from '../../../app/apollo/apolloClient';
import { session } from '../../../app/auth/session';
import { EMPLOYEES } from './EMPLOYEES';
import { FIRST_PAGE } from './firstPage';

/**
 * The loader of /app/employees and /app/coms: asks for the list's first page while the page's code and the
 * signed-in user are still loading, so the rows are there when the page first renders (the list's open
 * benchmark, README). Always from the network, so coming back to the list shows today's records; the list
 * (EmployeeList) then reads this answer from the cache instead of asking again. Never waits for the answer.
 */
export function preloadEmployees(): null {
  if (!session.token()) return null;
  // The list's own query shows a failure (or the guard sends a signed-out user to /login).
  apolloClient
    .query({ query: EMPLOYEES, variables: FIRST_PAGE, fetchPolicy: 'network-only' })
    .catch(() => undefined);
  return null;
}
