import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';
import { gql, savedPdf, screenshot, SCREENS } from '../printing/printingSupport';

const AGENCY = 'ADDIS STAR EMPLOYMENT AGENCY';
const NAVY = '#0a3d62';
const NAVY_RGB = '10, 61, 98';
const GREEN_RGB = '0, 114, 41';
const MAROON = '#7b1e3a';
const MAROON_RGB = '123, 30, 58';

/** Whether any element inside `selector` is painted in the rgb triple (a plain fill or a gradient). */
function paints(page: Page, selector: string, rgb: string): Promise<boolean> {
  return page.evaluate(
    ({ selector, rgb }) =>
      [...document.querySelectorAll(`${selector} *`)].some((element) => {
        const style = getComputedStyle(element);
        return style.backgroundColor.includes(rgb) || style.backgroundImage.includes(rgb);
      }),
    { selector, rgb },
  );
}

/** Pixels of a PDF's first page (rendered at 20 dpi) within a small distance of the colour. */
function pdfPixelsOf(path: string, [r, g, b]: [number, number, number]): number {
  const out = join(SCREENS, 'cv-maker-download');
  execFileSync('pdftoppm', ['-r', '20', '-f', '1', '-l', '1', '-singlefile', path, out]);
  // A binary PPM: "P6\n<width> <height>\n255\n" then RGB bytes.
  const data = readFileSync(`${out}.ppm`);
  let offset = 0;
  for (let fields = 0; fields < 4;) {
    while (/\s/.test(String.fromCharCode(data[offset]!))) offset += 1;
    while (!/\s/.test(String.fromCharCode(data[offset]!))) offset += 1;
    fields += 1;
  }
  offset += 1;
  let count = 0;
  for (let i = offset; i + 2 < data.length; i += 3) {
    if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 24) count += 1;
  }
  return count;
}

