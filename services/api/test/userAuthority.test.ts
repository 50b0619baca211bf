import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import { ENGINES, PASSWORD, startTestApi, type Data, type TestApi } from './support/testApi';

/**
 * The account takeover found by attacking the API with its own demo companies: A's admin made a user, gave it
 * every role, attached it to the foreign agent both agencies partner, and from there attached it to agency B,
 * whose users it then listed and whose admin's password it reset. Each step is refused now.
 */
describe.each(ENGINES)('who may change whom, on %s', (engine) => {
  let api: TestApi;
  let roleIds: Record<string, string>;

  const call = (query: string, variables: Record<string, unknown>, token: string) =>
    api.gql(query, variables, token);
  const ok = async (query: string, variables: Record<string, unknown>, token: string): Promise<Data> => {
    const result = await call(query, variables, token);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const companyOf = async (userId: string) =>
    (await api.db.query<{ company_id: string }>('SELECT company_id FROM users WHERE id = $1', [userId]))
      .rows[0]!.company_id;
  const passwordHashOf = async (userId: string) =>
    (await api.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]))
      .rows[0]!.password_hash;

  const CREATE_USER = `mutation ($input: UserInput!) { createUser(input: $input) { _id } }`;
  const ADD_ROLES = `mutation ($ids: [ID!]!) { addUserRoles(ids: $ids) { roles { displayName } } }`;
  const ADD_AGENT = `mutation ($ids: [ID!]!) { addUserAgent(ids: $ids) { company { _id } } }`;
  const ADD_AGENCY = `mutation ($ids: [ID!]!) { addUserAgency(ids: $ids) { company { _id } } }`;
  const CHANGE_USER = `mutation ($input: ChangeUserInput!) { changeUser(input: $input) { status } }`;

  beforeAll(async () => {
    api = await startTestApi(engine);
    // The shared foreign agent partners both agencies, as in the demo data the attack used.
    await api.db.query('INSERT INTO company_partners (company_id, partner_id) VALUES ($1, $2), ($2, $1)', [
      api.companies.b,
      api.companies.agent,
    ]);
    const { rows } = await api.db.query<{ id: string; display_name: string }>(
      'SELECT id, display_name FROM roles',
    );
    roleIds = Object.fromEntries(rows.map((row) => [row.display_name, row.id]));
  });
  afterAll(() => api.close());

  it('does not let an agency admin move its user into the partner agent, nor from there into agency B', async () => {
    const created = await ok(
      CREATE_USER,
      { input: { id: 'new0000001', name: 'Trojan Horse', email: 'trojan@example.com', password: PASSWORD } },
      api.tokens.adminA,
    );
    const trojan = created.createUser._id as string;
    const allRoles = Object.values(roleIds);
    // A's admin may hand out only the roles it holds itself.
    const grantEverything = await call(ADD_ROLES, { ids: [trojan, ...allRoles] }, api.tokens.adminA);
    expect(grantEverything.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const toAgent = await call(ADD_AGENT, { ids: [trojan, api.companies.agent] }, api.tokens.adminA);
    expect(toAgent.errors?.[0]?.message).toBe('Company not found');
    expect(await companyOf(trojan)).toBe(api.companies.a);

    // Even a user already inside the partner agent, holding every role, cannot step into agency B.
    await api.db.query('UPDATE users SET company_id = $2 WHERE id = $1', [trojan, api.companies.agent]);
    await api.db.query(
      'INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles ON CONFLICT DO NOTHING',
      [trojan],
    );
    const trojanToken = await issueToken(api.db, trojan);
    const toB = await call(ADD_AGENCY, { ids: [trojan, api.companies.b] }, trojanToken);
    expect(toB.errors?.[0]?.message).toBe('Company not found');
    expect(await companyOf(trojan)).toBe(api.companies.agent);

    const bUsers = await call(
      `query ($c: ID) { Users(companyId: $c, skip: 0, take: 50) { users { _id } } }`,
      { c: api.companies.b },
      trojanToken,
    );
    expect(bUsers.data?.Users?.users ?? []).toEqual([]);
    const before = await passwordHashOf(api.users.adminB);
    const reset = await call(
      CHANGE_USER,
      { input: { name: 'reset', _id: api.users.adminB, password: 'taken-over-1' } },
      trojanToken,
    );
    expect(reset.errors?.[0]?.message).toBe('User not found');
    expect(await passwordHashOf(api.users.adminB)).toBe(before);
  });

  it('lets Super move a user between companies', async () => {
    const created = await ok(
      CREATE_USER,
      { input: { id: 'new0000002', name: 'Moved By Super', email: 'moved@example.com' } },
      api.tokens.adminA,
    );
    const moved = await ok(
      ADD_AGENT,
      { ids: [created.createUser._id, api.companies.agent] },
      api.tokens.superUser,
    );
    expect(moved.addUserAgent.company._id).toBe(api.companies.agent);
  });

  it('keeps roles the granter does not hold out of its reach, both ways', async () => {
    const clerkId = (
      await ok(
        CREATE_USER,
        { input: { id: 'new0000003', name: 'Clerk Manager', email: 'clerk.manager@example.com' } },
        api.tokens.adminA,
      )
    ).createUser._id as string;
    await ok(
      ADD_ROLES,
      { ids: [clerkId, roleIds.ManageUserRoles, roleIds.ViewEmployees] },
      api.tokens.adminA,
    );
    const clerkToken = await issueToken(api.db, clerkId);

    const target = (
      await ok(
        CREATE_USER,
        { input: { id: 'new0000004', name: 'Target Clerk', email: 'target@example.com' } },
        api.tokens.adminA,
      )
    ).createUser._id as string;
    await ok(ADD_ROLES, { ids: [target, roleIds.ViewEmployees, roleIds.AddVisas] }, api.tokens.adminA);

    // The clerk lacks AddVisas: it can neither grant it nor strip it from a user who has it.
    const grant = await call(ADD_ROLES, { ids: [target, roleIds.AddVisas] }, clerkToken);
    expect(grant.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const grantSelf = await call(ADD_ROLES, { ids: [clerkId, roleIds.ManageUsers] }, clerkToken);
    expect(grantSelf.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const strip = await call(ADD_ROLES, { ids: [target] }, clerkToken);
    expect(strip.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const roles = await api.db.query<{ display_name: string }>(
      'SELECT r.display_name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY 1',
      [target],
    );
    expect(roles.rows.map((row) => row.display_name)).toEqual(['AddVisas', 'ViewEmployees']);
  });

  it("does not let a clerk with ManageUsers reset the admin's password", async () => {
    const clerkToken = await api.userWithRoles(['ManageUsers', 'ViewUsers']);
    const before = await passwordHashOf(api.users.adminA);
    const reset = await call(
      CHANGE_USER,
      { input: { name: 'reset', _id: api.users.adminA, password: 'taken-over-2' } },
      clerkToken,
    );
    expect(reset.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await passwordHashOf(api.users.adminA)).toBe(before);
  });

  it("refuses locking out oneself or the company's last active admin", async () => {
    const self = await call(
      CHANGE_USER,
      { input: { name: 'deactivate', _id: api.users.adminB } },
      api.tokens.adminB,
    );
    expect(self.errors?.[0]?.message).toBe('You cannot deactivate yourself');
    const bySuper = await call(
      CHANGE_USER,
      { input: { name: 'deactivate', _id: api.users.adminB } },
      api.tokens.superUser,
    );
    expect(bySuper.errors?.[0]?.message).toBe("The company's last active administrator cannot be locked out");
    const status = await api.db.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [
      api.users.adminB,
    ]);
    expect(status.rows[0]!.status).not.toBe('Disabled');
  });

  it('lets an admin who is Blocked be deactivated: a locked-out admin is not an active one', async () => {
    const before = await api.db.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [
      api.users.adminB,
    ]);
    await api.db.query(`UPDATE users SET status = 'Blocked' WHERE id = $1`, [api.users.adminB]);
    try {
      const bySuper = await call(
        CHANGE_USER,
        { input: { name: 'deactivate', _id: api.users.adminB } },
        api.tokens.superUser,
      );
      expect(bySuper.errors).toBeUndefined();
    } finally {
      await api.db.query('UPDATE users SET status = $2 WHERE id = $1', [
        api.users.adminB,
        before.rows[0]!.status,
      ]);
    }
  });
});
