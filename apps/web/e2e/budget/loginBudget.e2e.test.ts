import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_BUDGET_BYTES, LOGIN_ROUTE, gzipSize, routeJavaScript } from '../../scripts/routeJavaScript';
import { useProduct } from '../support';

const DIST = resolve(import.meta.dirname, '../../dist');

/**
 * Issue 14's budget: the JavaScript /login loads is at most 150 KB gzipped. Measured on the build the e2e setup
 * made, as the browser loads it: every script file the page fetched until its form shows, gzipped.
 */
describe("/login's JavaScript budget", () => {
  const e2e = useProduct();

  it.each(['en', 'ar', 'am'] as const)(
    'in %s, /login loads at most 150 KB of JavaScript',
    async (language) => {
      const { context, page } = await e2e.page();
      await context.addInitScript((lang) => localStorage.setItem('placement.language', lang), language);
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (response.request().resourceType() === 'script') scripts.add(path.slice(1));
      });
      await page.goto(`${e2e.product.url}/login`);
      await page.locator('form button[type=submit]').waitFor();
      await page.waitForLoadState('networkidle');

      const loaded = [...scripts].reduce((sum, file) => sum + gzipSize(DIST, file).gzipBytes, 0);
      expect(loaded).toBeGreaterThan(50_000);
      expect(loaded).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
      // The report (`pnpm bundle-report`) reads the same files from Vite's manifest: nothing the page loads is
      // missing from it, except the language's own words (one chunk: the page's and the components' words).
      const reported = routeJavaScript(DIST, LOGIN_ROUTE).map((chunk) => chunk.file);
      const extra = [...scripts].filter((file) => !reported.includes(file));
      expect(extra.length).toBe(language === 'en' ? 0 : 1);
    },
  );
});
