import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_MODULE, firstPaintPage, SESSION_COOKIE, VIEW_COOKIE } from '../src/web/firstPaint';
import { MODULE_PRELOADS_FILE, SIGNED_IN_HTML } from '../src/web/modulePreloads';
import { employeeInput } from './fixtures';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

// app.html as the web build writes it (apps/web build/headStartPlugin): the head start, then the entry.
const APP_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Placement</title>
    <script src="/assets/headStart-abc.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// The web build's server module (apps/web src/app/firstPaint/renderFirstPaint), reduced to what the API relies
// on: the queries a page is drawn from, and a drawing of their answers (here the passport numbers it was given).
const RENDERER = `
export function firstPaintRequests(path) {
  if (path !== '/app/employees') return null;
  return [
    { operationName: 'CurrentUser', query: 'query CurrentUser { me { _id name } }', variables: {} },
    {
      operationName: 'Employees',
      query: 'query Employees($skip: Int, $take: Int) { employees(skip: $skip, take: $take) { totalCount employees { passportNumber givenName } } }',
      variables: { skip: 0, take: 50 },
    },
  ];
}
export async function renderFirstPaint(path, token, view, answers) {
  const [me, page] = answers.map((item) => item.answer);
  if (!me?.data?.me || me.errors || !page?.data || page.errors) return null;
  const rows = page.data.employees.employees.map((row) => '<tr><td>' + row.passportNumber + '</td></tr>');
  return { html: '<table>' + rows.join('') + '</table>', css: 'td{color:' + (view.mode === 'dark' ? 'white' : 'black') + '}' };
}
`;

