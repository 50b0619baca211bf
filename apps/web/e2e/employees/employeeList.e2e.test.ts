import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appRows, DEMO, signIn, useProduct, waitForAppRows } from '../support';

// Screenshots land here for a person to look at (they are not compared by the test).
const SCREENS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'placement-screens');

const operation = (request: { postDataJSON(): unknown }) =>
  (request.postDataJSON() as { operationName?: string } | null)?.operationName;
const totalText = (page: Page) => page.getByText(/Total Number of Employees/).textContent();

describe('the employees lists', () => {
  const e2e = useProduct();

  it('lists a page with the spec columns, finds one by passport from the top bar and deletes it', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.goto(`${e2e.product.url}/app/employees`);
    await waitForAppRows(page);
    const headers = await page.locator('thead th').allTextContents();
    expect(headers.slice(1)).toEqual([
      'S.No',
      'Photo',
      'Name',
      'Passport No.',
      'Foreign Office',
      'Visa No.',
      'Employer',
      'Application No.',
      'Labour Id',
      'Status',
      'Actions',
    ]);
    expect(await appRows(page).count()).toBe(50);
    const total = Number(/(\d+)\s*$/.exec((await totalText(page)) ?? '')?.[1] ?? NaN);
    expect(total).toBeGreaterThan(50);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(SCREENS, 'employees-en.png') });

    // The top bar's search finds one employee by passport number (after the 1000 ms pause).
    const passport = (await appRows(page).nth(3).locator('td').nth(4).textContent())!.trim();
    await page.getByRole('search').getByRole('searchbox').fill(passport);
    await page.waitForFunction((wanted) => {
      const rows = document.querySelectorAll('tbody tr');
      return rows.length === 1 && rows[0]!.textContent!.includes(wanted);
    }, passport);

    // Delete it through the dialog; the list no longer finds it.
    await appRows(page)
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.textContent()).resolves.toContain('This data will be deleted permanently.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Employee Successfully Deleted').waitFor();
    await page.getByText('No Employees Found...').waitFor();
  });

  it('asks for the first page beside the signed-in user, not after it, and only once', async () => {
    const { context, page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    // Without the first paint's cookies (the next test's case), as a browser that has not run the app since.
    await context.clearCookies();
    const asked: string[] = [];
    let listAsked: (value: 'list asked') => void = () => undefined;
    const listAskedFirst = new Promise<'list asked'>((resolve) => (listAsked = resolve));
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql')) return;
      asked.push(operation(request) ?? '');
      if (operation(request) === 'Employees') listAsked('list asked');
    });
    // The answer about the signed-in user is held until the list's own request has gone out (or 5 s). Before
    // the route loaders, the list asked only once the guard had that answer, so the hold always ran out.
    let held: Promise<string> = Promise.resolve('not asked');
    await page.route('**/graphql', async (route) => {
      if (operation(route.request()) === 'CurrentUser') {
        held = Promise.race([
          listAskedFirst,
          new Promise<string>((resolve) => setTimeout(resolve, 5_000, 'timed out')),
        ]);
        await held;
      }
      await route.continue();
    });
    // The page's modules are named in the answer's Link header, so the browser fetches them while it runs the
    // entry chunk (services/api web/modulePreloads); each of them is one the page then really loads.
    const loadedScripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') loadedScripts.add(new URL(request.url()).pathname);
    });
    const answer = await page.goto(`${e2e.product.url}/app/employees`);
    const preloads = [...(answer?.headers().link ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map(
      (match) => match[1]!,
    );
    expect(preloads.some((file) => /\/assets\/EmployeesPage-/.test(file))).toBe(true);
    await waitForAppRows(page);
    expect(preloads.filter((file) => !loadedScripts.has(file))).toEqual([]);
    expect(await held).toBe('list asked');
    // The list reads the loader's answer from the cache rather than asking again, and the loaders take the
    // answers to the requests the app sent before Apollo Client had loaded (earlyRequests).
    expect(asked.filter((name) => name === 'Employees')).toHaveLength(1);
    expect(asked.filter((name) => name === 'CurrentUser')).toHaveLength(1);
  });

  /** A tab that reads everything from the network: a file another page of the browser has read is timed too. */
  async function withoutCache(tab: Page): Promise<void> {
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }

  /**
   * The drawn screen's fonts came with the page's head: every font file it read was preloaded there, and every
   * one preloaded was read (a preload nobody reads is a download wasted and a warning in the console).
   */
  async function expectFontsPreloaded(tab: Page, face: string): Promise<void> {
    const fonts = () =>
      tab.evaluate(() => ({
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"][as="font"]')]
          .map((link) => new URL(link.href).pathname)
          .sort(),
        read: [
          ...new Set(
            performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name).pathname)
              .filter((path) => /\.woff2?$/.test(path)),
          ),
        ].sort(),
      }));
    const { preloaded } = await fonts();
    expect(preloaded.some((path) => path.includes(face))).toBe(true);
    // A font's timing entry is written once it has arrived, which on a loaded machine can be after the fonts the
    // page shows are ready: wait for the preloaded ones, and nothing else, to have been read.
    await expect.poll(async () => (await fonts()).read, { timeout: 30_000 }).toEqual(preloaded);
  }

  it("opens in a new tab as the server drew it, rows first, then hands over to the app's own", async () => {
    const { context, page } = await e2e.page();
    // Signed in, the app keeps the cookies the server draws from (the session and the language shown).
    await signIn(page, e2e.product.url, DEMO.admin);
    const tab = await context.newPage();
    const asked: string[] = [];
    tab.on('request', (request) => {
      if (request.url().endsWith('/graphql')) asked.push(operation(request) ?? '');
    });
    // The app's code is held back until the drawn screen has been looked at: it is what a clerk sees first.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await tab.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await withoutCache(tab);
    const answer = tab.goto(`${e2e.product.url}/app/employees`, { waitUntil: 'commit' });
    const drawn = tab.locator('#first-paint tbody tr');
    await drawn.first().waitFor();
    expect((await answer)?.headers()['cache-control']).toBe('no-store');
    expect(await drawn.count()).toBeGreaterThanOrEqual(10);
    const drawnFirst = (await drawn.first().locator('td').nth(4).textContent())!.trim();
    expect(drawnFirst).not.toBe('');
    expect(await tab.locator('#first-paint thead th').allTextContents()).toContain('Passport No.');
    expect(await tab.locator('#first-paint').getByText('Employee List').first().isVisible()).toBe(true);
    expect(await tab.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden');
    await tab.evaluate(() => document.fonts.ready);
    await expectFontsPreloaded(tab, 'noto-sans-latin');
    await tab.screenshot({ path: join(SCREENS, 'employees-first-paint-en.png') });

    release();
    await waitForAppRows(tab);
    expect(await tab.locator('#first-paint, #first-paint-style').count()).toBe(0);
    expect(await appRows(tab).count()).toBe(50);
    expect((await appRows(tab).first().locator('td').nth(4).textContent())!.trim()).toBe(drawnFirst);
    // The app took the answers the screen was drawn from: neither query went to the API again.
    expect(asked.filter((name) => name === 'Employees' || name === 'CurrentUser')).toEqual([]);
    // And it works: the top bar's search finds the drawn first row's employee.
    await tab.getByRole('search').getByRole('searchbox').fill(drawnFirst);
    await tab.waitForFunction((wanted) => {
      const rows = document.querySelectorAll('#root tbody tr');
      return rows.length === 1 && rows[0]!.textContent!.includes(wanted);
    }, drawnFirst);

    // Signing out takes the session's cookie with it: the list is never drawn for a signed-out e2e.browser.
    await tab.getByRole('navigation').getByText('Sign Out').click();
    await tab.waitForURL(/\/login$/);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('placement_session');
    const signedOut = await context.request.get(`${e2e.product.url}/app/employees`);
    expect(await signedOut.text()).not.toContain('first-paint');
  });

  it('is drawn by the server right to left in Arabic when Arabic is shown', async () => {
    const { context, page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    // The language is chosen in the app, which tells the server through its cookie.
    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.reload();
    await page.waitForFunction(() => document.cookie.includes('placement_view=ar.light'));
    const tab = await context.newPage();
    await tab.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await withoutCache(tab);
    await tab.goto(`${e2e.product.url}/app/employees`, { waitUntil: 'commit' });
    await tab.locator('#first-paint tbody tr').first().waitFor();
    expect(await tab.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    expect(await tab.locator('#first-paint thead th').allTextContents()).toContain('رقم الجواز');
    await tab.evaluate(() => document.fonts.ready);
    await expectFontsPreloaded(tab, 'cairo-arabic');
    await tab.screenshot({ path: join(SCREENS, 'employees-first-paint-ar.png') });
  });

  it('filters by status, selects rows into the Selected Employees panel and enables the toolbar', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.goto(`${e2e.product.url}/app/employees`);
    await waitForAppRows(page);
    const toolbar = page.getByRole('toolbar', { name: 'Selected employees' });
    expect(await toolbar.getByRole('button', { name: 'Full Export' }).isDisabled()).toBe(true);

    await appRows(page).first().getByRole('checkbox').click();
    expect(await appRows(page).count()).toBe(49);
    expect(await toolbar.getByRole('button', { name: 'Full Export' }).isDisabled()).toBe(false);

    await page.getByText('Search or Filter List').click();
    await page.getByLabel('Status').selectOption('traveled');
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('tbody tr')].map((row) => row.children[10]?.textContent);
      return cells.length > 0 && cells.every((cell) => cell === 'Traveled');
    });
    await page.getByPlaceholder('Passport, name, telephone, visa or employer').fill('NOBODY-HAS-THIS');
    await page.getByText('No Employees Found...').waitFor();
  });

  it('filters by foreign office with the Company picker: typed to narrow, chosen by keyboard, back to All', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.goto(`${e2e.product.url}/app/employees`);
    await waitForAppRows(page);
    await page.getByText('Search or Filter List').click();
    const picker = page.getByRole('combobox', { name: 'Foreign Office' });
    const list = page.getByRole('listbox', { name: 'Foreign Office' });
    expect(await picker.inputValue()).toBe('All');
    await picker.click();
    // The offices load after the first page of rows; under load the list may open before they have come.
    await list.getByRole('option').nth(1).waitFor();
    const offered = await list.getByRole('option').allTextContents();
    expect(offered[0]).toBe('All');
    expect(offered.length).toBeGreaterThan(1);
    const office = offered[1]!;
    await page.screenshot({ path: join(SCREENS, 'employees-office-picker-en.png') });

    await picker.fill(office);
    await list.getByRole('option', { name: office }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('ArrowDown');
    await picker.press('Enter');
    expect(await picker.inputValue()).toBe(office);
    // Every row left belongs to the chosen office (column 5: the Foreign Office, cut to 10 letters and '...').
    await page.waitForFunction((name) => {
      const cells = [...document.querySelectorAll('tbody tr:not([data-testid="skeleton-row"])')].map(
        (row) => row.children[5]?.textContent,
      );
      return (
        cells.length > 0 && cells.every((cell) => !!cell && name.startsWith(cell.replace(/\.\.\.$/, '')))
      );
    }, office);

    await picker.click();
    await list.getByRole('option', { name: 'All' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('tbody tr:not([data-testid="skeleton-row"])').length === 50,
    );
  });

  it('shows a sudan company its agent, insurance and exchange-rate columns on /app/coms, and nobody else', async () => {
    const sudan = await e2e.page();
    await signIn(sudan.page, e2e.product.url, DEMO.sudan);
    await sudan.page.goto(`${e2e.product.url}/app/coms`);
    await waitForAppRows(sudan.page).catch(() => undefined);
    await sudan.page.locator('thead th').first().waitFor();
    const sudanHeaders = await sudan.page.locator('thead th').allTextContents();
    expect(sudanHeaders).toEqual(expect.arrayContaining(['Agent', 'Medical Insurance', 'Exchange Rate']));
    expect(await sudan.page.getByRole('button', { name: 'Letter Template' }).count()).toBe(1);

    const other = await e2e.page();
    await signIn(other.page, e2e.product.url, DEMO.admin);
    await other.page.goto(`${e2e.product.url}/app/coms`);
    await waitForAppRows(other.page);
    const headers = await other.page.locator('thead th').allTextContents();
    expect(headers).not.toContain('Medical Insurance');
    expect(headers).toEqual(expect.arrayContaining(['Sponsor Name']));
    expect(await other.page.getByRole('button', { name: 'Print Embassy List' }).count()).toBe(1);
  });

  it('lays the list out right to left in Arabic', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.goto(`${e2e.product.url}/app/employees`);
    await waitForAppRows(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByText('إجمالي عدد الموظفين').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(SCREENS, 'employees-ar.png') });
    // The Company picker opens its list under the field, right to left, with the same choices.
    await page.locator('summary').first().click();
    await page.getByRole('combobox', { name: 'المكتب الخارجي' }).click();
    const list = page.getByRole('listbox', { name: 'المكتب الخارجي' });
    expect(await list.getByRole('option').first().textContent()).toBe('الكل');
    expect(await list.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await page.screenshot({ path: join(SCREENS, 'employees-office-picker-ar.png') });
  });
});
