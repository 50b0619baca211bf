import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO, useProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';
import { drawnPicture } from '../support/drawnPicture';
import { gql } from '../printing/printingSupport';

const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots');

type Summary = {
  medicalPaymentSummary: { byStatus: Array<{ status: string; count: number; totalAmount: number }> };
};
const SUMMARY = '{ medicalPaymentSummary { byStatus { status count totalAmount } } }';
const newPayments = (summary: Summary) =>
  summary.medicalPaymentSummary.byStatus.find((row) => row.status === 'new') ?? { count: 0, totalAmount: 0 };

/** Issue 16: medical payments: Add New with passport scans and the screenshot, then Ordered and Summary. */
describe('medical payments', () => {
  const e2e = useProduct();

  it('saves a payment with a passport scan and its screenshot, listed in Ordered and counted in Summary', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await page.goto(`${e2e.product.url}/app/meds`);
    const before = newPayments(await gql<Summary>(page, SUMMARY));

    await page.getByRole('tab', { name: 'Add New' }).click();
    const form = page.getByRole('tabpanel', { name: 'Add New' });
    await form.getByLabel('Total amount').fill('4321');
    // One employee by passport number with the scan of her passport...
    await form.getByLabel('Name').fill('EP1234567');
    await form
      .getByRole('group', { name: 'Passport scans' })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'passport.jpg',
        mimeType: 'image/jpeg',
        buffer: await drawnPicture(page, 900, 900, 'EP1234567'),
      });
    await page.getByText('Upload successful').first().waitFor();
    await form.getByRole('button', { name: 'Add to the list' }).click();
    const gallery = form.getByRole('list', { name: 'Payments in this order' });
    await gallery.getByRole('img', { name: 'Passport scan of EP1234567' }).waitFor();
    // ...one by a Wafid link, added and removed again, and one by name without a scan.
    await form.getByRole('checkbox', { name: 'Add Link' }).check();
    await form.getByLabel('Wafid Link').fill('https://wafid.example/appointment/123');
    await form.getByRole('button', { name: 'Add to the list' }).click();
    await gallery.getByRole('button', { name: 'Remove https://wafid.example/appointment/123' }).click();
    await form.getByRole('checkbox', { name: 'Add Link' }).uncheck();
    await form.getByLabel('Name').fill('Almaz Bekele');
    await form.getByRole('button', { name: 'Add to the list' }).click();
    expect(await gallery.getByRole('listitem').count()).toBe(2);
    await form
      .getByRole('group', { name: 'Payment screenshot' })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'paid.jpg',
        mimeType: 'image/jpeg',
        buffer: await drawnPicture(page, 700, 1200, 'PAID'),
      });
    await form.getByRole('group', { name: 'Payment screenshot' }).getByRole('img').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'medical-add-new-en.png'), fullPage: true });
    await form.getByRole('button', { name: 'Save payment' }).click();
    await page.getByText('Saved successfully').waitFor();

    // Ordered: the payment, its screenshot link opening it; the page shows the stored scan and screenshot.
    const ordered = page.getByRole('table', { name: 'Ordered' });
    const row = ordered.getByRole('row').filter({ has: page.getByRole('cell', { name: '4,321' }) });
    await row.waitFor();
    await row.getByRole('link', { name: /Payment screenshot/ }).click();
    await page.waitForURL(/\/app\/medicalPayment\/[0-9a-f]{24}$/);
    await page.getByRole('group', { name: 'Payment screenshot' }).getByRole('img').waitFor();
    await page
      .getByRole('list', { name: 'Payments in this order' })
      .getByRole('img', { name: 'Passport scan of EP1234567' })
      .waitFor();
    expect(
      await page.getByRole('list', { name: 'Payments in this order' }).getByRole('listitem').count(),
    ).toBe(2);

    // Summary: the new payments' count and total grew by this one.
    const after = newPayments(await gql<Summary>(page, SUMMARY));
    expect([after.count, after.totalAmount]).toEqual([before.count + 1, before.totalAmount + 4321]);
    await page.goto(`${e2e.product.url}/app/meds`);
    await page.getByRole('tab', { name: 'Summary' }).click();
    const byStatus = page.getByRole('table', { name: 'Totals by status' });
    await byStatus
      .getByRole('row')
      .filter({
        has: page.getByRole('cell', { name: new Intl.NumberFormat('en-US').format(after.totalAmount) }),
      })
      .getByRole('cell', { name: String(after.count), exact: true })
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'medical-summary-en.png'), fullPage: true });

    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.reload();
    await page.getByRole('tab', { name: 'إضافة جديد' }).click();
    await page.getByRole('tabpanel').getByRole('button').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'medical-add-new-ar.png'), fullPage: true });
  }, 120_000);
});
