import { tokenStorage } from '../auth/tokenStorage';

/** A query sent before Apollo Client has loaded, exactly as Apollo Client would send it. */
export interface EarlyRequest {
  operationName: string;
  /** The printed query, with the `__typename` fields Apollo's cache adds, so its answer fits the cache. */
  query: string;
  variables: Record<string, unknown>;
}

interface Pending {
  request: EarlyRequest;
  token: string;
  sentAt: number;
  answer: Promise<unknown>;
}

// An answer that nobody claims soon is not handed out later: by then the user may expect today's records.
const CLAIMABLE_MS = 10_000;
const pending: Pending[] = [];

const sameRequest = (a: EarlyRequest, b: EarlyRequest) =>
  a.operationName === b.operationName &&
  a.query === b.query &&
  stableJson(a.variables) === stableJson(b.variables);

function stableJson(value: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(value)
      .sort()
      .map((key) => [key, value[key] ?? null]),
  );
}

/**
 * Sends a page's first queries while the app's code is still loading (the employees list's open benchmark,
 * README): with the token Apollo Client would send, to the same /graphql, so the API checks it as any request.
 * Nothing is sent signed out. The answer waits here until Apollo Client asks for the same query (claim).
 */
export function sendEarly(request: EarlyRequest): void {
  const token = tokenStorage.read();
  if (!token) return;
  const answer = fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json,application/json;q=0.9',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(request),
  }).then((response) => {
    // A refusal the API words as GraphQL errors goes to Apollo Client as its own request's would; anything else
    // (a proxy's error page, a lost connection) makes Apollo Client ask again itself.
    if (!response.ok) throw new Error(`status ${response.status}`);
    return response.json();
  });
  answer.catch(() => undefined);
  pending.push({ request, token, sentAt: performance.now(), answer });
}

/**
 * The answer to an early request that is the same query, variables and token, once: a second ask (a refetch,
 * coming back to the page) goes to the API. Undefined when there is none (Apollo Client then asks the API).
 */
export function claimEarlyAnswer(request: EarlyRequest, token: string | null): Promise<unknown> | undefined {
  const index = pending.findIndex(
    (early) =>
      early.token === token &&
      performance.now() - early.sentAt < CLAIMABLE_MS &&
      sameRequest(early.request, request),
  );
  if (index < 0) return undefined;
  return pending.splice(index, 1)[0]!.answer;
}
