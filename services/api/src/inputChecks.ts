// The domain's zod input schemas applied on the server: every rule is packages/domain's, and a refused value is
// a GraphQL error that names the field (its path, as 'additionalData.salary') and carries the spec's message.
import { VALIDATION_MESSAGES } from '@placement/domain';
import { badInput } from './errors';

export const MESSAGES = VALIDATION_MESSAGES;

type Issue = { message: string; path: PropertyKey[] };

/** What the API needs of a zod schema: both zod's own schemas and the domain's schema builders fit. */
export interface DomainSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/** The dotted path of a field ('visa.visaNumber', 'workExperience.0.years'), or the prefix for the whole. */
export function fieldName(path: readonly PropertyKey[], prefix = ''): string {
  const name = path.map(String).join('.');
  if (!prefix) return name || 'input';
  return name ? `${prefix}.${name}` : prefix;
}

/**
 * A value parsed by the first of the schemas that accepts it; otherwise the first schema's first issue as an
 * error. Several schemas are the several readings of a rule the spec gives twice (DESIGN: "support both").
 */
export function parseInput<T>(
  schemas: DomainSchema<T> | readonly DomainSchema<T>[],
  value: unknown,
  prefix = '',
): T {
  const list = Array.isArray(schemas) ? schemas : [schemas as DomainSchema<T>];
  let firstIssue: Issue | undefined;
  for (const schema of list) {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    firstIssue ??= result.error.issues[0];
  }
  throw badInput(fieldName(firstIssue?.path ?? [], prefix), firstIssue?.message ?? MESSAGES.required);
}
