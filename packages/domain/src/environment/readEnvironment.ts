import { z } from 'zod';

/** A setting that stops the process at start: the message names every wrong variable (never its value). */
export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The environment is not valid:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'EnvironmentError';
  }
}

// An empty variable (`FOO=`) means "not set", as a shell user expects.
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const WHOLE = (min: number, max: number) => `must be a whole number from ${min} to ${max}`;

const address = (protocols: string[]) =>
  z.string({ error: 'must be set' }).refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be an address starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

/** The kinds of settings a process reads; each says in its message what it expects. Unset unless `required...`. */
export const setting = {
  text: () => z.preprocess(unsetWhenEmpty, z.string().optional()),
  requiredText: () => z.preprocess(unsetWhenEmpty, z.string({ error: 'must be set' })),
  /** A whole number (ports, minutes, counts). */
  whole: (min = 1, max = Number.MAX_SAFE_INTEGER) =>
    z.preprocess(
      unsetWhenEmpty,
      z.coerce
        .number({ error: WHOLE(min, max) })
        .int({ error: WHOLE(min, max) })
        .min(min, { error: WHOLE(min, max) })
        .max(max, { error: WHOLE(min, max) })
        .optional(),
    ),
  /** An address with one of these protocols (`postgres:`, `redis:`, `https:`). */
  url: (protocols: string[]) => z.preprocess(unsetWhenEmpty, address(protocols).optional()),
  requiredUrl: (protocols: string[]) => z.preprocess(unsetWhenEmpty, address(protocols)),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T) =>
    z.preprocess(unsetWhenEmpty, z.enum(values, { error: `must be one of ${values.join(', ')}` }).optional()),
};

/**
 * Reads the settings a process needs through one schema, at its start: a wrong value throws an
 * EnvironmentError naming each wrong variable, so the process stops before it serves anything.
 */
export function readEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  source: Record<string, string | undefined>,
): z.output<Schema> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvironmentError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'} ${issue.message}`),
  );
}
