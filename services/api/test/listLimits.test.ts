import { LIST_LIMITS, MAX_LIST_LENGTH } from '@placement/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './support/snapshot';
import { startTestApi, type TestApi } from './support/testApi';

// Every list an operation takes has a maximum from the domain (apiLimits), enforced before any resolver runs:
// the lists are read from the running schema, so a list added later is tested (and must be given a limit).

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface Field {
  name: string;
  type: TypeRef;
}
interface Root {
  fields: Array<{ name: string; args: Field[]; type: TypeRef }>;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const ROOT = `fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } }`;
const INTROSPECTION = `{
  query: __type(name: "Query") { ${ROOT} }
  mutation: __type(name: "Mutation") { ${ROOT} }
  __schema { types { name kind enumValues { name } inputFields { name type { ${TYPE_REF} } } } }
}`;

/** The GraphQL type of a variable, as written in an operation ("[ID!]!"). */
const typeText = (type: TypeRef): string =>
  type.kind === 'NON_NULL'
    ? `${typeText(type.ofType!)}!`
    : type.kind === 'LIST'
      ? `[${typeText(type.ofType!)}]`
      : type.name!;
const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);
const unwrapNonNull = (type: TypeRef) => (type.kind === 'NON_NULL' ? type.ofType! : type);

interface ListPosition {
  operation: string;
  kind: 'query' | 'mutation';
  /** The argument, then input fields down to the list. */
  path: string[];
  item: TypeRef;
}

describe('list inputs are capped by the domain, through HTTP', () => {
  let api: TestApi;
  let positions: ListPosition[];
  let types: Map<
    string,
    { kind: string; enumValues: Array<{ name: string }> | null; inputFields: Field[] | null }
  >;
  let roots: Record<'query' | 'mutation', Root>;

  beforeAll(async () => {
    api = await startTestApi('pglite');
    const { data } = await api.gql(INTROSPECTION);
    roots = { query: data!.query, mutation: data!.mutation };
    types = new Map(data!.__schema.types.map((type: { name: string }) => [type.name, type]));
    positions = [];
    const visit = (
      operation: string,
      kind: ListPosition['kind'],
      path: string[],
      type: TypeRef,
      seen: string[],
    ) => {
      const inner = unwrapNonNull(type);
      if (inner.kind === 'LIST') {
        positions.push({ operation, kind, path, item: unwrapNonNull(inner.ofType!) });
        return;
      }
      if (inner.kind !== 'INPUT_OBJECT' || seen.includes(inner.name!)) return;
      for (const field of types.get(inner.name!)!.inputFields ?? []) {
        visit(operation, kind, [...path, field.name], field.type, [...seen, inner.name!]);
      }
    };
    for (const kind of ['query', 'mutation'] as const) {
      for (const field of roots[kind].fields) {
        for (const arg of field.args) visit(field.name, kind, [arg.name], arg.type, []);
      }
    }
  }, 60_000);
  afterAll(() => api?.close());

  /** The smallest value GraphQL accepts for a type: required fields only. */
  const minimal = (type: TypeRef): unknown => {
    const inner = unwrapNonNull(type);
    if (inner.kind === 'LIST') return [];
    if (inner.kind === 'ENUM') return types.get(inner.name!)!.enumValues![0]!.name;
    if (inner.kind === 'INPUT_OBJECT') {
      const fields = (types.get(inner.name!)!.inputFields ?? []).filter((f) => f.type.kind === 'NON_NULL');
      return Object.fromEntries(fields.map((f) => [f.name, minimal(f.type)]));
    }
    return { Int: 1, Float: 1, Boolean: false }[inner.name!] ?? 'x';
  };

  /** The operation with the list at `position` holding `count` items and everything else at its minimum. */
  const callWith = (position: ListPosition, count: number) => {
    const field = roots[position.kind].fields.find((f) => f.name === position.operation)!;
    const [argName, ...rest] = position.path;
    const variables: Record<string, unknown> = {};
    const used = field.args.filter((arg) => arg.name === argName || arg.type.kind === 'NON_NULL');
    for (const arg of used) variables[arg.name] = minimal(arg.type);
    const items = Array.from({ length: count }, () => minimal(position.item));
    if (rest.length === 0) variables[argName!] = items;
    else {
      let node = variables[argName!] as Record<string, unknown>;
      for (const key of rest.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      node[rest[rest.length - 1]!] = items;
    }
    const declared = used.map((arg) => `$${arg.name}: ${typeText(arg.type)}`).join(', ');
    const passed = used.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(named(field.type).kind)
      ? '{ __typename }'
      : '';
    return {
      query: `${position.kind} (${declared}) { ${field.name}(${passed}) ${selection} }`,
      variables,
    };
  };

  it('names every list argument in the domain’s LIST_LIMITS', () => {
    const unnamed = positions
      .map((position) => `${position.operation}.${position.path.join('.')}`)
      .filter((key) => LIST_LIMITS[key] === undefined);
    expect(unnamed).toEqual([]);
  });

  it('refuses one item over each list’s limit, naming the field, and takes the limit itself', async () => {
    const failures: string[] = [];
    for (const position of positions) {
      const field = position.path.join('.');
      const max = LIST_LIMITS[`${position.operation}.${field}`] ?? MAX_LIST_LENGTH;
      const before = await snapshot(api.db);
      const over = callWith(position, max + 1);
      const refused = await api.gql(over.query, over.variables, api.tokens.superUser);
      const error = refused.errors?.[0];
      if (
        error?.extensions?.code !== 'BAD_USER_INPUT' ||
        error.extensions.field !== field ||
        error.message !== `${field}: At most ${max} items`
      ) {
        failures.push(
          `${position.operation} ${field} with ${max + 1}: ${JSON.stringify(refused).slice(0, 300)}`,
        );
      }
      if ((await snapshot(api.db)) !== before)
        failures.push(`${position.operation} ${field}: a refused call wrote`);
      const at = callWith(position, max);
      const taken = await api.gql(at.query, at.variables, api.tokens.superUser);
      if (
        taken.errors?.some((e) => e.extensions?.field === field && e.message.startsWith(`${field}: At most`))
      ) {
        failures.push(`${position.operation} ${field}: ${max} items refused`);
      }
    }
    expect(failures).toEqual([]);
    expect(positions.length).toBeGreaterThanOrEqual(10);
  }, 120_000);

  it('caps a list inside a JSON value (a CV template) at MAX_LIST_LENGTH', async () => {
    const result = await api.gql(
      `mutation ($input: CompanyInput!) { createCompany(input: $input) { _id } }`,
      {
        input: {
          id: api.companies.a,
          displayName: 'AGENCY A',
          email: 'agency.a@example.com',
          cvTemplate: { sections: Array.from({ length: MAX_LIST_LENGTH + 1 }, () => 'x') },
        },
      },
      api.tokens.adminA,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: `input.cvTemplate.sections: At most ${MAX_LIST_LENGTH} items`,
      extensions: { code: 'BAD_USER_INPUT', field: 'input.cvTemplate.sections' },
    });
  });
});
