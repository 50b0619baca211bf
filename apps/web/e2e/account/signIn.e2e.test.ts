import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE_TEXT } from '@placement/domain';
import { DEMO, signIn, useProduct } from '../support';

const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots');

// An empty submit: each field's message, in the page's language. The messages' catalogue is not in /login's first
// load (its budget, issue 40): it comes with the form's rules on the first check.
const EMPTY_SUBMIT = {
  en: { submit: 'Sign in', required: 'Required', password: 'Must be 6 characters at minimum' },
  ar: { submit: 'تسجيل الدخول', required: 'مطلوب', password: 'يجب ألا يقل عن 6 أحرف' },
} as const;

describe('signing in and out', () => {
  const e2e = useProduct();

  it('prints the address and the demo sign-in, and serves the app there', async () => {
    expect(e2e.product.output()).toContain(`Placement is ready: open ${e2e.product.url}`);
    expect(e2e.product.output()).toContain(`Demo sign-in: ${DEMO.admin} / demo1234`);
  });

  it('signs a demo user in through the login form, shows the shell with its menu, and signs out', async () => {
    const { page } = await e2e.page();
    // What the app writes to the browser's console on the way: nothing (no error, warning or library notice).
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    await signIn(page, e2e.product.url, DEMO.admin);

    // An employment agency lands on its employee list; the side menu is the domain's menu for its roles.
    expect(new URL(page.url()).pathname).toBe('/app/employees');
    // The title comes with the lazily loaded page: wait for it rather than read it at once.
    await page.getByRole('heading', { level: 1, name: 'Employee List' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Reports' }).isVisible()).resolves.toBe(true);

    // A reload keeps the user signed in (the token is remembered).
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${e2e.product.url}/login`);

    // Signed out, /app sends the visitor back to /login.
    await page.goto(`${e2e.product.url}/app/employees`);
    await page.waitForURL(`${e2e.product.url}/login`);
    expect(logged).toEqual([]);
  });

  it("shows the API's message for a wrong password and stays on /login", async () => {
    const { page } = await e2e.page();
    // Without GOOGLE_CLIENT_ID the server offers no identity provider, and the page shows no button for one.
    const providers = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && !!response.request().postData()?.includes('signInProviders'),
    );
    await page.goto(`${e2e.product.url}/login`);
    expect(await (await providers).json()).toEqual({ data: { signInProviders: [] } });
    expect(await page.getByRole('button', { name: /Google/ }).count()).toBe(0);
    await page.getByLabel('Email').fill(DEMO.admin);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const error = page.getByTestId('sign-in-error');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/password/i);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it.each(['en', 'ar'] as const)(
    "in %s, an empty submit shows each field's message in the page's language",
    async (language) => {
      const { context, page } = await e2e.page();
      await context.addInitScript((lang) => localStorage.setItem('placement.language', lang), language);
      await page.goto(`${e2e.product.url}/login`);
      const words = EMPTY_SUBMIT[language];
      await page.getByRole('button', { name: words.submit }).click();
      const email = page.locator('input[name=email]');
      await page.getByRole('alert').filter({ hasText: words.required }).first().waitFor();
      expect(await email.evaluate((input) => document.activeElement === input)).toBe(true);
      expect(await page.locator('form').getByRole('alert').allTextContents()).toEqual([
        words.required,
        words.required,
      ]);
      await page.locator('input[name=password]').fill('abc');
      await page.getByRole('alert').filter({ hasText: words.password }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(SCREENSHOTS, `login-errors-${language}.png`), fullPage: true });
    },
  );
  it("still checks the form and shows its messages when the language's messages catalogue cannot be fetched", async () => {
    const { context, page } = await e2e.page();
    await context.addInitScript(() => localStorage.setItem('placement.language', 'ar'));
    // The connection drops for the one chunk that holds the Arabic messages (only it has this message's text).
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(VALIDATION_MESSAGE_TEXT.ar.webAddress)) await route.abort('internetdisconnected');
      else await route.fulfill({ response, body });
    });
    await page.goto(`${e2e.product.url}/login`);
    await page.getByRole('button', { name: EMPTY_SUBMIT.ar.submit }).click();
    // The sign-in's own words (loaded with the page) carry its messages, so they still show in Arabic.
    await page
      .locator('form')
      .getByRole('alert')
      .filter({ hasText: EMPTY_SUBMIT.ar.required })
      .first()
      .waitFor();
    expect(await page.locator('form').getByRole('alert').allTextContents()).toEqual([
      EMPTY_SUBMIT.ar.required,
      EMPTY_SUBMIT.ar.required,
    ]);
  });
});
