import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export interface ProviderIdentity {
  email: string;
  name: string;
  emailVerified?: boolean;
}

export interface SignOptions {
  /** 'stranger': a key the published set does not hold, under the published key id. */
  key?: 'published' | 'stranger';
  kid?: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for a token already expired. */
  expiresIn?: number;
}

/**
 * An OpenID Connect provider on a loopback port, for tests only: it publishes a key set it generated itself,
 * signs ID tokens with it, and has a sign-in page that sends the browser back to the redirect address with an
 * ID token in the fragment (the implicit `id_token` flow Google's sign-in page also answers).
 */
export interface LoopbackIdentityProvider {
  clientId: string;
  issuer: string;
  jwksUrl: string;
  authorizationUrl: string;
  /** Key-set fetches so far. */
  keySetFetches(): number;
  /** Who the sign-in page signs in next. */
  signInAs(identity: ProviderIdentity): void;
  sign(claims: JWTPayload & { email?: string }, options?: SignOptions): Promise<string>;
  /** An ID token for this identity, as the sign-in page makes it. */
  idToken(identity: ProviderIdentity, nonce?: string, options?: SignOptions): Promise<string>;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export async function startLoopbackIdentityProvider(
  clientId = 'placement-test-client.apps.example',
): Promise<LoopbackIdentityProvider> {
  const published = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  let fetches = 0;
  let identity: ProviderIdentity = { email: 'nobody@example.com', name: 'Nobody' };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/jwks') {
      fetches += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (url.pathname === '/authorize') {
      const params = url.searchParams;
      const problem =
        params.get('client_id') !== clientId
          ? 'unknown client'
          : params.get('response_type') !== 'id_token'
            ? 'unsupported response type'
            : !params.get('redirect_uri') || !params.get('nonce') || !params.get('state')
              ? 'missing redirect_uri, nonce or state'
              : null;
      response.writeHead(problem ? 400 : 200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        problem
          ? `<!doctype html><title>Error</title><p>${problem}</p>`
          : `<!doctype html><html lang="en"><title>Loopback provider</title><main><h1>Choose an account</h1>` +
              `<a href="/approve?${escapeHtml(params.toString())}">Continue as ${escapeHtml(identity.email)}</a></main></html>`,
      );
      return;
    }
    if (url.pathname === '/approve') {
      const params = url.searchParams;
      void provider.idToken(identity, params.get('nonce') ?? undefined).then((token) => {
        const back = new URL(params.get('redirect_uri')!);
        back.hash = new URLSearchParams({ id_token: token, state: params.get('state')! }).toString();
        response.writeHead(302, { location: back.toString() });
        response.end();
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = async (claims: JWTPayload, options: SignOptions = {}) => {
    const key: CryptoKey = options.key === 'stranger' ? stranger.privateKey : published.privateKey;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'key-1', typ: 'JWT' })
      .setIssuer(options.issuer ?? origin)
      .setAudience(options.audience ?? clientId)
      .setIssuedAt(now - 10)
      .setExpirationTime(now + (options.expiresIn ?? 3600))
      .sign(key);
  };

  const provider: LoopbackIdentityProvider = {
    clientId,
    issuer: origin,
    jwksUrl: `${origin}/jwks`,
    authorizationUrl: `${origin}/authorize`,
    keySetFetches: () => fetches,
    signInAs: (next) => (identity = next),
    sign,
    idToken: (who, nonce, options) =>
      sign(
        {
          sub: `sub-${who.email}`,
          email: who.email,
          email_verified: who.emailVerified ?? true,
          name: who.name,
          ...(nonce ? { nonce } : {}),
        },
        options,
      ),
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
  return provider;
}