describe('the CV maker /app/cvm', () => {
  const e2e = useProduct();

  it('searches from the third character, shows at most 10 companies, and saves a colour that the CV detail and the download then show', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    // Eleven foreign agents the agency keeps in its directory: with the agency, twelve companies match "addis".
    for (let n = 1; n <= 11; n += 1) {
      const two = String(n).padStart(2, '0');
      await gql(
        page,
        `mutation ($name: String!, $email: String!) { createForeignAgent(input: {displayName: $name, email: $email}) { _id } }`,
        { name: `Addis West Partner ${two}`, email: `addis.west.${two}@example.com` },
      );
    }

    await page.goto(`${e2e.product.url}/app/cvm`);
    const search = page.getByLabel('Search a company');
    await search.waitFor();
    await page.getByRole('heading', { name: 'Choose a company' }).waitFor();
    await screenshot(page, 'cv-maker-empty-en');
    expect(await seriousViolations(page)).toEqual([]);

    await search.fill('ad');
    // Past the search's one-second pause nothing is listed: two characters do not search.
    await page.waitForTimeout(1_500);
    expect(await page.getByText('Type at least 3 letters of its name or e-mail.').isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Companies found' }).count()).toBe(0);

    await search.fill('addis');
    const list = page.getByRole('list', { name: 'Companies found' });
    await list.waitFor();
    await page.getByText('Companies found: 10 (at most 10)').waitFor();
    expect(await list.getByRole('button').count()).toBe(10);
    // The partner that signs in itself (the Riyadh office) styles its own CVs: it is never offered here.
    await search.fill('riyadh');
    await page.getByText(/^No company found/).waitFor();

    await search.fill('addis star');
    await list.getByRole('button', { name: new RegExp(AGENCY) }).click();
    await page.getByRole('heading', { name: `CV template of ${AGENCY}` }).waitFor();
    const preview = '[data-printed-page]';
    await page.locator(preview).waitFor();
    expect(await paints(page, preview, GREEN_RGB)).toBe(true);
    expect(await paints(page, preview, NAVY_RGB)).toBe(false);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);

    // A real candidate in the preview: one of the agency's CVs.
    const previewWith = page.getByLabel('Preview with');
    const candidate = (await previewWith.locator('option').nth(1).textContent()) ?? '';
    const givenName = candidate.split(' (')[0]!.split(' ')[0]!;
    await previewWith.selectOption({ index: 1 });
    await page.locator(preview).getByText(new RegExp(givenName, 'i')).first().waitFor();

    const code = page
      .getByLabel('Header background', { exact: true })
      .and(page.locator('input[type="text"]'));
    await code.fill(NAVY);
    await code.press('Tab');
    await expect.poll(() => paints(page, preview, NAVY_RGB)).toBe(true);
    await page.getByText('Unsaved changes').waitFor();
    await screenshot(page, 'cv-maker-edited-en');
    expect(await seriousViolations(page)).toEqual([]);

    await save.click();
    await page.getByText(`CV template saved: the CVs of ${AGENCY} now use it`).waitFor();
    await page.getByText('All changes saved').waitFor();

    // A reload finds the company again with the saved colour.
    await page.reload();
    await page.getByLabel('Search a company').fill('addis star');
    await page
      .getByRole('list', { name: 'Companies found' })
      .getByRole('button', { name: new RegExp(AGENCY) })
      .click();
    await page.locator(preview).waitFor();
    expect(
      await page
        .getByLabel('Header background', { exact: true })
        .and(page.locator('input[type="text"]'))
        .inputValue(),
    ).toBe(NAVY);
    await expect.poll(() => paints(page, preview, NAVY_RGB)).toBe(true);

    // The agency's CV detail draws its CVs with it, and the downloaded CV has it too.
    await page.goto(`${e2e.product.url}/app/cvd`);
    const cv = '[data-testid="cv-on-screen"]';
    await page.locator(`${cv} [data-printed-page]`).waitFor();
    await expect.poll(() => paints(page, cv, NAVY_RGB)).toBe(true);
    await screenshot(page, 'cv-maker-cv-detail-en');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CV' }).click();
    const { path } = await savedPdf(await download, 'cv-maker-download');
    expect(pdfPixelsOf(path, [10, 61, 98])).toBeGreaterThan(20);
  }, 300_000);

  it('is right to left in Arabic and has no serious accessibility fault', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.goto(`${e2e.product.url}/app/cvm`);
    const search = page.getByLabel('ابحث عن شركة');
    await search.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await search.fill('addis star');
    await page
      .getByRole('list', { name: 'الشركات التي وجدت' })
      .getByRole('button', { name: new RegExp(AGENCY) })
      .click();
    await page.getByRole('heading', { name: `قالب السيرة الذاتية لـ ${AGENCY}` }).waitFor();
    await page.locator('[data-printed-page]').waitFor();
    expect(await page.getByRole('form', { name: 'إعدادات قالب السيرة' }).isVisible()).toBe(true);
    await screenshot(page, 'cv-maker-ar');
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);

  it('Show CV Maker on the CV detail: the side colour panel restyles this CV and saves it for the company; a user without ViewCompanies is not offered it', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.goto(`${e2e.product.url}/app/cvd`);
    const cv = '[data-testid="cv-on-screen"]';
    await page.locator(`${cv} [data-printed-page]`).waitFor();
    await page.getByRole('checkbox', { name: 'Show CV Maker' }).check();
    const panel = page.getByRole('region', { name: 'Show CV Maker' });
    await panel.locator('[data-printed-page]').waitFor();
    const code = panel
      .getByLabel('Header background', { exact: true })
      .and(page.locator('input[type="text"]'));
    await code.fill(MAROON);
    await code.press('Tab');
    await expect.poll(() => paints(page, '[data-testid="cv-maker-panel"]', MAROON_RGB)).toBe(true);
    await panel.getByText('Unsaved changes').waitFor();
    // Download CV prints the saved look: while the look on screen is unsaved, the button and a note say so.
    await page.getByRole('button', { name: 'Download saved CV' }).waitFor();
    await page.getByText('The download is the saved layout, not the unsaved changes shown here').waitFor();
    await screenshot(page, 'cv-detail-maker-en');
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`CV template saved: the CVs of ${AGENCY} now use it`).waitFor();
    await panel.getByText('All changes saved').waitFor();
    await page.getByRole('button', { name: 'Download CV', exact: true }).waitFor();
    expect(await page.getByText('The download is the saved layout').count()).toBe(0);

    // Closed, the CV on screen has the saved look, and so has it after a reload.
    await page.getByRole('checkbox', { name: 'Show CV Maker' }).uncheck();
    await page.locator(`${cv} [data-printed-page]`).waitFor();
    await expect.poll(() => paints(page, cv, MAROON_RGB)).toBe(true);
    await page.reload();
    await page.locator(`${cv} [data-printed-page]`).waitFor();
    await expect.poll(() => paints(page, cv, MAROON_RGB)).toBe(true);

    const clerk = await e2e.page();
    await signIn(clerk.page, e2e.product.url, DEMO.clerk);
    await clerk.page.goto(`${e2e.product.url}/app/cvd`);
    await clerk.page.locator(`${cv} [data-printed-page]`).waitFor();
    expect(await clerk.page.getByRole('checkbox', { name: 'Show CV Maker' }).count()).toBe(0);
  }, 240_000);

  it('sends a user without the ViewCompanies role to their profile', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.clerk);
    await page.goto(`${e2e.product.url}/app/cvm`);
    await page.waitForURL(/\/app\/profile$/u);
  }, 120_000);
});
