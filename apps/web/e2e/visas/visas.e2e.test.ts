import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, useProduct } from '../support';

const SCREENS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'placement-screens');

async function showAllVisas(page: Page) {
  await page.locator('tbody tr:not([data-testid="skeleton-row"])').first().waitFor();
  await page.getByLabel('Rows per page').selectOption({ label: 'All' });
}

describe('visas', () => {
  const e2e = useProduct();

  it('adds a visa through /app/visa/0, finds it in the list, edits it and deletes it', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await page.goto(`${e2e.product.url}/app/visas`);
    await page.locator('tbody tr:not([data-testid="skeleton-row"])').first().waitFor();
    expect((await page.locator('thead th').allTextContents()).map((text) => text.trim())).toEqual([
      'S.No',
      'Visa No.',
      'Employer Name',
      'Employer Id',
      'Actions',
    ]);
    await page.getByRole('button', { name: 'Add New Visa' }).click();
    await page.waitForURL(/\/app\/visa\/0$/);

    // A wrong visa number is refused with the domain's message and keeps Save disabled.
    await page.getByLabel('Visa Number').fill('12345');
    await page.getByText('Incorrect Visa Number').waitFor();
    expect(await page.getByRole('button', { name: 'Save Visa' }).isDisabled()).toBe(true);

    await page.getByLabel('Visa Number').fill('1987654321');
    await page.getByLabel('Sponsor Full Name').fill('KHALID AL HARBI');
    await page.getByLabel('Sponsor Id').fill('1122334455');
    await page.getByRole('tab', { name: 'Visa Condition' }).click();
    await page.getByLabel('Salary').fill('1200');
    await page.getByLabel('First Time').check();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(SCREENS, 'visa-en.png') });
    await page.getByRole('button', { name: 'Save Visa' }).click();
    await page.getByText('saved successfully').waitFor();
    await page.waitForURL(/\/app\/visa\/[0-9a-f]{24}$/);

    // Reloaded from the API, the visa keeps what was typed.
    await page.reload();
    await page.getByRole('tab', { name: 'Visa Condition' }).click();
    expect(await page.getByLabel('Salary').inputValue()).toBe('1200');
    expect(await page.getByLabel('First Time').isChecked()).toBe(true);
    expect(await page.getByLabel('Sponsor Full Name').inputValue()).toBe('KHALID AL HARBI');

    await page.getByRole('link', { name: 'Back to Visa List' }).click();
    await showAllVisas(page);
    const row = page.locator('tbody tr', { hasText: '1987654321' });
    await row.waitFor();
    expect(await row.textContent()).toContain('1122334455');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(SCREENS, 'visas-en.png') });

    await row.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('Taking this action is irreversible.');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Visa Successfully Removed').waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('sends a user without AddVisas from /app/visas to /app/profile', async () => {
    const { page } = await e2e.signedIn(DEMO.agent);
    await page.goto(`${e2e.product.url}/app/visas`);
    await page.waitForURL(`${e2e.product.url}/app/profile`);
  });

  it('lays the visa form out right to left in Arabic', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.goto(`${e2e.product.url}/app/visa/0`);
    await page.getByLabel('رقم التأشيرة').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(SCREENS, 'visa-ar.png') });
  });
});
