import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { ApiError } from '../../errors';
import type { IdentityProvider } from './identityProvider';

export const ID_TOKEN_REFUSED = 'The sign-in could not be verified: sign in with the provider again';
export const PROVIDER_UNREACHABLE = 'The sign-in provider could not be reached: try again in a minute';
export const EMAIL_NOT_VERIFIED = 'The provider has not verified this e-mail address: verify it there first';

// One key set per address for the process: jose keeps the fetched keys, fetches again for an unknown key id
// (a provider rotating its keys) at most every 30 s, and refreshes them every 10 minutes.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), {
      timeoutDuration: 5_000,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
    keySets.set(url, keys);
  }
  return keys;
}

export interface VerifiedIdentity {
  email: string;
  name: string;
}

// Failures the provider's side causes (its key set did not come, or was not a key set), not the token's.
const providerFailure = (error: unknown) =>
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  !(error instanceof errors.JOSEError);

/**
 * The signed-in identity an ID token proves: signed by one of the provider's published keys, issued by it, for
 * this server's client id, not expired, for the nonce this browser chose, with an e-mail the provider verified.
 * Anything else is refused with one message (the reason in `extensions.reason`); the token itself is never put
 * in an error or a log line.
 */
export async function verifyIdToken(
  provider: IdentityProvider,
  idToken: string,
  nonce: string | null | undefined,
): Promise<VerifiedIdentity> {
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(idToken, keySet(provider.jwksUrl), {
      issuer: provider.issuers,
      audience: provider.clientId,
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: 30,
    }));
  } catch (error) {
    if (providerFailure(error)) throw new ApiError(PROVIDER_UNREACHABLE, 'PROVIDER_UNAVAILABLE');
    throw new ApiError(ID_TOKEN_REFUSED, 'BAD_CREDENTIALS', { reason: (error as errors.JOSEError).code });
  }
  // The nonce ties the token to the sign-in this browser started: a token caught on its way is useless elsewhere.
  if ((nonce ?? undefined) !== (typeof claims.nonce === 'string' ? claims.nonce : undefined)) {
    throw new ApiError(ID_TOKEN_REFUSED, 'BAD_CREDENTIALS', { reason: 'NONCE_MISMATCH' });
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email) throw new ApiError(ID_TOKEN_REFUSED, 'BAD_CREDENTIALS', { reason: 'NO_EMAIL' });
  // Google writes a boolean; some providers write the string.
  if (claims.email_verified !== true && claims.email_verified !== 'true') {
    throw new ApiError(EMAIL_NOT_VERIFIED, 'EMAIL_NOT_VERIFIED');
  }
  const name =
    typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email.split('@')[0]!;
  return { email, name };
}
