import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useProduct, waitUntilSettled } from '../support';

const SCREENSHOTS = resolve(import.meta.dirname, '../../../../docs/screenshots');

/**
 * The words on the page a user reads, less data (the agency's own name, and the list's rows once they are in:
 * employees' names and passport numbers are written in Latin letters in every language). Headers, pager,
 * filters, menu and toolbar are all still read.
 */
async function visibleWords(page: Page, companyName: string): Promise<string> {
  await page.locator('tbody tr:not([data-testid="skeleton-row"])').first().waitFor();
  const text = await page.evaluate(() => {
    let words = document.body.innerText;
    for (const rows of document.querySelectorAll<HTMLElement>('tbody'))
      words = words.replace(rows.innerText, '');
    return words;
  });
  return text.replaceAll(companyName, '');
}

const LANGUAGE_CODES: Record<string, string> = { English: 'en', العربية: 'ar', አማርኛ: 'am' };

/** Chooses a language in the settings and waits until the page shows it (its words are a chunk of their own). */
/** Chooses a language in the settings, and waits until the user's record keeps it (setLanguage answered). */
async function chooseLanguage(page: Page, baseUrl: string, name: string) {
  await page.goto(`${baseUrl}/app/setting`);
  const kept = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('SetLanguage'),
  );
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForFunction((code) => document.documentElement.lang === code, LANGUAGE_CODES[name]);
  await kept;
}

describe('the signed-in shell, the guard and the three languages', () => {
  const e2e = useProduct();

  it('sends an unknown path to /404, whose button goes back home', async () => {
    const { page } = await e2e.page();
    await page.goto(`${e2e.product.url}/no/such/page`);
    await page.waitForURL(`${e2e.product.url}/404`);
    await page.getByText("Oops. Looks like the page you're looking for no longer exists").waitFor();
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL(`${e2e.product.url}/home`);
  });

  it('sends a signed-out visitor of /app to /login, and a clerk without the role to /app/profile', async () => {
    const { page } = await e2e.page();
    await page.goto(`${e2e.product.url}/app/dashboard`);
    await page.waitForURL(`${e2e.product.url}/login`);

    await signIn(page, e2e.product.url, DEMO.clerk);
    await page.goto(`${e2e.product.url}/app/companies`);
    await page.waitForURL(`${e2e.product.url}/app/profile`);
    // The menu offers the clerk nothing it cannot open.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('link', { name: 'Companies' }).count()).toBe(0);
  });

  it("loads the home list's code once a page is drawn, and a menu page's code when pointed at, asking the API nothing for them", async () => {
    const { context, page: signInPage } = await e2e.page();
    await signIn(signInPage, e2e.product.url, DEMO.admin);
    // A tab of its own (a renderer with an empty memory cache), so every script it loads is seen here.
    const page = await context.newPage();
    const scripts: string[] = [];
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      const body = request.url().endsWith('/graphql') ? request.postData() : null;
      if (body) asked.push((JSON.parse(body) as { operationName?: string }).operationName ?? '');
    });
    const loaded = (file: RegExp) =>
      expect.poll(() => scripts.some((path) => file.test(path)), { timeout: 10_000 }).toBe(true);
    await page.goto(`${e2e.product.url}/app/dashboard`);
    await loaded(/\/assets\/EmployeesPage-[\w-]+\.js$/);
    await loaded(/\/assets\/preloadEmployees-[\w-]+\.js$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Visas', exact: true }).click();
    expect(scripts.some((path) => /\/VisasPage-/.test(path))).toBe(false);
    await menu.getByRole('link', { name: 'Visa List', exact: true }).hover();
    await loaded(/\/assets\/VisasPage-[\w-]+\.js$/);
    // Only code: the lists' rows are asked for when they are opened, so they are as fresh as that moment.
    expect(asked.filter((name) => name === 'Employees' || name === 'Visas')).toEqual([]);

    await menu.getByRole('button', { name: 'Employees', exact: true }).click();
    await menu.getByRole('link', { name: 'Employee List', exact: true }).click();
    await page.locator('tbody tr:not([data-testid="skeleton-row"])').first().waitFor();
    expect(asked.filter((name) => name === 'Employees')).toEqual(['Employees']);
  });

  it('switches to Arabic (right to left, menu on the right, no English left) and remembers it', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    // Signed in, the app goes home to the list: its menu group is open and the list marked as the current page.
    const home = page.getByRole('navigation', { name: 'Main menu' });
    await home.getByRole('link', { name: 'Employee List', exact: true }).waitFor();
    expect(
      await home.getByRole('button', { name: 'Employees', exact: true }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      await home.getByRole('link', { name: 'Employee List', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    await page.evaluate(() => document.fonts.ready);
    // The page fades in after sign-in, and dims while a request is pending (the photos): the picture is taken
    // once it has settled, as the clerk reads it.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await waitUntilSettled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/shell-en.png` });

    await chooseLanguage(page, e2e.product.url, 'العربية');
    await page.goto(`${e2e.product.url}/app/employees`);
    const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await menu.waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      'rtl',
      'ar',
    ]);
    const box = (await menu.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x + box.width).toBeGreaterThan(width - 2);
    expect(box.x).toBeGreaterThan(width / 2);

    const words = await visibleWords(page, 'ADDIS STAR EMPLOYMENT AGENCY');
    expect(words.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);

    await page.reload();
    await menu.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.evaluate(() => document.fonts.ready);
    await waitUntilSettled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/shell-ar.png` });

    await chooseLanguage(page, e2e.product.url, 'English');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  });

  it('switches to Amharic', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await chooseLanguage(page, e2e.product.url, 'አማርኛ');
    await page.goto(`${e2e.product.url}/app/employees`);
    await page.getByRole('link', { name: 'የሠራተኞች ዝርዝር', exact: true }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      'ltr',
      'am',
    ]);
    const words = await visibleWords(page, 'ADDIS STAR EMPLOYMENT AGENCY');
    expect(words.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);

    // The choice went with the user: another browser (nothing stored) signs in to Amharic.
    const elsewhere = await e2e.page();
    await signIn(elsewhere.page, e2e.product.url, DEMO.admin, undefined, 'ዋና ምናሌ');
    expect(await elsewhere.page.evaluate(() => document.documentElement.lang)).toBe('am');
    await elsewhere.page.goto(`${e2e.product.url}/app/employees`);
    await elsewhere.page.getByRole('link', { name: 'የሠራተኞች ዝርዝር', exact: true }).waitFor();
    await chooseLanguage(elsewhere.page, e2e.product.url, 'English');
  });
});
