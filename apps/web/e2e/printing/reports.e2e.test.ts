import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage, signIn, startProduct, type RunningProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';
import { savedPdf, screenshot } from './printingSupport';

describe('the Reports page: the Amharic status report', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('opens on yesterday to tomorrow, shows the report as a PDF, and downloads it under its letter number', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, product.url, DEMO.admin);
    await page.goto(`${product.url}/app/reports`);
    await page.getByRole('heading', { name: 'Status report' }).waitFor();
    // Days as the date fields show them (dd-MMM-yyyy), counted from today in Riyadh (the browser's zone).
    const shown = (offset: number) => {
      const date = new Date(Date.now() + offset * 86_400_000 + 3 * 3_600_000);
      const month = date.toLocaleString('en', { month: 'short', timeZone: 'UTC' });
      return `${String(date.getUTCDate()).padStart(2, '0')}-${month}-${date.getUTCFullYear()}`;
    };
    const value = (label: string) => page.getByLabel(label, { exact: true }).inputValue();
    expect([await value('From'), await value('To'), await value('Letter date')]).toEqual([
      shown(-1),
      shown(1),
      shown(0),
    ]);
    const show = page.getByRole('button', { name: 'Show' });
    expect(await show.isDisabled()).toBe(true);
    await screenshot(page, 'printing-reports-empty-en');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Letter number').fill('AS/112/2026');
    await page.getByLabel('Status', { exact: true }).selectOption('contract_process');
    await show.click();
    await page.getByTitle('Status report preview').waitFor({ timeout: 120_000 });
    await screenshot(page, 'printing-reports-preview-en');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('AS-112-2026.pdf');
    const { text } = await savedPdf(file, 'printing-status-report');
    expect(text).toContain('AS/112/2026');
    // An Amharic letter: its text layer carries the Ethiopic script.
    expect(text).toMatch(/[\u1200-\u137F]{3}/u);
    await context.close();
  }, 240_000);

  it('is right to left in Arabic and has no serious accessibility fault', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, product.url, DEMO.admin);
    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.goto(`${product.url}/app/reports`);
    await page.getByRole('heading', { name: 'تقرير الحالة' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'printing-reports-ar');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('sends a user without the Reports role to their profile', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, product.url, DEMO.clerk);
    await page.goto(`${product.url}/app/reports`);
    await page.waitForURL(/\/app\/profile$/u);
    await context.close();
  }, 120_000);
});
