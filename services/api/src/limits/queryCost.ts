import { createRequire } from 'node:module';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type * as Complexity from 'graphql-query-complexity';
import { ApiError } from '../errors';

// Loaded through require so it shares mercurius' CommonJS build of graphql (see graphqlRuntime).
const require = createRequire(import.meta.url);
const complexity = require('graphql-query-complexity') as typeof Complexity;

/**
 * The most a query may cost. A field costs 1; a paged field (one that takes `take`) multiplies what it selects
 * by the rows it asks for (50 when not given). The heaviest screen, the load-all employee list (take 3000)
 * with every field it shows (about 60 with visa and owner), costs about 183,000; 200 aliases of
 * `employees(take: 3000)` (a query that once tied up the server for minutes; docs/performance.md, "queryCost")
 * cost millions.
 */
export const MAX_QUERY_COST = 300_000;
const DEFAULT_PAGE = 50;

/**
 * Refuses a query that costs more than MAX_QUERY_COST. Checked before every execution, with the request's own
 * variables (a cached query text with a larger `take` variable is measured again).
 */
export function checkQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): void {
  const cost = complexity.getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    estimators: [
      ({ args, childComplexity, field }) => {
        const paged = field.args.some((arg) => arg.name === 'take');
        const take = typeof args.take === 'number' && args.take > 0 ? args.take : DEFAULT_PAGE;
        return 1 + (paged ? take : 1) * childComplexity;
      },
    ],
  });
  if (cost > MAX_QUERY_COST) {
    throw new ApiError(
      `This request asks for too much at once (cost ${cost}, at most ${MAX_QUERY_COST}): ask for fewer rows or fields`,
      'QUERY_TOO_COSTLY',
    );
  }
}
