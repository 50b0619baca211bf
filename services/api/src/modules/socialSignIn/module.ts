import { isLockedOut } from '@placement/domain';
import type { IResolvers } from 'mercurius';
import type { ApiContext } from '../../context';
import { ApiError, badInput } from '../../errors';
import type { ApiModule } from '../ApiModule';
import { signedIn, startOwnAgency } from '../users/resolvers';
import { verifyIdToken } from './verifyIdToken';

const schema = /* GraphQL */ `
  "An identity provider the sign-in pages offer (only those configured on this server)."
  type SignInProvider {
    "google"
    name: String!
    clientId: String!
    "Where the browser goes to sign in; it comes back to /login or /register with the ID token."
    authorizationUrl: String!
  }

  "Sent from /register: an unknown e-mail then starts its own agency instead of being refused."
  input ProviderRegistration {
    companyName: String
  }

  extend type Query {
    signInProviders: [SignInProvider!]!
  }

  extend type Mutation {
    "idToken: the provider's ID token; nonce: the one this browser sent with the sign-in it started."
    googleLogin(idToken: String!, nonce: String, register: ProviderRegistration): AuthUser!
    facebookLogin(userID: String!, accessToken: String!): AuthUser!
  }
`;

export const socialSignInMessages = {
  google: 'Google sign-in is not configured on this server',
  facebook: 'Facebook sign-in is not configured on this server',
  noAccount:
    'No account uses this e-mail address: ask your agency administrator to add you, or register your agency',
  disabled: 'Your account is disabled: you are not authorized to sign in',
} as const;

const COMPANY_NAME_MAX = 120;

/**
 * A verified identity signs in the user with that e-mail. From /login an unknown e-mail is refused (an account
 * is made by an agency's administrator or by registering); from /register it starts its own agency as
 * signUpUser does, its e-mail already verified by the provider, no password (forgot-password sets one).
 */
async function signInWithIdentity(
  ctx: ApiContext,
  identity: { email: string; name: string },
  register: { companyName?: string | null } | null | undefined,
) {
  const { rows } = await ctx.db.query<{ id: string; status: string }>(
    'SELECT id, status FROM users WHERE email = $1',
    [identity.email],
  );
  const user = rows[0];
  if (user) {
    if (isLockedOut(user.status)) throw new ApiError(socialSignInMessages.disabled, 'UNAUTHENTICATED');
    // The provider has verified the address: no need for our own link any more.
    await ctx.db.query(
      'UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()) WHERE id = $1',
      [user.id],
    );
    return signedIn(ctx, user.id);
  }
  if (!register) throw new ApiError(socialSignInMessages.noAccount, 'NO_ACCOUNT');
  await ctx.config.rateLimits.hit('registrationsPerClient', ctx.request.ip);
  const companyName = register.companyName?.trim() || identity.name;
  if (companyName.length > COMPANY_NAME_MAX) {
    throw badInput('companyName', `The company name can have at most ${COMPANY_NAME_MAX} characters`);
  }
  const userId = await startOwnAgency(ctx, {
    name: identity.name,
    companyName,
    email: identity.email,
    passwordHash: null,
    emailVerified: true,
  });
  return signedIn(ctx, userId);
}

const resolvers: IResolvers = {
  Query: {
    signInProviders: (_root, _args, ctx) => {
      const google = ctx.config.oauth.google;
      return google
        ? [{ name: 'google', clientId: google.clientId, authorizationUrl: google.authorizationUrl }]
        : [];
    },
  },
  Mutation: {
    googleLogin: async (
      _root,
      args: { idToken: string; nonce?: string | null; register?: { companyName?: string | null } | null },
      ctx,
    ) => {
      const provider = ctx.config.oauth.google;
      if (!provider)
        throw new ApiError(socialSignInMessages.google, 'NOT_CONFIGURED', { provider: 'google' });
      // A refused token counts as a failed sign-in from this address, as a wrong password does.
      const tried = await ctx.config.rateLimits.take('signInFailuresPerClient', ctx.request.ip);
      const identity = await verifyIdToken(provider, args.idToken, args.nonce);
      await tried.giveBack();
      return signInWithIdentity(ctx, identity, args.register);
    },
    // A Facebook access token is not a signed ID token: it is checked only by asking Facebook's Graph API with
    // an app secret. That is not built, so the call answers "not configured" rather than trust the token.
    facebookLogin: () => {
      throw new ApiError(socialSignInMessages.facebook, 'NOT_CONFIGURED', { provider: 'facebook' });
    },
  },
};

export const socialSignInModule: ApiModule = {
  name: 'socialSignIn',
  schema,
  resolvers,
  permissions: {
    signInProviders: { public: true },
    googleLogin: { public: true },
    facebookLogin: { public: true },
  },
};
