import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits, RATE_LIMITS } from '../src/limits/rateLimits';
import { ENGINES, PASSWORD, startTestApi, type TestApi } from './support/testApi';

const SIGN_IN = `mutation ($input: AuthInput!) { authUser(input: $input) { token } }`;

describe.each(ENGINES)('rate limits and sign-in lifetimes, on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  });
  afterAll(() => api.close());

  it('stops wrong passwords for one account after the limit, even with the right one, and says so', async () => {
    const email = 'plain.a@example.com';
    const limit = RATE_LIMITS.signInFailuresPerAccount.points;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const wrong = await api.gql(SIGN_IN, { input: { email, password: `wrong-${attempt}` } });
      expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_CREDENTIALS');
    }
    const blocked = await api.gql(SIGN_IN, { input: { email, password: PASSWORD } });
    expect(blocked.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(blocked.errors?.[0]?.message).toMatch(
      /^Too many failed sign-ins for this account: try again in \d+ minutes?$/,
    );
    // Another account from the same office is not locked out.
    const other = await api.gql(SIGN_IN, { input: { email: 'admin.b@example.com', password: PASSWORD } });
    expect(other.data?.authUser?.token).toBeTruthy();
  });

  it('stops a client guessing share links', async () => {
    const limit = RATE_LIMITS.linkMissesPerClient.points;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const miss = await api.gql(`query ($l: String!) { sharedEmployees(link: $l) { number } }`, {
        l: `zz${attempt}`.padEnd(6, 'x'),
      });
      expect(miss.errors).toBeUndefined();
    }
    const blocked = await api.gql(`{ sharedEmployees(link: "abcdef") { number } }`);
    expect(blocked.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const file = await fetch(api.url.replace('/graphql', '/api/shared/abcdef/files/x.jpg'));
    expect(file.status).toBe(429);
  });

  it('ends a sign-in after its idle time and after its absolute lifetime', async () => {
    const me = (token: string) => api.gql(`{ me { _id } }`, {}, token);
    const signIn = async () =>
      (await api.gql(SIGN_IN, { input: { email: 'admin.a@example.com', password: PASSWORD } })).data!.authUser
        .token as string;
    const idle = await signIn();
    expect((await me(idle)).data?.me?._id).toBe(api.users.adminA);
    await api.db.query(`UPDATE auth_tokens SET last_used_at = now() - interval '13 hours'`);
    expect((await me(idle)).errors?.[0]?.message).toContain('authorized');

    const old = await signIn();
    await api.db.query(
      `UPDATE auth_tokens SET created_at = now() - interval '8 days', last_used_at = now() WHERE revoked_at IS NULL AND created_at > now() - interval '1 minute'`,
    );
    expect((await me(old)).errors?.[0]?.message).toContain('authorized');
  });

  it('ends every other sign-in when the password changes, and this one on sign-out', async () => {
    const signIn = async () =>
      (await api.gql(SIGN_IN, { input: { email: 'admin.b@example.com', password: PASSWORD } })).data!.authUser
        .token as string;
    const laptop = await signIn();
    const phone = await signIn();
    const changed = await api.gql(
      `mutation { changePassword(input: {oldPassword: "${PASSWORD}", password: "newpass123", confirmPassword: "newpass123"}) { message } }`,
      {},
      laptop,
    );
    expect(changed.errors).toBeUndefined();
    expect((await api.gql(`{ me { _id } }`, {}, phone)).errors?.[0]?.message).toContain('authorized');
    expect((await api.gql(`{ me { _id } }`, {}, laptop)).data?.me?._id).toBe(api.users.adminB);
    await api.gql(`mutation { logout { message } }`, {}, laptop);
    expect((await api.gql(`{ me { _id } }`, {}, laptop)).errors?.[0]?.message).toContain('authorized');
  });
});

describe('rate limit counters in Redis', () => {
  const url = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const client of clients) client.disconnect();
  });

  it('are shared by every API process', async () => {
    const prefix = `placement-test:${randomBytes(4).toString('hex')}`;
    const [one, two] = [new Redis(url), new Redis(url)];
    clients.push(one, two);
    const first = createRateLimits(one, prefix);
    const second = createRateLimits(two, prefix);
    const limit = RATE_LIMITS.signInFailuresPerAccount.points;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      await (attempt % 2 ? first : second).hit('signInFailuresPerAccount', 'someone@example.com');
    }
    await expect(first.check('signInFailuresPerAccount', 'someone@example.com')).rejects.toThrow(/Too many/);
    await expect(second.check('signInFailuresPerAccount', 'someone@example.com')).rejects.toThrow(/Too many/);
    await second.clear('signInFailuresPerAccount', 'someone@example.com');
    await expect(first.check('signInFailuresPerAccount', 'someone@example.com')).resolves.toBeUndefined();
  });
});
