import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLoopbackIdentityProvider,
  type LoopbackIdentityProvider,
} from '../../../../services/api/test/support/loopbackIdentityProvider';
import { DEMO, useProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';

const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots');

/**
 * Issue 34: sign-in with an identity provider on /login and /register (spec 01 §2). The product runs with
 * GOOGLE_CLIENT_ID and the provider's addresses pointed at a loopback provider this test starts (its own key
 * set, its own sign-in page), so the whole round trip runs here: button, provider page, back with an ID token,
 * the API's check of it, signed in. Without configuration the buttons are absent (account/signIn.e2e).
 */
describe('identity sign-in', () => {
  let provider: LoopbackIdentityProvider;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    provider = await startLoopbackIdentityProvider();
    Object.assign(env, {
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_JWKS_URL: provider.jwksUrl,
      GOOGLE_AUTHORIZATION_URL: provider.authorizationUrl,
    });
  });
  afterAll(() => provider?.close());
  // Started after the provider (hooks run in order): the product reads `env` when it starts.
  const fixture = useProduct({ env });

  const openIn = async (language: 'en' | 'ar', path: string) => {
    const { page } = await fixture.page();
    await page.context().addInitScript((lang) => localStorage.setItem('placement.language', lang), language);
    await page.goto(`${fixture.product.url}${path}`);
    return page;
  };

  const throughProvider = async (page: Page, email: string) => {
    await page.waitForURL((url) => url.href.startsWith(provider.authorizationUrl));
    await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
    await page.getByRole('link', { name: `Continue as ${email}` }).click();
  };

  it('signs a known user in from /login with the provider (English)', async () => {
    const page = await openIn('en', '/login');
    const button = page.getByRole('button', { name: 'Sign in with Google' });
    await button.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'login-identity-provider-en.png') });

    provider.signInAs({ email: DEMO.admin, name: 'Addis Star Admin' });
    await button.click();
    await throughProvider(page, DEMO.admin);
    // Back on /login with the token, which leaves the address at once; the API checks it and the app opens.
    await page.waitForURL(`${fixture.product.url}/app/employees`);
    await page.getByRole('heading', { level: 1, name: 'Employee List' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    // The session is a real one: a reload keeps it.
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  });

  it('refuses, on /login, an e-mail no account uses, and says what to do', async () => {
    const page = await openIn('en', '/login');
    provider.signInAs({ email: 'nobody.here@example.com', name: 'Nobody' });
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await throughProvider(page, 'nobody.here@example.com');
    const error = page.getByTestId('provider-sign-in-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(
      'No account uses this e-mail address: ask your agency administrator to add you, or register your agency',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).hash).toBe('');
  });

  it('registers a new agency from /register with the provider (Arabic), named as typed', async () => {
    const page = await openIn('ar', '/register');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const button = page.getByRole('button', { name: 'التسجيل باستخدام Google' });
    await button.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByLabel('اسم الشركة').fill('Blue Nile Recruitment');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'register-identity-provider-ar.png'), fullPage: true });

    provider.signInAs({ email: 'owner@bluenile.example', name: 'Selam Bekele' });
    await button.click();
    await throughProvider(page, 'owner@bluenile.example');
    // A new agency holds no role yet: the app opens on My Account, with the agency's name and e-mail.
    await page.waitForURL(`${fixture.product.url}/app/profile`);
    await page.getByRole('heading', { name: 'BLUE NILE RECRUITMENT' }).waitFor();
    expect(
      await page
        .locator('input[readonly]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(['BLUE NILE RECRUITMENT', 'owner@bluenile.example']);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(SCREENSHOTS, 'register-identity-provider-done-ar.png') });
  });

  it('says so when the answer does not belong to a sign-in this page started', async () => {
    const page = await openIn('en', '/login');
    const token = await provider.idToken({ email: DEMO.admin, name: 'Admin' }, 'some-nonce');
    await page.goto(`${fixture.product.url}/login#id_token=${token}&state=forged`);
    const error = page.getByTestId('provider-sign-in-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('This sign-in was not started on this page: start it again');
    expect(new URL(page.url()).hash).toBe('');
  });
});
