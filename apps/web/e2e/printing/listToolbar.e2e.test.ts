import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LICENCE_RENEWAL_MESSAGE } from '@placement/domain';
import { DEMO, type RunningProduct, useProduct } from '../support';
import { SCREENS, savedPdf, screenshot } from './printingSupport';

/** The list with its first two rows selected; returns the toolbar. */
async function selectTwo(page: Page, product: RunningProduct, list: 'employees' | 'coms') {
  await page.goto(`${product.url}/app/${list}`);
  await page.locator('tbody tr').first().waitFor();
  // A selected row moves from the list to the Selected Employees panel: the first row is a new one each time.
  for (const count of [1, 2]) {
    await page.locator('tbody input[type="checkbox"]').first().click();
    await page.getByText(`Selected Employees (${count})`).waitFor();
  }
  return page.getByRole('toolbar', { name: 'Selected employees' });
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await click();
  return download;
}

/** Fills the correction letter's options and prints it. */
async function printLetter(page: Page, letterNumber: string) {
  const dialog = page.getByRole('dialog', { name: /Correction letters/u });
  await dialog.getByLabel('Letter number').fill(letterNumber);
  await dialog.getByRole('button', { name: 'Print letters' }).click();
}

describe("every item of the lists' selection toolbar prints (spec 02 §2.9)", () => {
  const e2e = useProduct();

  it('an employment agency: the Tasheer .xls, the Full Export .xlsx, correction letters and the embassy list', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    const toolbar = await selectTwo(page, e2e.product, 'employees');
    expect(await toolbar.getByRole('button').allTextContents()).toEqual([
      'Export for Tasheer',
      'Full Export',
      'Print Letters',
      'Print Embassy List',
      'Download CVs',
    ]);
    await screenshot(page, 'printing-toolbar-en');

    const tasheer = await downloaded(page, () =>
      toolbar.getByRole('button', { name: 'Export for Tasheer' }).click(),
    );
    expect(tasheer.suggestedFilename()).toMatch(
      /^ADDIS STAR EMPLOYMENT AGENCY \d{4}-\d{2}-\d{2}_Tasheer\.xls$/u,
    );
    const tasheerPath = join(SCREENS, 'printing-toolbar.xls');
    await tasheer.saveAs(tasheerPath);
    // A legacy Excel 97-2003 workbook (an OLE2 compound file), as the visa-application service reads.
    expect(execFileSync('file', ['-b', tasheerPath]).toString()).toMatch(/Composite Document|Excel/u);

    const full = await downloaded(page, () => toolbar.getByRole('button', { name: 'Full Export' }).click());
    expect(full.suggestedFilename()).toMatch(
      /^ADDIS STAR EMPLOYMENT AGENCY \d{4}-\d{2}-\d{2}_Export\.xlsx$/u,
    );

    await toolbar.getByRole('button', { name: 'Print Letters' }).click();
    await printLetter(page, 'AS/77/2026');
    const letter = page.getByRole('dialog', { name: /Print Letters \(2 employees\)/u });
    await letter.locator('iframe').waitFor({ timeout: 120_000 });
    const letterFile = await downloaded(page, () => letter.getByRole('button', { name: 'Download' }).click());
    expect(letterFile.suggestedFilename()).toBe('AS-77-2026.pdf');
    expect((await savedPdf(letterFile, 'printing-toolbar-letter')).text).toContain('AS/77/2026');
    await letter.getByRole('button', { name: /close/iu }).first().click();

    await toolbar.getByRole('button', { name: 'Print Embassy List' }).click();
    await page
      .getByRole('dialog', { name: /Print Embassy List/u })
      .locator('iframe')
      .waitFor({ timeout: 120_000 });
  }, 400_000);

  it('a sudan company (licence due for renewal: warned, not stopped): show list, download list, letter template', async () => {
    const { page } = await e2e.signedIn(DEMO.sudan);
    const toolbar = await selectTwo(page, e2e.product, 'coms');
    expect(await toolbar.getByRole('button').allTextContents()).toEqual([
      'Export for Tasheer',
      'Full Export',
      'Print Letters',
      'Show List',
      'Download List',
      'Letter Template',
      'Download CVs',
    ]);
    const notifications = page.getByRole('region', { name: 'Notifications' });

    await toolbar.getByRole('button', { name: 'Show List' }).click();
    await notifications.locator('[data-kind="warning"]').getByText(LICENCE_RENEWAL_MESSAGE).first().waitFor();
    await page
      .getByRole('dialog', { name: /Show List/u })
      .locator('iframe')
      .waitFor({ timeout: 120_000 });
    await screenshot(page, 'printing-toolbar-sudan-show-list');
    await page
      .getByRole('dialog', { name: /Show List/u })
      .getByRole('button', { name: /close/iu })
      .first()
      .click();

    const list = await downloaded(page, () => toolbar.getByRole('button', { name: 'Download List' }).click());
    expect(list.suggestedFilename()).toMatch(/^Embassy list \d{4}-\d{2}-\d{2}\.pdf$/u);

    await toolbar.getByRole('button', { name: 'Letter Template' }).click();
    const template = await downloaded(page, () => printLetter(page, 'SD-9-2026'));
    expect(template.suggestedFilename()).toBe('SD-9-2026.pdf');
    expect((await savedPdf(template, 'printing-toolbar-sudan-letter')).text).toContain('SD-9-2026');
  }, 400_000);
});
