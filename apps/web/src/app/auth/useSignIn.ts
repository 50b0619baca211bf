import { useCallback } from 'react';
import { session } from './session';

/**
 * Signs in with e-mail, password and a solved captcha; the API's error message is thrown as is. Who the user
 * is (roles, company) is then read once through `me`, the same query a reload makes, by the signed-in pages'
 * Apollo client (whose cache a sign-out empties, ../apollo/apolloClient). The request's code (the operation
 * and the GraphQL printer) loads on submit, not with /login.
 */
export function useSignIn(): (input: { email: string; password: string; captcha: string }) => Promise<void> {
  return useCallback(async (input) => {
    const [{ requestGraphQL }, { SIGN_IN }] = await Promise.all([
      import('../graphql/requestGraphQL'),
      import('./SIGN_IN'),
    ]);
    const data = await requestGraphQL(SIGN_IN, { input });
    session.start(data.authUserCaptcha.token);
  }, []);
}
