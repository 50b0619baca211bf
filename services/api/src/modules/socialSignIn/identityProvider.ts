import type { ApiEnvironment } from '../../environment';

/** An OpenID Connect provider whose ID tokens sign a user in (spec 01 §2: identity sign-in on /login, /register). */
export interface IdentityProvider {
  /** The OAuth client id: the audience every accepted ID token names. */
  clientId: string;
  /** The `iss` values an ID token may carry (Google writes both forms). */
  issuers: string[];
  /** The provider's published signing keys (a JSON Web Key Set). */
  jwksUrl: string;
  /** Where the browser goes to sign in; it comes back with the ID token in the address's fragment. */
  authorizationUrl: string;
}

export const GOOGLE = {
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
} as const;

/**
 * Google sign-in when GOOGLE_CLIENT_ID is set, else none (the buttons are absent). The issuer, key set and
 * sign-in page default to Google's; setting them points the same flow at another OpenID Connect provider
 * (a company's own, or a test's loopback one).
 */
export function googleProvider(environment: ApiEnvironment): IdentityProvider | undefined {
  if (!environment.GOOGLE_CLIENT_ID) return undefined;
  return {
    clientId: environment.GOOGLE_CLIENT_ID,
    issuers: environment.GOOGLE_ISSUER ? [environment.GOOGLE_ISSUER] : [...GOOGLE.issuers],
    jwksUrl: environment.GOOGLE_JWKS_URL ?? GOOGLE.jwksUrl,
    authorizationUrl: environment.GOOGLE_AUTHORIZATION_URL ?? GOOGLE.authorizationUrl,
  };
}
