import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../src/modules';
import { createRecords, operationCalls, type OperationCall } from './support/operations';
import { snapshot } from './support/snapshot';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

const COVERED = [
  'common',
  'users',
  'accounts',
  'captcha',
  'socialSignIn',
  'companies',
  'employees',
  'visas',
  'imports',
  'medical',
  'content',
  'sharing',
  'files',
  'audit',
];
const MUTATIONS = Object.keys(
  Object.assign(
    {},
    ...modules.filter((module) => COVERED.includes(module.name)).map((module) => module.permissions),
  ),
).filter((name) => !['_noop', '_health'].includes(name));

/** Every path to a value inside the variables, plus one new key per object (unknown fields). */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value))
    return [prefix, ...value.flatMap((item, i) => paths(item, [...prefix, String(i)]))];
  if (value && typeof value === 'object') {
    return [
      prefix,
      [...prefix, 'unexpectedField'],
      ...Object.entries(value).flatMap(([key, item]) => paths(item, [...prefix, key])),
    ];
  }
  return [prefix];
}

function setPath(root: Record<string, unknown>, path: string[], value: unknown) {
  if (path.length === 0) return;
  let node: Record<string, unknown> = root;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 200, maxLength: 400 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '0',
    'abcdefghij',
    "'; DROP TABLE employees; --",
    '%',
    '_',
    '\\',
    'E12345678',
    '1234567890',
  ),
  fc.stringMatching(/^[0-9a-f]{24}$/),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
);

/** Every string in a generated value, however deep. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsIn)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, item]) => [key, ...stringsIn(item)])
        : [];

// Both engines, five runs each: PostgreSQL and PGlite refuse different things (NUL, encodings, casts).
describe.each(ENGINES)('property-based bad inputs on every operation, on %s', (engine) => {
  let api: TestApi;
  let calls: Record<string, OperationCall>;
  beforeAll(async () => {
    api = await startTestApi(engine);
    calls = operationCalls(api, await createRecords(api));
  }, 60_000);
  afterAll(() => api?.close());

  it.each(MUTATIONS)(
    '%s: zero internal errors, and a rejected call changes nothing',
    async (name) => {
      const base = calls[name]!;
      const targets = paths(base.variables).filter((path) => path.length > 0);
      if (targets.length === 0) targets.push(['unexpectedVariable']);
      const token = ['createCompany', 'deleteCompany', 'linkCompanies'].includes(name)
        ? api.tokens.superUser
        : api.tokens.adminA;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.constantFrom(...targets), nasty), { minLength: 1, maxLength: 3 }),
          async (edits) => {
            const variables = structuredClone(base.variables);
            for (const [path, value] of edits) setPath(variables, path, value);
            const before = await snapshot(api.db);
            const result = await api.gql(base.query, variables, token);
            const codes = (result.errors ?? []).map((error) => error.extensions?.code);
            expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
            // A refusal may quote the value it refused ("got invalid value ..."): only the rest of the message
            // must be free of internals (a generated string once held "SQl"). Strings of 3 characters or more, so no
            // single letter is taken out of a real "SQL".
            const given = edits.flatMap(([, value]) => stringsIn(value)).filter((text) => text.length >= 3);
            for (const error of result.errors ?? []) {
              const own = given.reduce(
                (message, text) =>
                  message.split(text).join('').split(JSON.stringify(text).slice(1, -1)).join(''),
                error.message,
              );
              expect(own).not.toMatch(/SQL|syntax|relation|column|at .*\.ts/i);
            }
            if (result.errors?.length) expect(await snapshot(api.db)).toBe(before);
          },
        ),
        { numRuns: 5 },
      );
    },
    120_000,
  );
});
