import { solveChallenge } from 'altcha-lib/v1';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits, RATE_LIMITS } from '../src/limits/rateLimits';
import { employeeInput } from './fixtures';
import { ENGINES, PASSWORD, startTestApi, type GqlResult, type TestApi } from './support/testApi';

const SIGN_IN = `mutation ($input: AuthInput!) { authUser(input: $input) { token } }`;
const SIGN_IN_WITH_CAPTCHA = `mutation ($input: AuthCaptchaInput!) { authUserCaptcha(input: $input) { token } }`;
const SHARED = `query ($link: String!, $password: String) { sharedEmployees(link: $link, password: $password) { number } }`;

/** A GraphQL POST from another loopback address (127.0.0.4...), as a second client's office would send it. */
function gqlFrom(
  localAddress: string,
  url: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<GqlResult> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: hostname,
        port,
        path: pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as GqlResult));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify({ query, variables }));
  });
}

const codeOf = (result: GqlResult) => result.errors?.[0]?.extensions?.code;

/**
 * Tries sent all at once are counted one by one before the slow check (issue 32: 300 simultaneous share-link
 * guesses opened all 6 right ones with a limit of 30; 300 simultaneous sign-ins found the password at #150 with a
 * limit of 10). Wrong passwords slow the guesser's address, not the account's owner elsewhere; an administrator
 * setting a password ends the user's sessions; CVs sent by e-mail are counted per user and company.
 */
