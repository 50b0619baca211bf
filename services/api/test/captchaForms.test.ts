import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCaptchaChallenge } from '../src/captcha/altchaCaptcha';
import { employeeInput } from './fixtures';
import { ENGINES, PASSWORD, startTestApi, type TestApi } from './support/testApi';

interface ChallengeFields {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
}

/** Solves a challenge the way the ALTCHA widget does and returns its payload. */
async function solve(challenge: ChallengeFields): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, 10_000)
    .promise;
  if (!solution) throw new Error('unsolved');
  const payload = { ...challenge, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe.each(ENGINES)('captcha-guarded public forms on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  }, 60_000);
  afterAll(() => api?.close());

  const solvedCaptcha = async () => {
    const result = await api.gql(`{ captchaChallenge { algorithm challenge maxnumber salt signature } }`);
    expect(result.data?.captchaChallenge.maxnumber).toBe(2000);
    return solve(result.data!.captchaChallenge as ChallengeFields);
  };
  const signIn = (captcha: string, password = PASSWORD) =>
    api.gql(`mutation ($input: AuthCaptchaInput!) { authUserCaptcha(input: $input) { _id token } }`, {
      input: { email: 'admin.a@example.com', password, captcha },
    });

  it('signs in with a solved captcha, and refuses the same captcha a second time', async () => {
    const captcha = await solvedCaptcha();
    const first = await signIn(captcha);
    expect(first.errors).toBeUndefined();
    expect(first.data?.authUserCaptcha._id).toBe(api.users.adminA);
    const replay = await signIn(captcha);
    expect(replay.errors?.[0]?.message).toBe('This captcha was already used: please try again');
    expect(replay.errors?.[0]?.extensions).toMatchObject({ field: 'captcha', code: 'CAPTCHA_FAILED' });
  });

  it('refuses a wrong solution, a forged challenge, an expired one and garbage', async () => {
    const challenge = (await api.gql(`{ captchaChallenge { algorithm challenge salt signature } }`)).data!
      .captchaChallenge as ChallengeFields;
    const solved = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...challenge, number: solved.number + 1 })).toString('base64');
    const forged = await solve(await newCaptchaChallenge('another secret', 2000));
    const expired = await solve(await newCaptchaChallenge(api.secret, 2000, Date.now() - 11 * 60_000));
    for (const captcha of [wrong, forged, expired, 'not base64 json', '']) {
      const result = await signIn(captcha);
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.message).toBe(
        captcha === '' ? 'Required' : 'Captcha verification failed: please try again',
      );
    }
  });

  it('still refuses a wrong password behind a good captcha', async () => {
    const result = await signIn(await solvedCaptcha(), 'wrong-pass');
    expect(result.errors?.[0]?.message).toBe('Wrong email or password');
  });

  it('stores a registration request and answers its id', async () => {
    const register = (input: Record<string, unknown>) =>
      api.gql(`mutation ($input: RegisterInput!) { recaptchaRegister(input: $input) { _id } }`, { input });
    const form = {
      country: 'Ethiopia',
      phone: '251911223344',
      name: 'Addis Recruiters',
      email: 'Contact@Addis.example.com',
      message: 'We would like an account',
    };
    const badCountry = await register({ ...form, country: 'Atlantis', captcha: await solvedCaptcha() });
    expect(badCountry.errors?.[0]?.message).toBe('Choose a country from the list');
    const result = await register({ ...form, captcha: await solvedCaptcha() });
    expect(result.errors).toBeUndefined();
    const id = result.data?.recaptchaRegister._id as string;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    const { rows } = await api.db.query(
      'SELECT country, phone, name, email, message FROM registration_requests WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ ...form, email: 'contact@addis.example.com' });

    // The longest number the form takes (12 digits) arrives with its dial code: 15 characters, accepted.
    const longest = await register({ ...form, phone: '251911223344556', captcha: await solvedCaptcha() });
    expect(longest.errors).toBeUndefined();
    const withoutDialCode = await register({ ...form, phone: '911223344', captcha: await solvedCaptcha() });
    expect(withoutDialCode.errors?.[0]?.message).toBe("Must start with the country's dial code");
  });

  it("shows only an employee's name and status to the public status lookup", async () => {
    const created = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id passportNumber givenName surName status } }`,
      { input: employeeInput({ passportNumber: 'EP7654321', status: 'selected' }) },
      api.tokens.adminA,
    );
    expect(created.errors).toBeUndefined();
    const employee = created.data!.createEmployee;
    const lookup = (searchText: string, captcha: string, fields = 'name status') =>
      api.gql(`mutation ($input: CheckStatusInput!) { recaptchaCheckStatus(input: $input) { ${fields} } }`, {
        input: { searchText, captcha },
      });
    const found = await lookup('ep7654321', await solvedCaptcha());
    expect(found).toEqual({
      data: {
        recaptchaCheckStatus: { name: `${employee.givenName} ${employee.surName}`, status: 'selected' },
      },
    });
    const passport = await lookup('EP7654321', await solvedCaptcha(), 'name passportNumber');
    expect(passport.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await lookup('EP0000000', await solvedCaptcha())).errors?.[0]?.message).toBe(
      'No employee found with this passport or application number',
    );
    expect((await lookup('EP765432', await solvedCaptcha())).errors?.[0]?.message).toBe(
      'Must be 9 characters at minimum',
    );
    expect((await lookup('EP7654321000X', await solvedCaptcha())).errors?.[0]?.message).toBe(
      'Must be 12 characters or less',
    );
  });
});
