/** A query sent before Apollo Client has loaded, exactly as Apollo Client would send it. */
export interface EarlyRequest {
  operationName: string;
  /** The printed query, with the `__typename` fields Apollo's cache adds, so its answer fits the cache. */
  query: string;
  variables: Record<string, unknown>;
}

// An answer that nobody claims soon is not handed out later: by then the user may expect today's records.
const CLAIMABLE_MS = 10_000;

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
 * The answer to an early request that is the same query, variables and token, once: a second ask (a refetch,
 * coming back to the page) goes to the API. Undefined when there is none (Apollo Client then asks the API).
 */
export function claimEarlyAnswer(request: EarlyRequest, token: string | null): Promise<unknown> | undefined {
  // Sent by the head start (headStart/headStart), before any of the app's code ran.
  const pending = globalThis.placementHeadStart ?? [];
  const index = pending.findIndex(
    (early) =>
      early.token === token &&
      performance.now() - early.sentAt < CLAIMABLE_MS &&
      sameRequest(early.request, request),
  );
  if (index < 0) return undefined;
  return pending.splice(index, 1)[0]!.answer;
}
