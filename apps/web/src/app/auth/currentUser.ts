import { useQuery } from '@apollo/client/react';
import { CURRENT_USER, type CurrentUser } from './CURRENT_USER';
import { useSessionToken } from './session';

export type { CurrentUser };

/** The signed-in user (null when signed out), from the API so roles and company are always the server's. */
export function useCurrentUser(): { user: CurrentUser | null; loading: boolean } {
  const token = useSessionToken();
  const { data, loading } = useQuery(CURRENT_USER, { skip: !token, fetchPolicy: 'cache-first' });
  if (!token) return { user: null, loading: false };
  return { user: data?.me ?? null, loading: loading && !data };
}
