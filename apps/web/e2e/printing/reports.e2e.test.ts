import { describe, expect, it } from 'vitest';
import { DEMO, useProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';
import { savedPdf, screenshot } from './printingSupport';

describe('the Reports page: the Amharic status report', () => {
  const e2e = useProduct();

  it('opens on yesterday to tomorrow, shows the report as a PDF, and downloads it under its letter number', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await page.goto(`${e2e.product.url}/app/reports`);
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
  }, 240_000);

  it('is right to left in Arabic and has no serious accessibility fault', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.goto(`${e2e.product.url}/app/reports`);
    await page.getByRole('heading', { name: 'تقرير الحالة' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'printing-reports-ar');
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);

  it('sends a user without the Reports role to their profile', async () => {
    const { page } = await e2e.signedIn(DEMO.clerk);
    await page.goto(`${e2e.product.url}/app/reports`);
    await page.waitForURL(/\/app\/profile$/u);
  }, 120_000);
});
