import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headStartScript } from '../../../build/headStartPlugin';
import { tokenStorage } from '../auth/tokenStorage';
import { storedPreferences } from '../preferences/storedPreferences';
import { headStart, type HeadStartPlan } from './headStart';

const request = (operationName: string) => ({
  operationName,
  query: `query ${operationName} { x }`,
  variables: {},
});

const PLAN: HeadStartPlan = {
  words: { en: ['/assets/en.js', '/assets/enShared.js'], ar: ['/assets/ar.js'] },
  requests: [request('CurrentUser')],
  pageRequests: { '/app/employees': [request('Employees')] },
};

/** The browser as far as the head start touches it: storage, the path, <head> and fetch. */
function browser(pathname: string, firstAnswers?: string) {
  const stored = new Map<string, string>();
  const links: Array<{ rel?: string; href?: string; crossOrigin?: string }> = [];
  const sent: Array<{ operationName: string; authorization: string | null }> = [];
  const globals = {
    location: { pathname },
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: object) => links.push(link) },
      // A page the server drew holds the answers it was drawn from (services/api web/firstPaint).
      getElementById: (id: string) =>
        id === 'placement-first-answers' && firstAnswers !== undefined ? { textContent: firstAnswers } : null,
    },
    fetch: async (_url: string, init: RequestInit) => {
      sent.push({
        operationName: (JSON.parse(String(init.body)) as { operationName: string }).operationName,
        authorization: new Headers(init.headers).get('authorization'),
      });
      return Response.json({ data: {} });
    },
    performance,
  };
  return { globals, links, sent };
}

describe('the head start of a signed-in page', () => {
  let page: ReturnType<typeof browser>;
  const open = (pathname: string, firstAnswers?: string) => {
    page = browser(pathname, firstAnswers);
    for (const [name, value] of Object.entries(page.globals)) vi.stubGlobal(name, value);
  };
  beforeEach(() => open('/app/employees'));
  afterEach(() => {
    vi.unstubAllGlobals();
    globalThis.placementHeadStart = undefined;
  });

  it("fetches the stored language's words and sends the page's queries with the signed-in token", () => {
    open('/app/employees/');
    tokenStorage.write('the-token');
    storedPreferences.saveLanguage('ar');
    headStart(PLAN);
    expect(page.links.map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
      ['modulepreload', '/assets/ar.js', ''],
    ]);
    expect(page.sent).toEqual([
      { operationName: 'CurrentUser', authorization: 'Bearer the-token' },
      { operationName: 'Employees', authorization: 'Bearer the-token' },
    ]);
    expect(globalThis.placementHeadStart?.map((early) => early.request.operationName)).toEqual([
      'CurrentUser',
      'Employees',
    ]);
  });

  it('on another signed-in page, only what every page asks, with English words when none was chosen', () => {
    open('/app/visas');
    tokenStorage.write('the-token');
    headStart(PLAN);
    expect(page.links.map((link) => link.href)).toEqual(['/assets/en.js', '/assets/enShared.js']);
    expect(page.sent.map((sent) => sent.operationName)).toEqual(['CurrentUser']);
  });

  it('on a page the server drew, hands over its answers and asks only for the rest', async () => {
    const drawnFrom = [{ request: request('Employees'), answer: { data: { employees: 'first page' } } }];
    open('/app/employees', JSON.stringify(drawnFrom));
    tokenStorage.write('the-token');
    headStart(PLAN);
    expect(page.sent.map((sent) => sent.operationName)).toEqual(['CurrentUser']);
    const employees = globalThis.placementHeadStart?.find(
      (early) => early.request.operationName === 'Employees',
    );
    expect(employees?.token).toBe('the-token');
    expect(await employees?.answer).toEqual({ data: { employees: 'first page' } });
  });

  it('asks the API for everything when the answers it was given cannot be read', () => {
    open('/app/employees', '[{"request": ');
    tokenStorage.write('the-token');
    headStart(PLAN);
    expect(page.sent.map((sent) => sent.operationName)).toEqual(['CurrentUser', 'Employees']);
  });

  it('does nothing signed out or on a public page', () => {
    headStart(PLAN);
    open('/login');
    tokenStorage.write('the-token');
    headStart(PLAN);
    open('/application');
    tokenStorage.write('the-token');
    headStart(PLAN);
    expect(page.links).toEqual([]);
    expect(page.sent).toEqual([]);
    expect(globalThis.placementHeadStart).toBeUndefined();
  });

  it('does the same as the script the build writes, which runs with nothing around it', async () => {
    const alone = browser('/app/employees');
    alone.globals.localStorage.setItem('placement.token', 'the-token');
    const sandbox: Record<string, unknown> = { ...alone.globals, Response, Headers, JSON, Error };
    runInNewContext(headStartScript(PLAN), sandbox);
    expect(alone.links.map((link) => link.href)).toEqual(['/assets/en.js', '/assets/enShared.js']);
    expect(alone.sent.map((sent) => sent.operationName)).toEqual(['CurrentUser', 'Employees']);
    const [first] = sandbox.placementHeadStart as Array<{ answer: Promise<unknown> }>;
    expect(await first!.answer).toEqual({ data: {} });
  });
});
