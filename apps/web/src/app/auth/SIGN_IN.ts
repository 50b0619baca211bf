import { graphql } from '../graphql/graphql';

export const SIGN_IN = graphql(`
  mutation SignIn($input: AuthCaptchaInput!) {
    authUserCaptcha(input: $input) {
      _id
      token
    }
  }
`);