describe.each(ENGINES)('tries sent at once, on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  }, 60_000);
  afterAll(() => api?.close());

  it('checks no more than the limit of 300 simultaneous sign-ins, whatever their order', async () => {
    const tries = Array.from({ length: 300 }, (_, i) =>
      api.gql(SIGN_IN, {
        input: { email: 'admin.b@example.com', password: i === 149 ? PASSWORD : `wrong-${i}` },
      }),
    );
    const answers = await Promise.all(tries);
    const checkedWrong = answers.filter((answer, i) => i !== 149 && codeOf(answer) === 'BAD_CREDENTIALS');
    expect(checkedWrong.length).toBeLessThanOrEqual(RATE_LIMITS.signInFailuresPerAccount.points);
    expect(answers[149]!.data?.authUser ?? null).toBeNull();
    for (const answer of answers) {
      expect(['BAD_CREDENTIALS', 'RATE_LIMITED', 'CAPTCHA_REQUIRED']).toContain(codeOf(answer));
    }
  }, 120_000);

  it("locks a guesser's address out, not the owner signing in from elsewhere (after a captcha)", async () => {
    const email = 'plain.a@example.com';
    // Addresses of their own: the test above spent this host's sign-in tries.
    const [GUESSER, OWNER] = ['127.0.0.4', '127.0.0.5'];
    for (let attempt = 0; attempt < RATE_LIMITS.signInFailuresPerAccount.points; attempt += 1) {
      const wrong = await gqlFrom(GUESSER, api.url, SIGN_IN, {
        input: { email, password: `guess-${attempt}` },
      });
      expect(codeOf(wrong)).toBe('BAD_CREDENTIALS');
    }
    expect(codeOf(await gqlFrom(GUESSER, api.url, SIGN_IN, { input: { email, password: PASSWORD } }))).toBe(
      'RATE_LIMITED',
    );
    // The owner, from the office's address: asked for a captcha, then signed in with one.
    const plain = await gqlFrom(OWNER, api.url, SIGN_IN, { input: { email, password: PASSWORD } });
    expect(plain.errors?.[0]?.extensions).toMatchObject({ code: 'CAPTCHA_REQUIRED', field: 'captcha' });
    const challenge = (await api.gql(`{ captchaChallenge { algorithm challenge maxnumber salt signature } }`))
      .data!.captchaChallenge as { algorithm: string; challenge: string; salt: string };
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, 10_000)
      .promise;
    const captcha = Buffer.from(JSON.stringify({ ...challenge, number: solution!.number })).toString(
      'base64',
    );
    const owner = await gqlFrom(OWNER, api.url, SIGN_IN_WITH_CAPTCHA, {
      input: { email, password: PASSWORD, captcha },
    });
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.authUser ?? owner.data?.authUserCaptcha).toBeTruthy();
  }, 60_000);

  it("ends a user's sessions when an administrator sets the password", async () => {
    const plainId = api.users.plainA;
    const session = api.tokens.plainA;
    expect((await api.gql(`{ me { _id } }`, {}, session)).data?.me?._id).toBe(plainId);
    const set = await api.gql(
      `mutation ($input: UserInput!) { createUser(input: $input) { _id } }`,
      { input: { id: plainId, name: 'plain', email: 'plain.a@example.com', password: 'Admin-Set-77' } },
      api.tokens.adminA,
    );
    expect(set.errors).toBeUndefined();
    expect((await api.gql(`{ me { _id } }`, {}, session)).errors?.[0]?.message).toContain('authorized');
    // The administrator's own session goes on.
    expect((await api.gql(`{ me { _id } }`, {}, api.tokens.adminA)).data?.me?._id).toBe(api.users.adminA);
  });

  it('sends at most the per-user count of CVs by e-mail, even when asked 30 times at once', async () => {
    const made = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      { input: employeeInput({ passportNumber: 'EP3300001' }) },
      api.tokens.adminA,
    );
    const link = await api.gql(
      `mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { link } }`,
      { ids: [made.data!.createEmployee._id] },
      api.tokens.adminA,
    );
    const code = link.data!.generateLink.link as string;
    const before = (await api.outbox()).length;
    const send = (token: string, i: number) =>
      api.gql(
        `mutation ($email: String!, $link: String!) { shareLinkByEmail(email: $email, link: $link) { message } }`,
        { email: `outside${i}@example.org`, link: code },
        token,
      );
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send(api.tokens.adminA, i)));
    const sent = answers.filter((answer) => !answer.errors).length;
    expect(sent).toBe(RATE_LIMITS.shareMailsPerUser.points);
    expect(answers.filter((answer) => codeOf(answer) === 'RATE_LIMITED')).toHaveLength(30 - sent);
    expect((await api.outbox()).length - before).toBe(sent);
    // Other users of the company share the company's count.
    const company = RATE_LIMITS.shareMailsPerCompany.points;
    const users = await Promise.all(
      Array.from({ length: Math.ceil(company / RATE_LIMITS.shareMailsPerUser.points) }, () =>
        api.userWithRoles(['ViewCandidates']),
      ),
    );
    const more = await Promise.all(
      users.flatMap((token) =>
        Array.from({ length: RATE_LIMITS.shareMailsPerUser.points }, (_, i) => send(token, i)),
      ),
    );
    expect(sent + more.filter((answer) => !answer.errors).length).toBe(company);
    expect((await api.outbox()).length - before).toBe(company);
  }, 120_000);

  // Last: it spends this address's share-link tries.
  it('opens no link past the limit of 300 simultaneous password guesses, whatever their order', async () => {
    const made = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      { input: employeeInput({ passportNumber: 'EP3300002' }) },
      api.tokens.adminA,
    );
    const generated = await api.gql(
      `mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { link } }`,
      { ids: [made.data!.createEmployee._id] },
      api.tokens.adminA,
    );
    const link = generated.data!.generateLink.link as string;
    const set = await api.gql(
      `mutation ($link: String!) { setShareLinkOptions(input: {link: $link, password: "riyadh2026"}) { link } }`,
      { link },
      api.tokens.adminA,
    );
    expect(set.errors).toBeUndefined();
    const right = (i: number) => (i + 1) % 50 === 0;
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        api.gql(SHARED, { link, password: right(i) ? 'riyadh2026' : `guess-${i}` }),
      ),
    );
    const checkedWrong = answers.filter((answer, i) => !right(i) && codeOf(answer) !== 'RATE_LIMITED');
    expect(checkedWrong.length).toBeLessThanOrEqual(RATE_LIMITS.linkMissesPerClient.points);
    expect(answers.filter((answer) => codeOf(answer) === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(
      300 - RATE_LIMITS.linkMissesPerClient.points - 6,
    );
  }, 120_000);
});

describe('tries taken at once from the counters', () => {
  const url = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it.each(['memory', 'Redis shared by two API processes'])(
    'let exactly the limit through, in %s',
    async (store) => {
      const prefix = `placement-test:${randomBytes(4).toString('hex')}`;
      const stores =
        store === 'memory'
          ? [createRateLimits()]
          : [new Redis(url), new Redis(url)].map((client) => {
              clients.push(client);
              return createRateLimits(client, prefix);
            });
      const limit = RATE_LIMITS.linkMissesPerClient.points;
      const answers = await Promise.allSettled(
        Array.from({ length: 300 }, (_, i) =>
          stores[i % stores.length]!.take('linkMissesPerClient', '203.0.113.9'),
        ),
      );
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(limit);
      const given = answers.find((answer) => answer.status === 'fulfilled')!;
      await given.value.giveBack();
      await expect(stores[0]!.take('linkMissesPerClient', '203.0.113.9')).resolves.toBeTruthy();
    },
  );
});
