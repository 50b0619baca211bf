import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app';
import type { ApiConfig } from '../../src/context';
import { createOutboxMailer } from '../../src/mail/createOutboxMailer';
import { hashPassword, type PasswordHashing } from '../../src/auth/passwords';
import { issueToken } from '../../src/auth/tokens';
import { createPgDatabase } from '../../src/db/createPgDatabase';
import { createPgliteDatabase } from '../../src/db/createPgliteDatabase';
import type { Database } from '../../src/db/Database';
import { migrate } from '../../src/db/migrate';
import { newObjectId, type RoleName } from '@placement/domain';
import type { EmployeeSharing } from '../../src/tenancy/TenantScope';
import { restartEmployeeNumbering } from '../fixtures';

export type Engine = 'pglite' | 'postgres';
export const ENGINES: Engine[] = ['pglite', 'postgres'];
export const DATABASE_TEST_URL = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Cheap hashing for speed in tests only; one test checks the production (OWASP) parameters. */
export const TEST_HASHING: PasswordHashing = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const PASSWORD = 'secret123';

// The record-keeping roles test admins hold: typed by the domain's role names, so a misspelt or retired
// name fails to compile; the complaint, labour and flight roles are left out on purpose (no operation needs them).
export const TEST_ADMIN_ROLES: readonly RoleName[] = [
  'ViewDashboard',
  'Options',
  'ViewCompanies',
  'ViewUsers',
  'ManageUsers',
  'ViewRoles',
  'ManageRoles',
  'ManageUserRoles',
  'CompanyManagement',
  'ForeignAgentsManagement',
  'ViewCandidates',
  'ViewEmployees',
  'AddEmployees',
  'EditEmployees',
  'DeleteEmployees',
  'EmployeeReports',
  'ViewVisas',
  'AddVisas',
  'EditVisas',
  'DeleteVisas',
  'AssignVisas',
  'ReleaseVisas',
  'EnjazEntry',
  'ViewReports',
];

// Tests walk response trees freely; the assertions check their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Data = Record<string, any>;

export interface GqlResult<T = Data> {
  data: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface TestApi {
  url: string;
  db: Database;
  companies: { a: string; b: string; agent: string };
  tokens: { superUser: string; adminA: string; adminB: string; agent: string; plainA: string };
  users: { adminA: string; adminB: string; plainA: string; agent: string };
  gql(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult>;
  /** The server secret the app signs links and captchas with. */
  secret: string;
  /** The e-mails written to the outbox so far, oldest first, as raw .eml text. */
  outbox(): Promise<string[]>;
  /** A user of company A holding exactly these roles. */
  userWithRoles(roles: string[]): Promise<string>;
  close(): Promise<void>;
}

async function createUser(
  db: Database,
  companyId: string,
  email: string,
  userType: string,
  roles: readonly string[],
  hash: string,
) {
  const id = newObjectId();
  await db.query(
    'INSERT INTO users (id, company_id, name, email, password_hash, user_type) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, companyId, email.split('@')[0], email, hash, userType],
  );
  if (roles.length) {
    await db.query(
      'INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE display_name = ANY($2)',
      [id, roles],
    );
  }
  return id;
}

export async function createTestDatabase(
  engine: Engine,
): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = await createPgliteDatabase();
    return { db, drop: async () => {} };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_TEST_URL });
  await admin.connect();
  try {
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  } catch {
    // Another test file created it at the same moment.
  } finally {
    await admin.end();
  }
  const db = await createPgDatabase({ connectionString: DATABASE_TEST_URL, schema, max: 4 });
  return {
    db,
    drop: async () => {
      const client = new pg.Client({ connectionString: DATABASE_TEST_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

export async function startTestApi(
  engine: Engine,
  options: {
    employeeSharing?: EmployeeSharing;
    filesDir?: string;
    config?: Partial<ApiConfig>;
    /** When given, the server logs as in production and every log line is appended here. */
    logLines?: string[];
    /** When given, the server also serves the web app built there, as `pnpm start` does. */
    webDir?: string;
    /** When given, the server reaches the database through this view of it (a test that fails it on cue). */
    databaseView?: (db: Database) => Database;
  } = {},
): Promise<TestApi> {
  restartEmployeeNumbering();
  const { db, drop } = await createTestDatabase(engine);
  await migrate(db);
  const companies = { a: newObjectId(), b: newObjectId(), agent: newObjectId() };
  for (const [id, type, name] of [
    [companies.a, 'LocalAgency', 'AGENCY A'],
    [companies.b, 'LocalAgency', 'AGENCY B'],
    [companies.agent, 'ForeignAgent', 'GULF AGENT'],
  ] as const) {
    await db.query('INSERT INTO companies (id, type, display_name, email) VALUES ($1, $2, $3, $4)', [
      id,
      type,
      name,
      `${id}@example.com`,
    ]);
  }
  await db.query('INSERT INTO company_partners (company_id, partner_id) VALUES ($1, $2), ($2, $1)', [
    companies.a,
    companies.agent,
  ]);
  const hash = await hashPassword(PASSWORD, TEST_HASHING);
  const superId = await createUser(db, companies.a, 'super@example.com', 'Super', [], hash);
  const users = {
    adminA: await createUser(db, companies.a, 'admin.a@example.com', 'ClientAdmin', TEST_ADMIN_ROLES, hash),
    adminB: await createUser(db, companies.b, 'admin.b@example.com', 'ClientAdmin', TEST_ADMIN_ROLES, hash),
    plainA: await createUser(db, companies.a, 'plain.a@example.com', 'ClientUser', [], hash),
    agent: await createUser(db, companies.agent, 'agent@example.com', 'ClientAdmin', TEST_ADMIN_ROLES, hash),
  };
  const tokens = {
    superUser: await issueToken(db, superId),
    adminA: await issueToken(db, users.adminA),
    adminB: await issueToken(db, users.adminB),
    agent: await issueToken(db, users.agent),
    plainA: await issueToken(db, users.plainA),
  };
  // In a folder of its own: the mailer writes each message beside the outbox before moving it in.
  const outboxDir = join(await mkdtemp(join(tmpdir(), 'placement-outbox-')), 'outbox');
  await mkdir(outboxDir);
  const secret = randomBytes(32).toString('base64url');
  const logLines = options.logLines;
  const app = await buildApp({
    db: options.databaseView ? options.databaseView(db) : db,
    ...(options.webDir ? { webDir: options.webDir } : {}),
    ...(logLines ? { logger: true, logStream: { write: (line: string) => void logLines.push(line) } } : {}),
    config: {
      secret,
      mailer: createOutboxMailer(outboxDir, 'Placement <no-reply@placement.local>'),
      // Tests solve captchas for real; a small search space keeps that fast.
      captchaMaxNumber: 2000,
      passwordHashing: TEST_HASHING,
      employeeSharing: options.employeeSharing ?? 'prospects',
      filesDir: options.filesDir ?? '/nonexistent-test-files',
      ...options.config,
    },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${address}/graphql`;
  let counter = 0;
  return {
    url,
    db,
    companies,
    tokens,
    users,
    secret,
    async outbox() {
      const names = (await readdir(outboxDir)).sort();
      return Promise.all(names.map((name) => readFile(join(outboxDir, name), 'utf8')));
    },
    async gql(query, variables = {}, token) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GqlResult<Data>;
    },
    async userWithRoles(roles) {
      counter += 1;
      const id = await createUser(
        db,
        companies.a,
        `role${counter}.${newObjectId()}@example.com`,
        'ClientUser',
        roles,
        hash,
      );
      return issueToken(db, id);
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}
