import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE_TEXT } from '@placement/domain';
import { uiTextSignedInAm } from '@placement/ui/words/signedIn/am';
import { uiTextSignedInAr } from '@placement/ui/words/signedIn/ar';
import { uiTextSignedInEn } from '@placement/ui/words/signedIn/en';
import { LOGIN_BUDGET_BYTES, LOGIN_ROUTE, gzipSize, routeJavaScript } from '../../scripts/routeJavaScript';
import { signedInPagesAm } from '../../src/i18n/signedInPages/am';
import { signedInPagesAr } from '../../src/i18n/signedInPages/ar';
import { signedInPagesEn } from '../../src/i18n/signedInPages/en';
import { useProduct } from '../support';

const DIST = resolve(import.meta.dirname, '../../dist');

// Words /login never shows before a field has a message, one of each kind that left its first load (issue 40): a
// validation message no signed-out form gives, a signed-in screen's component word and a signed-in page's title.
const NOT_ON_LOGIN = {
  en: [VALIDATION_MESSAGE_TEXT.en.webAddress, uiTextSignedInEn.rowsPerPage, signedInPagesEn.medicalPayment],
  ar: [VALIDATION_MESSAGE_TEXT.ar.webAddress, uiTextSignedInAr.rowsPerPage, signedInPagesAr.medicalPayment],
  am: [VALIDATION_MESSAGE_TEXT.am.webAddress, uiTextSignedInAm.rowsPerPage, signedInPagesAm.medicalPayment],
} as const;

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
      console.log(
        `/login in ${language}: ${loaded} bytes of JavaScript (gzip), ${LOGIN_BUDGET_BYTES - loaded} left`,
      );
      expect(loaded).toBeGreaterThan(50_000);
      expect(loaded).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
      // The report (`pnpm bundle-report`) reads the same files from Vite's manifest: nothing the page loads is
      // missing from it, except the language's own words (one chunk: the page's and the components' words).
      const reported = routeJavaScript(DIST, LOGIN_ROUTE).map((chunk) => chunk.file);
      const extra = [...scripts].filter((file) => !reported.includes(file));
      expect(extra.length).toBe(language === 'en' ? 0 : 1);
      const code = [...scripts].map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
      expect(NOT_ON_LOGIN[language].filter((words) => code.includes(words))).toEqual([]);
    },
  );
});
