import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../src/modules';
import type { Permission, SimplePermission } from '../src/modules/ApiModule';
import { createRecords, operationCalls, type OperationCall } from './support/operations';
import { snapshot } from './support/snapshot';
import { startTestApi, type TestApi } from './support/testApi';

// The modules this file holds test calls for. Modules added later (render jobs) bring their own role tests;
// the app itself refuses to start when any of their fields lacks a permission entry.
const COVERED_MODULES = [
  'common',
  'users',
  'companies',
  'employees',
  'visas',
  'imports',
  'medical',
  'content',
  'files',
  'audit',
];
const ALL_PERMISSIONS: Record<string, Permission> = Object.assign(
  {},
  ...modules.map((module) => module.permissions),
);
const PERMISSIONS: Record<string, Permission> = Object.assign(
  {},
  ...modules.filter((module) => COVERED_MODULES.includes(module.name)).map((module) => module.permissions),
);

/** A save call turned into a create: the record id is dropped (or made a 10-character new-record id). */
function asCreate(name: string, call: OperationCall): OperationCall {
  const variables = structuredClone(call.variables);
  if (name === 'createEmployee') (variables.input as Record<string, unknown>)._id = 'newrecord1';
  else variables.id = null;
  return { query: call.query, variables };
}

const family = (role: string) => [role, role.replace(/^View/, 'Add'), role.replace(/^View/, 'Manage')];

describe('role matrix: every operation is refused without its role, on the server', () => {
  let api: TestApi;
  let calls: Record<string, OperationCall>;
  let allRoles: string[];
  beforeAll(async () => {
    api = await startTestApi('pglite');
    calls = operationCalls(api, await createRecords(api));
    const roles = await api.gql(`{ GetRoles { displayName } }`, {}, api.tokens.adminA);
    allRoles = roles.data!.GetRoles.map((r: { displayName: string }) => r.displayName);
  }, 60_000);
  afterAll(() => api?.close());

  it('has a permission entry and a test call for every root field of the schema', async () => {
    const fields = await api.gql(
      `{ __schema { queryType { fields { name } } mutationType { fields { name } } } }`,
    );
    const names = [
      ...fields.data!.__schema.queryType.fields,
      ...fields.data!.__schema.mutationType.fields,
    ].map((f: { name: string }) => f.name);
    expect(names.filter((name) => !ALL_PERMISSIONS[name])).toEqual([]);
    expect(Object.keys(PERMISSIONS).filter((name) => !calls[name])).toEqual([]);
    expect(Object.keys(PERMISSIONS).filter((name) => !names.includes(name))).toEqual([]);
  });

  const cases: Array<[string, 'create' | 'update' | 'only', SimplePermission]> = [];
  for (const [name, permission] of Object.entries(PERMISSIONS)) {
    if ('save' in permission) {
      cases.push([name, 'create', permission.save.create], [name, 'update', permission.save.update]);
    } else cases.push([name, 'only', permission]);
  }

  it.each(cases)('%s (%s)', async (name, variant, permission) => {
    const base = calls[name]!;
    const call = variant === 'create' ? asCreate(name, base) : base;
    const codes = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
      (result.errors ?? []).map((error) => error.extensions?.code);

    if ('public' in permission) {
      const result = await api.gql(call.query, call.variables);
      expect(codes(result)).not.toContain('UNAUTHENTICATED');
      expect(codes(result)).not.toContain('FORBIDDEN');
      return;
    }
    // Anonymous callers are refused with the "authorized" message the web app reacts to.
    const before = await snapshot(api.db);
    const anonymous = await api.gql(call.query, call.variables);
    expect(anonymous.errors?.[0]?.message).toContain('authorized');
    expect(anonymous.data).toBeNull();
    expect(await snapshot(api.db)).toBe(before);
    if ('signedIn' in permission) return;

    if ('super' in permission) {
      const refused = await api.gql(call.query, call.variables, api.tokens.adminA);
      expect(codes(refused)).toEqual(['FORBIDDEN']);
      expect(await snapshot(api.db)).toBe(before);
      const allowed = await api.gql(call.query, call.variables, api.tokens.superUser);
      expect(codes(allowed)).not.toContain('FORBIDDEN');
      return;
    }
    const without = await api.userWithRoles(
      allRoles.filter((role) => !family(permission.role).includes(role)),
    );
    const beforeRefusal = await snapshot(api.db);
    const refused = await api.gql(call.query, call.variables, without);
    expect(codes(refused)).toEqual(['FORBIDDEN']);
    expect(refused.errors?.[0]?.message).toContain(permission.role);
    expect(await snapshot(api.db)).toBe(beforeRefusal);

    const only = await api.userWithRoles([permission.role]);
    const allowed = await api.gql(call.query, call.variables, only);
    expect(codes(allowed)).not.toContain('FORBIDDEN');
    expect(codes(allowed)).not.toContain('UNAUTHENTICATED');
  });
});
