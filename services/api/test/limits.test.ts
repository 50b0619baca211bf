import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { snapshot } from './support/snapshot';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

/** What an attacker sent that was answered "Internal server error", stored, or ran for minutes. */
describe.each(ENGINES)('bad input and limits, on %s', (engine) => {
  let api: TestApi;
  const logLines: string[] = [];
  const CREATE = `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`;
  const post = (body: string, contentType = 'application/json') =>
    fetch(api.url, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: `Bearer ${api.tokens.adminA}` },
      body,
    });

  beforeAll(async () => {
    api = await startTestApi(engine, { logLines });
  });
  afterAll(() => api.close());

  it.each([
    ['a NUL character', 'alm\u0000az', 'contains a NUL character'],
    ['a lone surrogate', 'alm\uD800az', 'contains an invalid character'],
    ['a megabyte', 'a'.repeat(1_000_000), 'is too long'],
  ])('refuses %s in a name, naming the field, and stores nothing', async (_what, givenName, message) => {
    const before = await snapshot(api.db);
    const result = await api.gql(CREATE, { input: employeeInput({ givenName }) }, api.tokens.adminA);
    expect(result.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'input.givenName' },
    });
    expect(result.errors?.[0]?.message).toContain(message);
    expect(await snapshot(api.db)).toBe(before);
  });

  it('refuses a cvTemplate nested a thousand levels before it reaches the database', async () => {
    let nested: Record<string, unknown> = { colour: 'red' };
    for (let level = 0; level < 1000; level += 1) nested = { inner: nested };
    const result = await api.gql(
      `mutation ($input: CompanyInput!) { createCompany(input: $input) { _id } }`,
      {
        input: { id: api.companies.a, displayName: 'AGENCY A', email: 'a@example.com', cvTemplate: nested },
      },
      api.tokens.adminA,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('nested too deeply');
    // Every tenant still works.
    const after = await api.gql(`{ employees(take: 1) { totalCount } }`, {}, api.tokens.adminB);
    expect(after.errors).toBeUndefined();
  });

  it('refuses 200 aliases of the load-all list, but serves one', async () => {
    const aliases = Array.from(
      { length: 200 },
      (_, i) => `a${i}: employees(take: 3000) { employees { _id givenName } }`,
    );
    const result = await api.gql(`{ ${aliases.join(' ')} }`, {}, api.tokens.adminA);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY' } });
    expect(result.data).toBeNull();
    const one = await api.gql(
      `query ($take: Int) { employees(take: $take) { totalCount employees { _id givenName surName passportNumber status } } }`,
      { take: 3000 },
      api.tokens.adminA,
    );
    expect(one.errors).toBeUndefined();
    // The same text with a larger page from a variable is measured again, not waved through from the cache.
    const larger = await api.gql(
      `query ($take: Int) { employees(take: $take) { totalCount employees { _id givenName surName passportNumber status } } }`,
      { take: 100_000 },
      api.tokens.adminA,
    );
    expect(larger.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });

  it('answers a body over the limit with 413 and the size message', async () => {
    const response = await post(JSON.stringify({ query: '{ me { _id } }', padding: 'x'.repeat(2_100_000) }));
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].message).toBe("File size can't exceeds 1Mb");
  });

  it.each([
    ['invalid JSON', '{"query": '],
    ['an empty body', ''],
  ])('answers %s with 400, not an internal error', async (_what, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(JSON.stringify(answer)).not.toContain('Internal server error');
    expect(answer.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('never writes the values of a failing statement or a link code to the log', async () => {
    // A write that fails inside the database, as a constraint or a disk error would.
    await api.db.exec(`
      CREATE OR REPLACE FUNCTION refuse_write() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_write BEFORE INSERT ON employees FOR EACH ROW EXECUTE FUNCTION refuse_write();`);
    try {
      const result = await api.gql(
        CREATE,
        {
          input: employeeInput({
            _id: 'new0000077',
            passportNumber: 'EP7654321',
            givenName: 'secretname',
            additionalData: {
              appliedCountry: 'saudi_arabia',
              lmisId: 'LMIS-4242',
              lmisPassword: 'LmisSecret77',
            },
          }),
        },
        api.tokens.adminA,
      );
      expect(result.errors?.[0]?.message).toBe('Internal server error');
    } finally {
      await api.db.exec('DROP TRIGGER refuse_write ON employees');
    }
    await fetch(api.url.replace('/graphql', '/api/shared/Zq9Xw2/files/photo.jpg'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = logLines.join('');
    expect(log).toContain('simulated failure');
    expect(log).toContain('/api/shared/[link]/files/photo.jpg');
    for (const secret of [
      'EP7654321',
      'SECRETNAME',
      'secretname',
      'LmisSecret77',
      'Zq9Xw2',
      '$argon2',
      api.tokens.adminA,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('never writes a password, its hash or a share-link code of a failing account or link write to the log', async () => {
    const link = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      { input: employeeInput({ _id: 'new0000078', passportNumber: 'EP7654322' }) },
      api.tokens.adminA,
    );
    const shared = await api.gql(
      `mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { link } }`,
      { ids: [link.data!.createEmployee._id] },
      api.tokens.adminA,
    );
    const code = shared.data!.generateLink.link as string;
    const from = logLines.length;
    await api.db.exec(`
      CREATE OR REPLACE FUNCTION refuse_write() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_users BEFORE INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_write();
      CREATE TRIGGER refuse_links BEFORE UPDATE ON short_links FOR EACH ROW EXECUTE FUNCTION refuse_write();`);
    const before = await snapshot(api.db);
    try {
      const failed = [
        await api.gql(
          `mutation { signUpUser(input: {email: "leaky.user@example.com", name: "Leaky User", password: "Signup-Secret-1", confirmPassword: "Signup-Secret-1"}) { token } }`,
        ),
        await api.gql(
          `mutation { createUser(input: {id: "new0000079", name: "Leaky Clerk", email: "leaky.clerk@example.com", password: "Create-Secret-2"}) { _id } }`,
          {},
          api.tokens.adminA,
        ),
        await api.gql(
          `mutation ($id: ID!) { changeUser(input: {name: "reset", _id: $id, password: "Reset-Secret-3"}) { _id } }`,
          { id: api.users.plainA },
          api.tokens.adminA,
        ),
        await api.gql(
          `mutation ($link: String!) { setShareLinkOptions(input: {link: $link, password: "Link-Secret-4"}) { link } }`,
          { link: code },
          api.tokens.adminA,
        ),
      ];
      for (const result of failed) expect(result.errors?.[0]?.message).toBe('Internal server error');
    } finally {
      await api.db.exec('DROP TRIGGER refuse_users ON users; DROP TRIGGER refuse_links ON short_links');
    }
    expect(await snapshot(api.db)).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = logLines.slice(from).join('');
    expect(log.match(/simulated failure/g)?.length).toBeGreaterThanOrEqual(4);
    for (const secret of [
      'Signup-Secret-1',
      'Create-Secret-2',
      'Reset-Secret-3',
      'Link-Secret-4',
      code,
      '$argon2',
      'leaky.user@example.com',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
