import { print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';

interface GraphQLResponse<Data> {
  data?: Data | null;
  errors?: Array<{ message?: string }>;
}

/**
 * One GraphQL request over fetch, for the signed-out pages: they send a form and read one answer, so they do without
 * Apollo Client's cache, which /login would otherwise load (docs/performance.md, "/login's budget"). Fails with the
 * API's messages, worded as Apollo Client words them (one per line), so every page shows a refusal the same way.
 */
export async function requestGraphQL<Result, Variables>(
  document: TadaDocumentNode<Result, Variables>,
  variables?: Variables,
): Promise<Result> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json().catch(() => null)) as GraphQLResponse<Result> | null;
  if (body?.errors?.length) {
    throw new Error(body.errors.map((error) => error.message || 'Error message not found.').join('\n'));
  }
  if (!response.ok || !body?.data) {
    throw new Error(`Response not successful: Received status code ${response.status}`);
  }
  return body.data;
}
