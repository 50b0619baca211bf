import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER } from '../auth/CURRENT_USER';
import { CURRENT_USER_EARLY } from '../auth/CURRENT_USER_EARLY';
import { EMPLOYEES } from '../../features/employees/api/EMPLOYEES';
import { FIRST_PAGE } from '../../features/employees/api/firstPage';
import { FIRST_PAGE_EARLY } from '../../features/employees/api/FIRST_PAGE_EARLY';
import { createApolloClient } from './createApolloClient';
import { headStart, type HeadStartPlan } from '../headStart/headStart';

const TOKEN = 'token-of-the-signed-in-user';
const ME = {
  me: {
    __typename: 'User',
    _id: 'u1',
    name: 'Clerk',
    email: 'clerk@example.com',
    avatar: null,
    userType: 'Agency',
    clientType: null,
    status: 'Active',
    company: {
      __typename: 'Company',
      _id: 'c1',
      displayName: 'Agency',
      type: 'LocalAgency',
      depositAmount: 0,
      licence: null,
    },
    roles: [],
  },
};

const NO_EMPLOYEES = { employees: { __typename: 'EmployeesWithCount', totalCount: 0, employees: [] } };

interface Sent {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  authorization: string | undefined;
}

/** A fetch that records each GraphQL request and answers `me`, or fails while `failing`. */
function stubApi() {
  const sent: Sent[] = [];
  const api = { sent, failing: false };
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Omit<Sent, 'authorization'>;
    const headers = new Headers(init.headers);
    sent.push({ ...body, authorization: headers.get('authorization') ?? undefined });
    if (api.failing) return new Response('bad gateway', { status: 502 });
    return Response.json({ data: body.operationName === 'CurrentUser' ? ME : NO_EMPLOYEES });
  });
  return api;
}

// What the build's head start does on /app/employees for the queries (its modules are headStart.test's).
const PLAN: HeadStartPlan = {
  words: {},
  requests: [CURRENT_USER_EARLY],
  pageRequests: { '/app/employees': [FIRST_PAGE_EARLY] },
};
const sendEarly = (path = '/app/dashboard') => {
  vi.stubGlobal('location', { pathname: path });
  headStart(PLAN);
};

const client = () => createApolloClient({ token: () => TOKEN, onNotAuthorized: () => undefined });

describe('the first queries sent before Apollo Client has loaded', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'placement.token' ? TOKEN : null) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    globalThis.placementHeadStart = undefined;
  });

  it('are the very text, operation and variables Apollo Client sends, so their answers fit its cache', async () => {
    const api = stubApi();
    const apollo = client();
    await apollo.query({ query: CURRENT_USER });
    await apollo.query({ query: EMPLOYEES, variables: FIRST_PAGE });
    const [me, employees] = api.sent;
    expect({ ...CURRENT_USER_EARLY, authorization: `Bearer ${TOKEN}` }).toEqual({
      operationName: me!.operationName,
      query: me!.query,
      variables: me!.variables,
      authorization: me!.authorization,
    });
    expect(FIRST_PAGE_EARLY.variables).toEqual(FIRST_PAGE);
    expect(FIRST_PAGE_EARLY).toEqual({
      operationName: employees!.operationName,
      query: employees!.query,
      variables: employees!.variables,
    });
  });

  it('answer Apollo Client once, with the token of the signed-in user, and later asks go to the API', async () => {
    const api = stubApi();
    sendEarly();
    expect(api.sent.map((request) => request.authorization)).toEqual([`Bearer ${TOKEN}`]);
    const apollo = client();
    const first = await apollo.query({ query: CURRENT_USER, fetchPolicy: 'network-only' });
    expect(first.data?.me?.name).toBe('Clerk');
    expect(api.sent).toHaveLength(1);
    await apollo.query({ query: CURRENT_USER, fetchPolicy: 'network-only' });
    expect(api.sent).toHaveLength(2);
  });

  it('are asked again by Apollo Client when the early request failed', async () => {
    const api = stubApi();
    api.failing = true;
    sendEarly();
    api.failing = false;
    const first = await client().query({ query: CURRENT_USER });
    expect(first.data?.me?.name).toBe('Clerk');
    expect(api.sent).toHaveLength(2);
  });

  it('are not sent signed out, nor handed to another user', async () => {
    const api = stubApi();
    vi.stubGlobal('localStorage', { getItem: () => null });
    sendEarly();
    expect(api.sent).toHaveLength(0);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => (key === 'placement.token' ? 'someone-else' : null),
    });
    sendEarly();
    await client().query({ query: CURRENT_USER });
    expect(api.sent.map((request) => request.authorization)).toEqual([
      'Bearer someone-else',
      `Bearer ${TOKEN}`,
    ]);
  });
});
