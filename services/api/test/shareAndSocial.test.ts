import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

describe.each(ENGINES)('share link by e-mail and social sign-in on %s', (engine) => {
  let api: TestApi;
  let link: string;
  beforeAll(async () => {
    api = await startTestApi(engine, { config: { publicUrl: 'https://placement.example/' } });
    const employee = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      { input: employeeInput() },
      api.tokens.adminA,
    );
    const generated = await api.gql(
      `mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { link } }`,
      { ids: [employee.data!.createEmployee._id] },
      api.tokens.adminA,
    );
    link = generated.data!.generateLink.link as string;
  }, 60_000);
  afterAll(() => api?.close());

  const share = (email: string, shared: string, token = api.tokens.adminA) =>
    api.gql(
      `mutation ($email: String!, $link: String!) { shareLinkByEmail(email: $email, link: $link) { message } }`,
      { email, link: shared },
      token,
    );

  it('mails the viewer link and answers "Email Sent Successfully"', async () => {
    expect(await share('buyer@example.com', link)).toEqual({
      data: { shareLinkByEmail: { message: 'Email Sent Successfully' } },
    });
    expect(await share('buyer@example.com', `ccp/${link}`)).toEqual({
      data: { shareLinkByEmail: { message: 'Email Sent Successfully' } },
    });
    const [plain, premium] = (await api.outbox()).slice(-2).map((mail) => mail.replace(/=\r?\n/g, ''));
    expect(plain).toMatch(/^To: buyer@example\.com$/m);
    expect(plain).toContain(`https://placement.example/c/${link}\n`);
    expect(premium).toContain(`https://placement.example/c/ccp/${link}\n`);
  });

  it("refuses a bad address with 'Email is not correct' and sends nothing", async () => {
    const before = (await api.outbox()).length;
    for (const email of ['', 'buyer@', 'not an email']) {
      const result = await share(email, link);
      expect(result.errors?.[0]?.message).toBe('Email is not correct');
      expect(result.errors?.[0]?.extensions).toMatchObject({ field: 'email' });
    }
    expect(await api.outbox()).toHaveLength(before);
  });

  it("answers another company's link like an unknown one, and needs the ViewCandidates role", async () => {
    const before = (await api.outbox()).length;
    expect((await share('buyer@example.com', link, api.tokens.adminB)).errors?.[0]?.message).toBe(
      'Link not found',
    );
    expect((await share('buyer@example.com', 'zzzzzz')).errors?.[0]?.message).toBe('Link not found');
    expect((await share('buyer@example.com', link, api.tokens.plainA)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(await api.outbox()).toHaveLength(before);
  });

  it('offers no sign-in provider and answers Google and Facebook sign-in with "not configured" when none is set', async () => {
    expect(await api.gql('{ signInProviders { name } }')).toEqual({ data: { signInProviders: [] } });
    const google = await api.gql(`mutation { googleLogin(idToken: "eyJhbGciOi") { token } }`);
    expect(google.data).toBeNull();
    expect(google.errors?.[0]).toMatchObject({
      message: 'Google sign-in is not configured on this server',
      extensions: { code: 'NOT_CONFIGURED', provider: 'google' },
    });
    const facebook = await api.gql(`mutation { facebookLogin(userID: "1", accessToken: "x") { token } }`);
    expect(facebook.errors?.[0]?.message).toBe('Facebook sign-in is not configured on this server');
  });
});
