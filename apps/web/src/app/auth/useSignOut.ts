import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../graphql/graphql';
import { session } from './session';

const LOG_OUT = graphql(`
  mutation LogOut {
    logout {
      message
    }
  }
`);

/** Ends the session on the server (best effort), forgets the token and every cached answer, goes to /login. */
export function useSignOut(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await client.mutate({ mutation: LOG_OUT }).catch(() => undefined);
    session.end();
    await client.clearStore();
    await navigate('/login', { replace: true });
  }, [client, navigate]);
}
