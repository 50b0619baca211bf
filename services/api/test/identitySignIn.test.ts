import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLoopbackIdentityProvider,
  type LoopbackIdentityProvider,
} from './support/loopbackIdentityProvider';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

// Sign-in with an identity provider (spec 01 §2, googleLogin of §7): the API checks the provider's ID token
// against the key set the provider publishes. Here the provider is a loopback server with a key set this test
// generated, so every check (key, issuer, audience, expiry, nonce, verified e-mail) is made for real.
describe.each(ENGINES)('identity sign-in against a loopback provider on %s', (engine) => {
  let provider: LoopbackIdentityProvider;
  let api: TestApi;
  const logLines: string[] = [];
  const tokensSent: string[] = [];

  beforeAll(async () => {
    provider = await startLoopbackIdentityProvider();
    api = await startTestApi(engine, {
      logLines,
      config: {
        oauth: {
          google: {
            clientId: provider.clientId,
            issuers: [provider.issuer],
            jwksUrl: provider.jwksUrl,
            authorizationUrl: provider.authorizationUrl,
          },
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });

  const googleLogin = (idToken: string, nonce?: string, register?: { companyName?: string }) => {
    tokensSent.push(idToken);
    return api.gql(
      `mutation ($idToken: String!, $nonce: String, $register: ProviderRegistration) {
        googleLogin(idToken: $idToken, nonce: $nonce, register: $register) { _id email token userType company { displayName } roles { displayName } }
      }`,
      { idToken, nonce, register },
    );
  };
  const refusal = async (idToken: string, nonce?: string) => {
    const result = await googleLogin(idToken, nonce);
    expect(result.data).toBeNull();
    return result.errors?.[0];
  };
  const usersWithEmail = async (email: string) =>
    (
      await api.db.query<{ id: string; email_verified_at: Date | null }>(
        'SELECT id, email_verified_at FROM users WHERE email = $1',
        [email],
      )
    ).rows;

  it('tells the sign-in pages which provider is configured: its client id and sign-in page', async () => {
    expect(await api.gql('{ signInProviders { name clientId authorizationUrl } }')).toEqual({
      data: {
        signInProviders: [
          { name: 'google', clientId: provider.clientId, authorizationUrl: provider.authorizationUrl },
        ],
      },
    });
  });

  it("signs a known user in with a good token, whatever the e-mail's case, and marks the e-mail verified", async () => {
    expect((await usersWithEmail('admin.a@example.com'))[0]!.email_verified_at).toBeNull();
    const token = await provider.idToken({ email: 'Admin.A@Example.com', name: 'Admin A' }, 'nonce-1');
    const result = await googleLogin(token, 'nonce-1');
    expect(result.errors).toBeUndefined();
    expect(result.data!.googleLogin).toMatchObject({ _id: api.users.adminA, email: 'admin.a@example.com' });
    // The session it gives works like a password sign-in's.
    const me = await api.gql('{ me { _id } }', {}, result.data!.googleLogin.token as string);
    expect(me.data).toEqual({ me: { _id: api.users.adminA } });
    expect((await usersWithEmail('admin.a@example.com'))[0]!.email_verified_at).not.toBeNull();
  });

  it.each([
    [
      'for another client (audience)',
      { audience: 'someone-elses-client' },
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    ],
    ['from another issuer', { issuer: 'https://issuer.example' }, 'ERR_JWT_CLAIM_VALIDATION_FAILED'],
    ['expired', { expiresIn: -120 }, 'ERR_JWT_EXPIRED'],
    [
      'signed by a key the provider does not publish',
      { key: 'stranger' as const },
      'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    ],
    ['naming a key id the provider does not publish', { kid: 'key-unknown' }, 'ERR_JWKS_NO_MATCHING_KEY'],
  ])('refuses a token %s', async (_what, options, reason) => {
    const token = await provider.idToken({ email: 'admin.a@example.com', name: 'Admin A' }, 'n', options);
    expect(await refusal(token, 'n')).toEqual({
      message: 'The sign-in could not be verified: sign in with the provider again',
      extensions: { code: 'BAD_CREDENTIALS', reason },
    });
  });

  it('refuses a good token whose e-mail was changed on the way, and one that is not a token', async () => {
    const token = await provider.idToken({ email: 'plain.a@example.com', name: 'Plain' }, 'n');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'super@example.com' })).toString(
      'base64url',
    );
    expect((await refusal(`${header}.${forged}.${signature}`, 'n'))?.extensions).toMatchObject({
      code: 'BAD_CREDENTIALS',
    });
    expect((await refusal('not-a-token', 'n'))?.extensions).toMatchObject({ code: 'BAD_CREDENTIALS' });
    // An unsigned token ("alg": "none") is never accepted.
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await refusal(unsigned, 'n'))?.extensions).toMatchObject({ code: 'BAD_CREDENTIALS' });
  });

  it('refuses a token made for another sign-in (nonce) or sent without the nonce it carries', async () => {
    const token = await provider.idToken({ email: 'admin.a@example.com', name: 'Admin A' }, 'nonce-a');
    expect((await refusal(token, 'nonce-b'))?.extensions).toEqual({
      code: 'BAD_CREDENTIALS',
      reason: 'NONCE_MISMATCH',
    });
    expect((await refusal(token))?.extensions).toMatchObject({ reason: 'NONCE_MISMATCH' });
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const token = await provider.idToken(
      { email: 'admin.a@example.com', name: 'Admin A', emailVerified: false },
      'n',
    );
    expect(await refusal(token, 'n')).toEqual({
      message: 'The provider has not verified this e-mail address: verify it there first',
      extensions: { code: 'EMAIL_NOT_VERIFIED' },
    });
  });

  it('from /login, refuses an e-mail no account uses and makes no account', async () => {
    const token = await provider.idToken({ email: 'stranger@example.com', name: 'Stranger' }, 'n');
    expect(await refusal(token, 'n')).toEqual({
      message:
        'No account uses this e-mail address: ask your agency administrator to add you, or register your agency',
      extensions: { code: 'NO_ACCOUNT' },
    });
    expect(await usersWithEmail('stranger@example.com')).toEqual([]);
  });

  it('from /register, an unknown e-mail starts its own agency with no roles; the next sign-in finds it', async () => {
    const identity = { email: 'owner@new-agency.example', name: 'Hanna Tesfaye' };
    const registered = await googleLogin(await provider.idToken(identity, 'r1'), 'r1', {
      companyName: 'New Horizon Agency',
    });
    expect(registered.errors).toBeUndefined();
    expect(registered.data!.googleLogin).toMatchObject({
      email: 'owner@new-agency.example',
      userType: 'ClientAdmin',
      company: { displayName: 'NEW HORIZON AGENCY' },
      roles: [],
    });
    const [user] = await usersWithEmail('owner@new-agency.example');
    expect(user!.email_verified_at).not.toBeNull();
    // No password was set: the password form cannot be used until a reset link sets one.
    const withPassword = await api.gql(
      'mutation { authUser(input: { email: "owner@new-agency.example", password: "" }) { token } }',
    );
    expect(withPassword.errors?.[0]?.message).toBeTruthy();

    const again = await googleLogin(await provider.idToken(identity, 'r2'), 'r2');
    expect(again.data!.googleLogin._id).toBe(user!.id);
    // Registering again with a known e-mail signs in; it makes no second agency.
    const twice = await googleLogin(await provider.idToken(identity, 'r3'), 'r3', { companyName: 'Other' });
    expect(twice.data!.googleLogin).toMatchObject({
      _id: user!.id,
      company: { displayName: 'NEW HORIZON AGENCY' },
    });
    expect(await usersWithEmail('owner@new-agency.example')).toHaveLength(1);
  });

  it('refuses a disabled user as the password form does', async () => {
    await api.db.query("UPDATE users SET status = 'Disabled' WHERE id = $1", [api.users.plainA]);
    const token = await provider.idToken({ email: 'plain.a@example.com', name: 'Plain' }, 'n');
    expect((await refusal(token, 'n'))?.message).toBe(
      'Your account is disabled: you are not authorized to sign in',
    );
    await api.db.query("UPDATE users SET status = 'Active' WHERE id = $1", [api.users.plainA]);
  });

  it('fetched the key set once for all these checks, and never wrote a token to the log', () => {
    // Once at the start, once more for the unknown key id (a provider rotating its keys).
    expect(provider.keySetFetches()).toBeLessThanOrEqual(2);
    expect(tokensSent.length).toBeGreaterThan(10);
    expect(logLines.length).toBeGreaterThan(10);
    const log = logLines.join('\n');
    for (const token of tokensSent) {
      for (const part of token.split('.').filter((segment) => segment.length > 20)) {
        expect(log).not.toContain(part);
      }
    }
  });
});
