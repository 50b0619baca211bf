import type { EarlyRequest } from '../apollo/earlyRequests';

/**
 * What the head start does on a signed-in page, written into the build by build/headStartPlugin. The page's
 * own modules are preloaded by the server's Link header (services/api web/modulePreloads); only the words
 * depend on what this browser stored, so only they are preloaded here.
 */
export interface HeadStartPlan {
  /** The signed-in words of each language (its chunk and what that imports), by language code. */
  words: Record<string, string[]>;
  /** The queries every /app page asks first (the signed-in user). */
  requests: EarlyRequest[];
  /** The queries the pages named by their path (no trailing slash) ask first. */
  pageRequests: Record<string, EarlyRequest[]>;
}

/** A query the head start sent, waiting for Apollo Client to ask for it (apollo/earlyRequests). */
export interface SentEarly {
  request: EarlyRequest;
  token: string;
  sentAt: number;
  answer: Promise<unknown>;
}

declare global {
  // A global the head start leaves for the app: in `declare global`, only `var` declares one.
  var placementHeadStart: SentEarly[] | undefined;
}

/**
 * Runs in the page before any of the app's code, as a small classic script of its own in app.html, the copy of
 * index.html the API serves for /app pages (build/headStartPlugin prints this function with its plan; under
 * `pnpm dev` it is inline in every page, hence its own check of the path). On a signed-in page it starts, while
 * the browser is still reading and evaluating the app's entry chunk, what the page otherwise waits for
 * afterwards: its first queries, sent with the token Apollo Client would send and left in `placementHeadStart`
 * for Apollo Client to claim once (apollo/earlyRequests), and the words of the stored language, as modulepreload
 * links (fetched and compiled, run only when the app imports them). Signed out it does nothing.
 *
 * It is printed with Function.prototype.toString: it must use nothing from outside its own body. The storage
 * keys are auth/tokenStorage's and preferences/storedPreferences' (headStart.test checks them through those).
 */
export function headStart(plan: HeadStartPlan): void {
  const path = location.pathname.replace(/\/+$/, '');
  if (!/^\/app(\/|$)/.test(path)) return;
  let token: string | null;
  let language: string | null;
  try {
    token = localStorage.getItem('placement.token');
    language = localStorage.getItem('placement.language');
  } catch {
    return;
  }
  if (!token) return;
  const bearer = token;
  for (const href of plan.words[language ?? 'en'] ?? plan.words.en ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As Vite's own module scripts and preloads ask, so the browser reuses this fetch for them.
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  // A page the server drew (services/api web/firstPaint) came with the answers it was drawn from: the same
  // requests, answered for the same token a moment ago, so they are not asked again.
  let given: Array<{ request: EarlyRequest; answer: unknown }> = [];
  try {
    given = JSON.parse(document.getElementById('placement-first-answers')?.textContent || '[]');
  } catch {
    given = [];
  }
  globalThis.placementHeadStart = [...plan.requests, ...(plan.pageRequests[path] ?? [])].map((request) => {
    const same = given.find(
      (item) =>
        item.request.operationName === request.operationName &&
        item.request.query === request.query &&
        JSON.stringify(item.request.variables) === JSON.stringify(request.variables),
    );
    if (same)
      return { request, token: bearer, sentAt: performance.now(), answer: Promise.resolve(same.answer) };
    const answer = fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
        authorization: 'Bearer ' + bearer,
      },
      body: JSON.stringify(request),
    }).then((response) => {
      // A refusal the API words as GraphQL errors goes to Apollo Client as its own request's would; anything
      // else (a proxy's error page, a lost connection) makes Apollo Client ask again itself.
      if (!response.ok) throw new Error('status ' + response.status);
      return response.json();
    });
    answer.catch(() => undefined);
    return { request, token: bearer, sentAt: performance.now(), answer };
  });
}
