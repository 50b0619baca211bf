import type { IResolvers } from 'mercurius';
import { ApiError } from '../../errors';
import type { ApiModule } from '../ApiModule';

const schema = /* GraphQL */ `
  extend type Mutation {
    googleLogin(idToken: String!): AuthUser!
    facebookLogin(userID: String!, accessToken: String!): AuthUser!
  }
`;

export const socialSignInMessages = {
  google: 'Google sign-in is not configured on this server',
  facebook: 'Facebook sign-in is not configured on this server',
  unavailable:
    'Social sign-in needs the provider to be reached over the internet, which this server does not do',
} as const;

// Checking a Google ID token or a Facebook access token needs the provider's keys or API over the internet.
// The embedded server never fetches anything at run time, so an unconfigured provider says so clearly, and a
// configured one is refused with its own message rather than trusting an unverified token.
const refuse = (configured: boolean, provider: 'google' | 'facebook') =>
  new ApiError(
    configured ? socialSignInMessages.unavailable : socialSignInMessages[provider],
    'NOT_CONFIGURED',
    { provider },
  );

const resolvers: IResolvers = {
  Mutation: {
    googleLogin: (_root, _args, ctx) => {
      throw refuse(Boolean(ctx.config.oauth.googleClientId), 'google');
    },
    facebookLogin: (_root, _args, ctx) => {
      throw refuse(Boolean(ctx.config.oauth.facebookAppId), 'facebook');
    },
  },
};

export const socialSignInModule: ApiModule = {
  name: 'socialSignIn',
  schema,
  resolvers,
  permissions: { googleLogin: { public: true }, facebookLogin: { public: true } },
};
