import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import { startTestApi, type TestApi } from './support/testApi';

/**
 * No chain of grants reaches a role or a company the granter does not hold: random sequences of user
 * creation, role grants and moves between companies, made by whoever the chain has produced so far (agency A's
 * admin, its partner agent's, stranger B's, and every user they create), never leave a user in a company it
 * did not start in, nor holding a role nobody of its company held at the start.
 */
const OPERATIONS = [
  'createUser',
  'moveUser',
  'addUserRoles',
  'addUserAgency',
  'addUserAgent',
  'activate',
] as const;

describe('grant chains', () => {
  let api: TestApi;
  let roleIds: Map<string, string>;
  let companies: string[];
  /** Each user's company when it first appeared. */
  const homeOf = new Map<string, string>();
  /** The roles each company's users held at the start. */
  const startingRoles = new Map<string, Set<string>>();

  const users = async () =>
    (
      await api.db.query<{ id: string; company_id: string; user_type: string }>(
        'SELECT id, company_id, user_type FROM users ORDER BY id',
      )
    ).rows.filter((user) => user.user_type !== 'Super');
  const rolesOf = async () =>
    (
      await api.db.query<{ user_id: string; company_id: string; display_name: string }>(
        `SELECT ur.user_id, u.company_id, r.display_name
           FROM user_roles ur JOIN users u ON u.id = ur.user_id JOIN roles r ON r.id = ur.role_id`,
      )
    ).rows;

  beforeAll(async () => {
    api = await startTestApi('pglite');
    const { rows } = await api.db.query<{ id: string; display_name: string }>(
      'SELECT id, display_name FROM roles',
    );
    roleIds = new Map(rows.map((row) => [row.display_name, row.id]));
    companies = [api.companies.a, api.companies.agent, api.companies.b];
    for (const user of await users()) homeOf.set(user.id, user.company_id);
    for (const row of await rolesOf()) {
      const held = startingRoles.get(row.company_id) ?? new Set<string>();
      held.add(row.display_name);
      startingRoles.set(row.company_id, held);
    }
  }, 60_000);
  afterAll(() => api?.close());

  it('never reaches a company or a role the granters did not hold', async () => {
    const roleNames = [...roleIds.keys()];
    const step = fc.record({
      actor: fc.nat(),
      operation: fc.constantFrom(...OPERATIONS),
      target: fc.nat(),
      company: fc.nat(),
      roles: fc.subarray(roleNames, { maxLength: 6 }),
    });
    let created = 0;
    // The chains must do something: users are created and roles granted, or the property proves nothing.
    const succeeded = new Set<string>();
    await fc.assert(
      // Each chain starts with A's admin creating a user in A and letting it manage roles: a new link to follow.
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (randomSteps) => {
        const steps = [
          { actor: -1, operation: 'createUser' as const, target: 0, company: 0, roles: [] as string[] },
          {
            actor: -1,
            operation: 'addUserRoles' as const,
            target: -1,
            company: 0,
            roles: ['ManageUserRoles', 'ManageUsers'],
          },
          ...randomSteps,
        ];
        for (const { actor, operation, target, company, roles } of steps) {
          const everyone = await users();
          const by =
            actor < 0
              ? everyone.find((user) => user.id === api.users.adminA)!
              : everyone[actor % everyone.length]!;
          const to = target < 0 ? everyone[everyone.length - 1]! : everyone[target % everyone.length]!;
          const into = companies[company % companies.length]!;
          const token = await issueToken(api.db, by.id);
          const ids = [to.id, ...roles.map((role) => roleIds.get(role)!)];
          const calls: Record<(typeof OPERATIONS)[number], [string, Record<string, unknown>]> = {
            createUser: [
              `mutation ($input: UserInput!) { createUser(input: $input) { _id } }`,
              {
                input: {
                  id: 'new0000001',
                  name: 'Chain User',
                  email: `chain${(created += 1)}@example.com`,
                  companyId: into,
                },
              },
            ],
            // createUser with an existing id saves that user, company included.
            moveUser: [
              `mutation ($input: UserInput!) { createUser(input: $input) { _id } }`,
              {
                input: {
                  id: to.id,
                  name: 'Moved User',
                  email: `moved${(created += 1)}@example.com`,
                  companyId: into,
                },
              },
            ],
            addUserRoles: [`mutation ($ids: [ID!]!) { addUserRoles(ids: $ids) { _id } }`, { ids }],
            addUserAgency: [
              `mutation ($ids: [ID!]!) { addUserAgency(ids: $ids) { _id } }`,
              { ids: [to.id, into] },
            ],
            addUserAgent: [
              `mutation ($ids: [ID!]!) { addUserAgent(ids: $ids) { _id } }`,
              { ids: [to.id, into] },
            ],
            activate: [
              `mutation ($id: ID!) { changeUser(input: {name: "activate", _id: $id}) { _id } }`,
              { id: to.id },
            ],
          };
          const [query, variables] = calls[operation];
          const result = await api.gql(query, variables, token);
          if (!result.errors) succeeded.add(operation);
          expect((result.errors ?? []).map((error) => error.extensions?.code)).not.toContain(
            'INTERNAL_SERVER_ERROR',
          );
          // A user appears in its creator's company, whatever company the creator named.
          for (const user of await users()) {
            if (!homeOf.has(user.id)) {
              expect(user.company_id, `a user created by ${by.id} into ${into}`).toBe(by.company_id);
              homeOf.set(user.id, user.company_id);
            }
            expect(user.company_id, `user ${user.id} after ${operation} by ${by.id}`).toBe(
              homeOf.get(user.id),
            );
          }
          for (const row of await rolesOf()) {
            expect(
              startingRoles.get(homeOf.get(row.user_id)!)?.has(row.display_name),
              `${row.display_name} reached a user of ${row.company_id} after ${operation} by ${by.id}`,
            ).toBe(true);
          }
        }
      }),
      { numRuns: 6 },
    );
    expect([...succeeded]).toEqual(expect.arrayContaining(['createUser', 'addUserRoles']));
  }, 120_000);
});
