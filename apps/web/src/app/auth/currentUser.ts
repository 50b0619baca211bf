import { useQuery } from '@apollo/client/react';
import { graphql, type ResultOf } from '../graphql/graphql';
import { useSessionToken } from './session';

export const CURRENT_USER = graphql(`
  query CurrentUser {
    me {
      _id
      name
      email
      avatar
      userType
      clientType
      status
      company {
        _id
        displayName
        type
        depositAmount
        licence
      }
      roles {
        _id
        displayName
      }
    }
  }
`);

export type CurrentUser = ResultOf<typeof CURRENT_USER>['me'];

/** The signed-in user (null when signed out), from the API so roles and company are always the server's. */
export function useCurrentUser(): { user: CurrentUser | null; loading: boolean } {
  const token = useSessionToken();
  const { data, loading } = useQuery(CURRENT_USER, { skip: !token, fetchPolicy: 'cache-first' });
  if (!token) return { user: null, loading: false };
  return { user: data?.me ?? null, loading: loading && !data };
}
