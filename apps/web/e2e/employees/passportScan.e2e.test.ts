import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The API's generator of passport pages with known values: the same pages its accuracy count reads.
import { passportPageImage, samplePassports } from '../../../../services/api/test/support/passportPageImage';
import { seriousViolations } from '../support/checkAccessibility';
import { DEMO, launchBrowser, newPage, signIn, startProduct, type RunningProduct } from '../support';

const SCREENS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'placement-screens');
const [values] = samplePassports(1);

// Every request the page makes must go to the product itself: the scan is read by our server, never by a
// service on the internet, and nothing (models, fonts) is fetched from elsewhere.
async function keepOffline(page: Page, productUrl: string): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(productUrl) || url.startsWith('data:') || url.startsWith('blob:'))
      return route.continue();
    outside.push(url);
    return route.abort();
  });
  return outside;
}

describe('reading a passport scan', () => {
  let product: RunningProduct;
  let browser: Browser;
  let scan: Buffer;

  beforeAll(async () => {
    [product, browser, { image: scan }] = await Promise.all([
      startProduct(),
      launchBrowser(),
      passportPageImage(values!, 1),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  // The scan is read on the server: a few seconds, more for the first (the model loads) on a busy CI machine.
  it(
    'fills a new employee from the machine-readable lines of a chosen scan, after showing what it will fill',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage(browser);
      const outside = await keepOffline(page, product.url);
      await signIn(page, product.url, DEMO.admin);
      await page.goto(`${product.url}/app/employee/abcdefghij`);
      await page.getByRole('button', { name: 'Paste Employee Data From' }).click();
      const dialog = page.getByRole('dialog', { name: 'Paste employee data' });
      await dialog
        .locator('label', { hasText: 'Read from a passport scan' })
        .locator('input[type=file]')
        .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: scan });
      const preview = dialog.getByRole('region', { name: 'This will fill' });
      await preview.waitFor({ timeout: 60_000 });
      const shown = await preview.locator('dd').allTextContents();
      expect(shown).toEqual([
        values!.surName,
        values!.givenName,
        values!.passportNumber,
        'Ethiopian',
        values!.dateOfBirth,
        values!.sex === 'male' ? 'Male' : 'Female',
        values!.passportExpiryDate,
      ]);
      expect(await dialog.getByText('not for the names').count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENS, 'passport-scan-en.png') });

      await dialog.getByRole('button', { name: 'Fill the form' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByLabel('Passport Number').inputValue()).toBe(values!.passportNumber);
      expect(await page.getByLabel('Sur Name').inputValue()).toBe(values!.surName);
      expect(await page.getByLabel('Given Name').inputValue()).toBe(values!.givenName);
      expect(outside).toEqual([]);
      await context.close();
    },
  );

  it(
    "offers a saved employee's newly chosen passport scan for reading, right to left in Arabic",
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage(browser);
      const outside = await keepOffline(page, product.url);
      await signIn(page, product.url, DEMO.admin);
      await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
      await page.goto(`${product.url}/app/employees`);
      await page.locator('tbody tr a[href*="/app/employee/"]').first().click();
      await page.waitForURL(/\/app\/employee\/[0-9a-f]{24}$/);
      await page
        .getByRole('group', { name: 'صورة الجواز' })
        .locator('input[type=file]')
        .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: scan });
      const dialog = page.getByRole('dialog', { name: 'صورة الجواز: السطران المقروءان آليًا' });
      await dialog.getByRole('region', { name: 'سيُملأ ما يلي' }).waitFor({ timeout: 60_000 });
      expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
      // The lines themselves stay left to right, as printed.
      expect(
        await dialog.getByRole('textbox').evaluate((element) => getComputedStyle(element).direction),
      ).toBe('ltr');
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(SCREENS, 'passport-scan-ar.png') });
      await dialog.getByRole('button', { name: 'إلغاء' }).click();
      expect(outside).toEqual([]);
      await context.close();
    },
  );
});
