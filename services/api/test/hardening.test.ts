import {
  LICENCE_EXPIRED_MESSAGE,
  LICENCE_QUOTA_FULL_MESSAGE,
  LICENCE_RENEW_EXPIRED_MESSAGE,
  LICENCE_RENEWAL_MESSAGE,
} from '@placement/domain';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { hashPassword, OWASP_ARGON2ID, verifyPassword } from '../src/auth/passwords';
import { createPgliteDatabase } from '../src/db/createPgliteDatabase';
import type { Database } from '../src/db/Database';
import { migrate } from '../src/db/migrate';
import type { ApiModule } from '../src/modules/ApiModule';
import { modules } from '../src/modules';
import { employeeInput } from './fixtures';
import { PASSWORD, startTestApi, type TestApi } from './support/testApi';

const post = async (url: string, body: unknown, token?: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: unknown;
      errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    },
  };
};

describe('hardening, authentication and licence', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
  }, 60_000);
  afterAll(() => api?.close());

  it('serves at most take 3000 (the spec\'s "load all")', async () => {
    const ok = await api.gql(`{ employees(take: 3000) { totalCount } }`, {}, api.tokens.adminA);
    expect(ok.errors).toBeUndefined();
    const refused = await api.gql(`{ employees(take: 3001) { totalCount } }`, {}, api.tokens.adminA);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'take must be between 1 and 3000',
      extensions: { field: 'take' },
    });
    const negative = await api.gql(`{ visas(skip: -1) { totalCount } }`, {}, api.tokens.adminA);
    expect(negative.errors?.[0]?.extensions?.field).toBe('skip');
  });

  it('refuses batched queries', async () => {
    const response = await post(api.url, [{ query: '{ _health }' }, { query: '{ _health }' }]);
    expect(response.body).toMatchObject({ data: null, errors: [{ message: 'body must be object' }] });
  });

  it('accepts the bearer token only in the authorization header and never echoes it', async () => {
    const response = await post(api.url, { query: '{ me { _id } }' }, 'not-a-real-token');
    expect(response.body.errors?.[0]?.message).toContain('authorized');
    expect(JSON.stringify(response.body)).not.toContain('not-a-real-token');
  });

  it('stores only a SHA-256 of each random token of at least 128 bits', async () => {
    const signIn = await api.gql(
      `mutation { authUser(input: {email: "plain.a@example.com", password: "${PASSWORD}"}) { token } }`,
    );
    const token = signIn.data!.authUser.token as string;
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const stored = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM auth_tokens');
    const hashes = stored.rows.map((row) => row.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('hashes passwords with argon2id at OWASP parameters by default', async () => {
    const hash = await hashPassword('correct horse', OWASP_ARGON2ID);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);

    // An app built without test settings signs users up with the production parameters.
    const db = await createPgliteDatabase();
    await migrate(db);
    const app = await buildApp({ db });
    try {
      const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
      const result = await post(url, {
        query: `mutation { signUpUser(input: {email: "owasp.user@example.com", name: "Owasp User", password: "abcdef", confirmPassword: "abcdef"}) { token } }`,
      });
      expect(result.body.errors).toBeUndefined();
      const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users');
      expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      await app.close();
      await db.close();
    }
  }, 60_000);

  it('turns introspection off in production and refuses queries deeper than the limit', async () => {
    const db = await createPgliteDatabase();
    await migrate(db);
    const app = await buildApp({ db, config: { production: true }, queryDepth: 3 });
    try {
      const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
      const introspection = await post(url, { query: '{ __schema { types { name } } }' });
      expect(introspection.body.data ?? null).toBeNull();
      expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);
      const deep = await post(url, { query: '{ employees { employees { owner { partners { _id } } } } }' });
      expect(deep.body.data ?? null).toBeNull();
      expect(deep.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(deep.body.errors?.[0]?.message).toMatch(/depth/i);
    } finally {
      await app.close();
      await db.close();
    }
  }, 60_000);

  it('never leaks SQL or stack traces from a failing resolver', async () => {
    const db: Database = await createPgliteDatabase();
    await migrate(db);
    const broken: ApiModule = {
      name: 'broken',
      schema: 'extend type Query { broken: String }',
      resolvers: {
        Query: {
          broken: async (_root, _args, ctx) =>
            (await ctx.db.query('SELECT secret_column FROM no_such_table')).rows[0] as unknown as string,
        },
      },
      permissions: { broken: { public: true } },
    };
    const app = await buildApp({ db, modules: [...modules, broken] });
    try {
      const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
      const result = await post(url, { query: '{ broken }' });
      expect(result.body.errors?.[0]).toMatchObject({
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(JSON.stringify(result.body)).not.toMatch(/no_such_table|secret_column|SELECT|\.ts:/);
    } finally {
      await app.close();
      await db.close();
    }
  }, 60_000);

  it('an operation without a permission entry stops the app from starting', async () => {
    const db = await createPgliteDatabase();
    const unguarded: ApiModule = {
      name: 'unguarded',
      schema: 'extend type Query { open: String }',
      resolvers: { Query: { open: () => 'x' } },
      permissions: {},
    };
    await expect(buildApp({ db, modules: [...modules, unguarded] })).rejects.toThrow(
      'Query.open has no permission entry',
    );
    await db.close();
  }, 60_000);

  it.each([
    ['expired', LICENCE_EXPIRED_MESSAGE.en],
    ['quota', LICENCE_QUOTA_FULL_MESSAGE.en],
    ['renewExpired', LICENCE_RENEW_EXPIRED_MESSAGE],
  ])(
    'a %s licence refuses new employees with the spec message, but edits go on',
    async (licence, message) => {
      const existing = await api.gql(
        `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
        { input: employeeInput({ passportNumber: `EP${licence.length}00${licence.length}1` }) },
        api.tokens.adminA,
      );
      expect(existing.errors).toBeUndefined();
      await api.db.query('UPDATE companies SET licence = $2 WHERE id = $1', [api.companies.a, licence]);
      try {
        const before = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees');
        const refused = await api.gql(
          `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
          { input: employeeInput() },
          api.tokens.adminA,
        );
        expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'LICENCE_BLOCKED' } });
        expect(
          (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees')).rows[0]?.n,
        ).toBe(before.rows[0]?.n);
        const edit = await api.gql(
          `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id licenceWarning } }`,
          {
            input: employeeInput({
              _id: existing.data!.createEmployee._id,
              passportNumber: `EP${licence.length}00${licence.length}1`,
            }),
          },
          api.tokens.adminA,
        );
        expect(edit.errors).toBeUndefined();
      } finally {
        await api.db.query(`UPDATE companies SET licence = '' WHERE id = $1`, [api.companies.a]);
      }
    },
  );

  it('a renewal licence lets new employees through with the Amharic warning', async () => {
    await api.db.query(`UPDATE companies SET licence = 'renewal' WHERE id = $1`, [api.companies.a]);
    try {
      const saved = await api.gql(
        `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id licenceWarning } }`,
        { input: employeeInput({ passportNumber: 'EP8080801' }) },
        api.tokens.adminA,
      );
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.createEmployee.licenceWarning).toBe(LICENCE_RENEWAL_MESSAGE);
    } finally {
      await api.db.query(`UPDATE companies SET licence = '' WHERE id = $1`, [api.companies.a]);
    }
  });

  it.each([
    [{ passportNumber: 'E' }, 'passportNumber', 'Incorrect Passport Number'],
    [{ givenName: 'A1' }, 'givenName', 'Incorrect Given Name'],
    [{ surName: 'x' }, 'surName', 'Incorrect Sur Name'],
    [
      { embassyProcess: { enjazNumber: '12345678' } },
      'embassyProcess.enjazNumber',
      "Incorrect Application Number: add 'E' before the number",
    ],
    [{ visa: { visaNumber: '12345678901' } }, 'visa.visaNumber', 'Incorrect Visa Number'],
    [
      { visa: { visaNumber: '1234567890', passportNumber: '12345678901' } },
      'visa.passportNumber',
      'Incorrect Employer Id Number',
    ],
    [{ dateOfBirth: '1919-12-31' }, 'dateOfBirth', 'Must be on or after 1920-01-01'],
    [{ passportIssueDate: '2031-01-01' }, 'passportIssueDate', 'Must be on or before 2030-12-31'],
  ])('employee input %j: field %s gets "%s" and nothing is saved', async (override, field, message) => {
    const before = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees');
    const result = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      { input: employeeInput(override) },
      api.tokens.adminA,
    );
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees')).rows[0]?.n).toBe(
      before.rows[0]?.n,
    );
  });

  it.each([
    ['ab', 'agency@example.com', 'displayName', 'Must be 3 characters at minimum'],
    ['x'.repeat(129), 'agency@example.com', 'displayName', 'Must be 128 characters or less'],
    ['Good Name', 'a@b.co', 'email', 'Must be 8 characters at minimum'],
    ['Good Name', 'not-an-email', 'email', 'Invalid email address'],
  ])('company %s / %s: %s gets "%s"', async (displayName, email, field, message) => {
    const result = await api.gql(
      `mutation ($input: PartnerCompanyInput!) { createForeignAgent(input: $input) { _id } }`,
      { input: { displayName, email } },
      api.tokens.adminA,
    );
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { field } });
  });
});
