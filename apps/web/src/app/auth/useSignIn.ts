import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../graphql/graphql';
import { session } from './session';

const SIGN_IN = graphql(`
  mutation SignIn($input: AuthCaptchaInput!) {
    authUserCaptcha(input: $input) {
      _id
      token
    }
  }
`);

/**
 * Signs in with e-mail, password and a solved captcha; the API's error message is thrown as is. Who the user
 * is (roles, company) is then read once through `me`, the same query a reload makes.
 */
export function useSignIn(): (input: { email: string; password: string; captcha: string }) => Promise<void> {
  const client = useApolloClient();
  return useCallback(
    async (input) => {
      const { data } = await client.mutate({ mutation: SIGN_IN, variables: { input } });
      if (!data) throw new Error('No answer from the server');
      await client.clearStore();
      session.start(data.authUserCaptcha.token);
    },
    [client],
  );
}