describe.each(ENGINES)('the first paint of the employees list, on %s', (engine) => {
  let api: TestApi;
  let root: string;
  let site: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'placement-first-paint-'));
    const webDir = join(root, 'dist');
    await mkdir(webDir);
    await writeFile(join(webDir, 'index.html'), APP_HTML.replace(/<script src=[^\n]*\n/, ''));
    await writeFile(join(webDir, SIGNED_IN_HTML), APP_HTML);
    await mkdir(join(webDir, '..', 'dist-server'));
    await writeFile(join(webDir, FIRST_PAINT_MODULE), RENDERER);
    // The web build's list of what pages load (apps/web build/headStartPlugin): here only each language's fonts.
    await mkdir(join(webDir, '.vite'));
    await writeFile(
      join(webDir, MODULE_PRELOADS_FILE),
      JSON.stringify({
        signedIn: [],
        pages: {},
        fonts: { en: ['/assets/latin.woff2'], ar: ['/assets/arabic.woff2'] },
      }),
    );
    api = await startTestApi(engine, { webDir, logLines });
    site = api.url.replace(/\/graphql$/, '');
    const create = `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`;
    const own = await api.gql(
      create,
      { input: employeeInput({ passportNumber: 'EP1110001' }) },
      api.tokens.adminA,
    );
    expect(own.errors).toBeUndefined();
    const other = await api.gql(
      create,
      { input: employeeInput({ _id: 'klmnopqrst', passportNumber: 'EP2220002' }) },
      api.tokens.adminB,
    );
    expect(other.errors).toBeUndefined();
  });
  afterAll(async () => {
    await api.close();
    await rm(root, { recursive: true, force: true });
  });

  const open = (path: string, cookies: Record<string, string>) =>
    fetch(`${site}${path}`, {
      headers: {
        cookie: Object.entries(cookies)
          .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
          .join('; '),
      },
    });

  it("draws the caller's own company's rows into the page, kept by no cache", async () => {
    const response = await open('/app/employees', {
      [SESSION_COOKIE]: api.tokens.adminA,
      [VIEW_COOKIE]: 'en.light',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toMatch(/<div id="first-paint" inert aria-hidden="true"><table><tr><td>EP1110001<\/td>/);
    expect(page).not.toContain('EP2220002');
    expect(page).toContain('td{color:black}');
    // The answers the screen was drawn from, for the head start.
    const answers = JSON.parse(
      page.match(/<script type="application\/json" id="placement-first-answers">(.*?)<\/script>/)![1]!,
    ) as Array<{
      request: { operationName: string };
      answer: { data: { employees?: { employees: Array<{ passportNumber: string }> } } };
    }>;
    expect(answers.map((item) => item.request.operationName)).toEqual(['CurrentUser', 'Employees']);
    expect(answers[1]!.answer.data.employees?.employees[0]?.passportNumber).toBe('EP1110001');
    // The app's scripts come after the drawn screen and its answers, the head start first.
    const at = (text: string) => page.indexOf(text);
    expect(at('id="first-paint"')).toBeLessThan(at('id="placement-first-answers"'));
    expect(at('id="placement-first-answers"')).toBeLessThan(at('/assets/headStart-abc.js'));
    expect(at('/assets/headStart-abc.js')).toBeLessThan(at('/assets/index-abc.js'));
    expect(at('/assets/index-abc.js')).toBeLessThan(at('<div id="root">'));
    expect(page.match(/<script/g)).toHaveLength(3);
  });

  it('draws in the language and mode the browser shows, right to left in Arabic', async () => {
    const page = await (
      await open('/app/employees', { [SESSION_COOKIE]: api.tokens.adminB, [VIEW_COOKIE]: 'ar.dark' })
    ).text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    // The Arabic face is fetched with the head, not the Latin one an English page draws with.
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/arabic.woff2">',
    );
    expect(page).not.toContain('latin.woff2');
    expect(page).toContain('EP2220002');
    expect(page).not.toContain('EP1110001');
    expect(page).toContain('td{color:white}');
  });

  it.each([
    ['without the cookies', {}],
    ['without the view (a narrow window)', { [SESSION_COOKIE]: 'token' }],
    ['with a view it does not know', { [SESSION_COOKIE]: 'token', [VIEW_COOKIE]: 'fr.light' }],
  ])('serves the page as before %s', async (_case, cookies) => {
    const response = await open('/app/employees', cookies);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const page = await response.text();
    expect(page).toBe(APP_HTML);
  });

  it('draws nothing for a token the API refuses or a user without the role, and the page still opens', async () => {
    for (const token of ['not-a-token', api.tokens.plainA]) {
      const response = await open('/app/employees', { [SESSION_COOKIE]: token, [VIEW_COOKIE]: 'en.light' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const page = await response.text();
      expect(page).not.toContain('first-paint');
      expect(page).not.toMatch(/EP\d{7}/);
      expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(page).toContain('<div id="root"></div>');
    }
  });

  it('draws only the pages it knows, and the cookie signs in nothing else', async () => {
    const cookies = { [SESSION_COOKIE]: api.tokens.adminA, [VIEW_COOKIE]: 'en.light' };
    const visas = await (await open('/app/visas', cookies)).text();
    expect(visas).toBe(APP_HTML);
    const me = await fetch(api.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${api.tokens.adminA}`,
      },
      body: JSON.stringify({ query: '{ me { _id } }' }),
    });
    const answer = (await me.json()) as { data: { me: unknown } | null; errors?: unknown[] };
    expect(answer.data?.me ?? null).toBeNull();
  });

  it('never writes the token or the drawn records to the log', () => {
    const log = logLines.join('\n');
    expect(log).toContain('/app/employees');
    for (const secret of [api.tokens.adminA, api.tokens.adminB, 'EP1110001', 'EP2220002']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('the page around a first paint', () => {
  it('holds the answers so that no value in them can end their element', () => {
    const page = firstPaintPage(APP_HTML).body(
      {
        html: '<p>drawn</p>',
        css: '',
        answers: [
          {
            request: { operationName: 'Employees', query: '{ x }', variables: {} },
            answer: { data: { note: '</script><script>alert(1)</script><!--' } },
          },
        ],
      },
      [],
    );
    expect(page.match(/<script/g)).toHaveLength(3);
    const json = page.match(/id="placement-first-answers">(.*?)<\/script>/)![1]!;
    expect(JSON.parse(json)[0].answer.data.note).toBe('</script><script>alert(1)</script><!--');
  });

  it('sends the head first, with the language the browser shows, and the scripts after the drawn screen', () => {
    const page = firstPaintPage(APP_HTML);
    const head = page.head('ar', ['/assets/arabic.woff2']);
    expect(head).toContain('<html lang="ar" dir="rtl">');
    expect(head).toMatch(/index-abc\.css[\s\S]*rel="preload" as="font"[^>]*arabic\.woff2[\s\S]*<\/head>/);
    expect(head).toContain('/assets/index-abc.css');
    expect(head).not.toContain('<script');
    expect(head).not.toContain('<div id="root">');
    expect(head + page.body(null, [])).toContain('<body>');
    expect(page.body(null, [])).toMatch(/headStart-abc\.js[\s\S]*index-abc\.js[\s\S]*<div id="root"><\/div>/);
  });

  it("names the page's modules after the drawn screen, before the app's scripts", () => {
    const body = firstPaintPage(APP_HTML).body({ html: '<p>drawn</p>', css: '', answers: [] }, [
      '/assets/EmployeesPage-abc.js',
    ]);
    const at = (text: string) => body.indexOf(text);
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/EmployeesPage-abc.js"');
    expect(at('id="first-paint"')).toBeLessThan(at('EmployeesPage-abc.js'));
    expect(at('EmployeesPage-abc.js')).toBeLessThan(at('headStart-abc.js'));
  });
});
