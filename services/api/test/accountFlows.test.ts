import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccountToken } from '../src/auth/accountTokens';
import { ENGINES, PASSWORD, startTestApi, type TestApi } from './support/testApi';

/** The link of the last e-mail, decoded from quoted-printable soft line breaks. */
function linkIn(mail: string): URL {
  const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+/.exec(body.slice(body.indexOf('\n\n')));
  if (!match) throw new Error(`no link in ${mail}`);
  return new URL(match[0]);
}

describe.each(ENGINES)('password reset and e-mail verification on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine, { config: { publicUrl: 'https://placement.example' } });
  }, 60_000);
  afterAll(() => api?.close());

  const forgot = (email: string) =>
    api.gql(`mutation ($email: String!) { forgotPassword(input: {email: $email}) { message } }`, { email });
  const reset = (id: string, token: string, password: string, confirmPassword = password) =>
    api.gql(`mutation ($input: ResetUserPasswordInput!) { resetUserPassword(input: $input) { message } }`, {
      input: { id, token, password, confirmPassword },
    });
  const signIn = (email: string, password: string) =>
    api.gql(`mutation ($input: AuthInput!) { authUser(input: $input) { token } }`, {
      input: { email, password },
    });
  const verify = (input: Record<string, string>) =>
    api.gql(`mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { message } }`, { input });

  it('answers an unknown address exactly like a known one and mails only the known one', async () => {
    const before = (await api.outbox()).length;
    const unknown = await forgot('nobody.here@example.com');
    const known = await forgot('plain.a@example.com');
    expect(unknown).toEqual({ data: { forgotPassword: { message: 'login reset link email sent' } } });
    expect(known).toEqual(unknown);
    const mails = await api.outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatch(/^To: plain\.a@example\.com$/m);
  });

  it("refuses a malformed address with the domain's message", async () => {
    const result = await forgot('not-an-email');
    expect(result.errors?.[0]?.message).toBe('Invalid email address');
    expect(result.errors?.[0]?.extensions).toMatchObject({ field: 'email', code: 'BAD_USER_INPUT' });
  });

  it('resets the password once through the e-mailed link and signs out old sessions', async () => {
    await forgot('admin.b@example.com');
    const url = linkIn((await api.outbox()).at(-1)!);
    expect(url.origin).toBe('https://placement.example');
    const [, route, id, token] = url.pathname.split('/');
    expect(route).toBe('reset');
    expect(id).toBe(api.users.adminB);

    const mismatch = await reset(id!, token!, 'newpass1', 'newpass2');
    expect(mismatch.errors?.[0]?.message).toBe('Passwords must match');
    const short = await reset(id!, token!, 'abc');
    expect(short.errors?.[0]?.message).toBe('Must be 6 characters at minimum');

    expect(await reset(id!, token!, 'newpass1')).toEqual({
      data: { resetUserPassword: { message: 'email reset successfully' } },
    });
    expect((await signIn('admin.b@example.com', 'newpass1')).data?.authUser.token).toBeTruthy();
    expect((await signIn('admin.b@example.com', PASSWORD)).errors?.[0]?.message).toBe(
      'Wrong email or password',
    );
    const oldSession = await api.gql(`{ me { _id } }`, {}, api.tokens.adminB);
    expect(oldSession.errors?.[0]?.message).toContain('authorized');

    const again = await reset(id!, token!, 'another1');
    expect(again.errors?.[0]?.message).toBe('This link was already used: ask for a new one');
  });

  it('refuses forged, foreign and expired reset tokens and changes nothing', async () => {
    await forgot('plain.a@example.com');
    const [, , id, token] = linkIn((await api.outbox()).at(-1)!).pathname.split('/');
    const [nonce, expires, signature] = token!.split('.');
    const forged = `${nonce}.${Number(expires) + 3_600_000}.${signature}`;
    expect((await reset(id!, forged, 'forged11')).errors?.[0]?.message).toBe(
      'This link is not valid: ask for a new one',
    );
    // The same token for another user does not match its signature.
    expect((await reset(api.users.adminA, token!, 'forged11')).errors?.[0]?.message).toBe(
      'This link is not valid: ask for a new one',
    );
    expect((await reset(id!, 'garbage', 'forged11')).errors?.[0]?.message).toBe(
      'This link is not valid: ask for a new one',
    );
    const old = await issueAccountToken(api.db, api.secret, id!, 'reset', Date.now() - 2 * 3_600_000);
    const expired = await reset(id!, `${old.token}.${old.expires}.${old.signature}`, 'expired1');
    expect(expired.errors?.[0]?.message).toBe('This link has expired: ask for a new one');
    expect((await signIn('plain.a@example.com', PASSWORD)).data?.authUser.token).toBeTruthy();
  });

  it('verifies a new sign-up through its e-mailed link, once', async () => {
    const signUp = await api.gql(
      `mutation { signUpUser(input: {email: "new.signup@example.com", name: "New Agency", password: "secret12", confirmPassword: "secret12"}) { _id } }`,
    );
    const userId = signUp.data?.signUpUser._id as string;
    const mail = (await api.outbox()).at(-1)!;
    expect(mail).toMatch(/^To: new\.signup@example\.com$/m);
    const url = linkIn(mail);
    const [, route, id, token, expires, signature] = url.pathname.split('/');
    expect([route, id]).toEqual(['verify', userId]);
    const input = { id: id!, token: token!, expires: expires!, signature: signature! };
    expect(
      (await verify({ ...input, expires: String(Number(input.expires) + 1) })).errors?.[0]?.message,
    ).toBe('This link is not valid: ask for a new one');
    expect(await verify(input)).toEqual({
      data: { verifyEmail: { message: 'Email verified successfully' } },
    });
    const { rows } = await api.db.query<{ v: string | null }>(
      'SELECT email_verified_at AS v FROM users WHERE id = $1',
      [userId],
    );
    expect(rows[0]?.v).toBeTruthy();
    expect((await verify(input)).errors?.[0]?.message).toBe('This link was already used: ask for a new one');
  });

  it('resends the verification e-mail only to unverified accounts, with one answer for all', async () => {
    const resend = (id: string) =>
      api.gql(`mutation ($id: ID!) { resendVerificationEmail(id: $id) { message } }`, { id });
    const before = (await api.outbox()).length;
    const expected = {
      data: { resendVerificationEmail: { message: 'Email verification successfully resent' } },
    };
    expect(await resend(api.users.plainA)).toEqual(expected);
    expect(await resend('0123456789abcdef01234567')).toEqual(expected);
    expect(await resend('not-an-id')).toEqual(expected);
    const mails = await api.outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatch(/^To: plain\.a@example\.com$/m);
    expect(linkIn(mails.at(-1)!).pathname).toMatch(new RegExp(`^/verify/${api.users.plainA}/`));
  });
});
