import { graphql } from '../../../app/graphql/graphql';

// Identity sign-in (spec 01 §2, googleLogin of §7) with the provider's ID token: a signed-out call, sent without
// Apollo Client as the sign-in form's is. (Which providers there are: components/ProviderSignIn.)

export const GOOGLE_LOGIN = graphql(`
  mutation GoogleLogin($idToken: String!, $nonce: String, $register: ProviderRegistration) {
    googleLogin(idToken: $idToken, nonce: $nonce, register: $register) {
      _id
      token
    }
  }
`);
