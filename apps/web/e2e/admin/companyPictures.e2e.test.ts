import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, useProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';
import { drawnPicture } from '../support/drawnPicture';
import { gql } from '../printing/printingSupport';

const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots');
// A colour no CV template paints: its share of a printed page says whether the header is on it.
const MAGENTA = '#ff00ff';

/** The share of a rendered PNG's pixels that are magenta, read in the page (the render is private). */
async function magentaShare(page: Page, renderId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/renders/${id}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('placement.token') ?? ''}` },
    });
    const bitmap = await createImageBitmap(await response.blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let magenta = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! > 200 && data[i + 1]! < 80 && data[i + 2]! > 200) magenta += 1;
    }
    return magenta / (data.length / 4);
  }, renderId);
}

/** The employee's CV printed as a PNG by the render service, as the CV screens' download asks for it. */
async function printedCv(page: Page, employeeId: string): Promise<string> {
  const { requestRender } = await gql<{ requestRender: { id: string } }>(
    page,
    'mutation ($ids: [String!]) { requestRender(input: { kind: cv, employeeIds: $ids, format: png }) { id } }',
    { ids: [employeeId] },
  );
  await expect
    .poll(
      async () =>
        (
          await gql<{ renderJob: { status: string } }>(
            page,
            'query ($id: String!) { renderJob(id: $id) { status } }',
            { id: requestRender.id },
          )
        ).renderJob.status,
      { timeout: 60_000, interval: 250 },
    )
    .toBe('completed');
  return requestRender.id;
}

/** Issue 16: the company profile's Headers and Footers tab, and the header on the company's CVs. */
describe('company header and footer', () => {
  const e2e = useProduct();

  it('uploads a header that the company’s printed CV and its CV on screen then carry, in English and Arabic', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    const { employees } = await gql<{ employees: { employees: Array<{ _id: string }> } }>(
      page,
      '{ employees(take: 1) { employees { _id } } }',
    );
    const employeeId = employees.employees[0]!._id;
    expect(await magentaShare(page, await printedCv(page, employeeId))).toBeLessThan(0.001);

    await page.goto(`${e2e.product.url}/app/cp`);
    await page.getByRole('tab', { name: 'Headers and Footers' }).click();
    const tab = page.getByRole('tabpanel', { name: 'Headers and Footers' });
    const header = tab.getByRole('group', { name: 'Header (1200 x 200)' });
    // Drawn larger than stored: the browser brings it to the spec's 1200x200 before sending it.
    await header.locator('input[type=file]').setInputFiles({
      name: 'header.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawnPicture(page, 1800, 300, 'ADDIS STAR', MAGENTA),
    });
    await page.getByText('Upload successful').first().waitFor();
    const footer = tab.getByRole('group', { name: 'Footer (1200 x 200)' });
    await footer.locator('input[type=file]').setInputFiles({
      name: 'footer.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawnPicture(page, 1200, 200, 'Bole, Addis Ababa'),
    });
    await footer.getByRole('img').waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Headers and Footers' }).click();
    const stored = header.getByRole('img', { name: 'Header (1200 x 200)' });
    await stored.waitFor();
    expect(await stored.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      1200, 200,
    ]);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'company-headers-en.png'), fullPage: true });

    // The printed CV now opens with the company's header.
    expect(await magentaShare(page, await printedCv(page, employeeId))).toBeGreaterThan(0.02);
    // And the CV on screen (the CV detail, what the agent is shown) opens with it too.
    await page.goto(`${e2e.product.url}/app/cvd`);
    const onScreen = page.locator('[data-testid="cv-on-screen"] [data-printed-page]').first();
    await onScreen.waitFor();
    await expect
      .poll(() =>
        onScreen
          .locator('img')
          .evaluateAll((images) =>
            images.some(
              (image) =>
                image instanceof HTMLImageElement &&
                image.complete &&
                image.naturalWidth === 1200 &&
                image.naturalHeight === 200,
            ),
          ),
      )
      .toBe(true);
    await page.goto(`${e2e.product.url}/app/cp`);

    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.reload();
    await page.getByRole('tab', { name: 'الترويسات والتذييلات' }).click();
    await page.getByRole('tabpanel', { name: 'الترويسات والتذييلات' }).getByRole('img').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'company-headers-ar.png'), fullPage: true });
  }, 180_000);
});
