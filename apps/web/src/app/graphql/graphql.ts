import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * Writes a typed operation: `graphql(\`query { me { name } }\`)` is checked against the API's schema
 * (apps/web/schema.graphql, printed from services/api by `pnpm --filter @placement/web schema`), so a field the
 * API does not have, or a changed type, fails `pnpm typecheck`.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { JSON: unknown };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
