import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
// The API's generator of passport pages with known values: the same pages its accuracy count reads.
import {
  passportPageImage,
  samplePassports,
  scannedPage,
} from '../../../../services/api/test/support/passportPageImage';
import { seriousViolations } from '../support/checkAccessibility';
import { DEMO, signIn, useProduct } from '../support';

const SCREENS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'placement-screens');
const [values] = samplePassports(1);

// The words a clerk reads, in each language the uploads are tried in.
const WORDS = {
  en: {
    passportScan: 'Passport Scan',
    uploaded: 'Upload successful',
    notAPicture: 'This file is not a picture: choose a JPEG, PNG or WebP image',
    scanDialog: 'Passport scan: machine-readable lines',
    willFill: 'This will fill',
    fill: 'Fill the form',
    cancel: 'Cancel',
    passportNumber: 'Passport Number',
  },
  ar: {
    passportScan: 'صورة الجواز',
    uploaded: 'تم الرفع بنجاح',
    notAPicture: 'هذا الملف ليس صورة: اختر صورة JPEG أو PNG أو WebP',
    scanDialog: 'صورة الجواز: السطران المقروءان آليًا',
    willFill: 'سيُملأ ما يلي',
    fill: 'تعبئة النموذج',
    cancel: 'إلغاء',
    passportNumber: 'رقم الجواز',
  },
} as const;

/** A saved employee of the signed-in agency, opened in `lang`. */
async function openSavedEmployee(page: Page, productUrl: string, lang: 'en' | 'ar', index: number) {
  await page.evaluate((lang) => localStorage.setItem('placement.language', lang), lang);
  const id = await page.evaluate(async (index) => {
    const answer = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('placement.token')}`,
      },
      body: JSON.stringify({ query: '{ employees(take: 5) { employees { _id } } }' }),
    });
    const { data } = (await answer.json()) as { data: { employees: { employees: Array<{ _id: string }> } } };
    return data.employees.employees[index]!._id;
  }, index);
  await page.goto(`${productUrl}/app/employee/${id}`);
  await page.getByRole('group', { name: WORDS[lang].passportScan }).waitFor();
  return id;
}

/** The employee's stored passport scan as the API serves it: its size and a few pixels' colours. */
async function storedScan(page: Page, employeeId: string, points: Array<[number, number]>) {
  return page.evaluate(
    async ({ employeeId, points }) => {
      const token = localStorage.getItem('placement.token');
      const answer = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: `{ getEmployee(input: { _id: "${employeeId}" }) { passportScan } }` }),
      });
      const { data } = (await answer.json()) as { data: { getEmployee: { passportScan: string | null } } };
      const name = data.getEmployee.passportScan;
      if (!name) return null;
      const file = await fetch(`/api/files/${encodeURIComponent(name)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const bitmap = await createImageBitmap(await file.blob());
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return {
        name,
        width: bitmap.width,
        height: bitmap.height,
        colours: points.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3))),
      };
    },
    { employeeId, points },
  );
}

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => b! > 200 && r! < 60 && g! < 60;

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
  const e2e = useProduct();
  let scan: Buffer;

  beforeAll(async () => {
    ({ image: scan } = await passportPageImage(values!, 1));
  });

  for (const lang of ['en', 'ar'] as const) {
    const words = WORDS[lang];

    it(
      `stores and shows a landscape passport scan whole, never cropped, and names a file that is not a picture, in ${lang}`,
      { timeout: 120_000 },
      async () => {
        const { page } = await e2e.signedIn(DEMO.admin);
        const employeeId = await openSavedEmployee(page, e2e.product.url, lang, 0);
        // A page scanned landscape, 700x500, with a red strip down its left side and a blue one down its right:
        // cropped to the 700x700 box, both strips would be cut away.
        const landscape = await page.evaluate(() => {
          const canvas = document.createElement('canvas');
          canvas.width = 700;
          canvas.height = 500;
          const context = canvas.getContext('2d')!;
          context.fillStyle = '#ffffff';
          context.fillRect(0, 0, 700, 500);
          context.fillStyle = '#ff0000';
          context.fillRect(0, 0, 24, 500);
          context.fillStyle = '#0000ff';
          context.fillRect(676, 0, 24, 500);
          context.fillStyle = '#222222';
          context.font = '28px monospace';
          context.fillText('P<ETHLANDSCAPE<<PAGE<<<<<<<<<<<<<<<<<<<<<<<', 30, 440);
          return canvas.toDataURL('image/jpeg', 0.95).split(',')[1]!;
        });
        const group = page.getByRole('group', { name: words.passportScan });
        await group.locator('input[type=file]').setInputFiles({
          name: 'landscape.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from(landscape, 'base64'),
        });
        await page.getByText(words.uploaded).first().waitFor();
        // The chosen scan is offered for reading; this one holds no passport lines to read.
        await page
          .getByRole('dialog', { name: words.scanDialog })
          .getByRole('button', { name: words.cancel })
          .click();

        // Stored at its own shape, both side strips kept.
        const stored = await storedScan(page, employeeId, [
          [4, 250],
          [695, 250],
          [350, 250],
        ]);
        expect(stored).toMatchObject({ width: 700, height: 500 });
        expect(isRed(stored!.colours[0]!), `left edge ${String(stored!.colours[0])}`).toBe(true);
        expect(isBlue(stored!.colours[1]!), `right edge ${String(stored!.colours[1])}`).toBe(true);

        // Shown from the stored file after a reload: fitted inside its box, not cropped to fill it.
        await page.reload();
        const shown = page.getByRole('group', { name: words.passportScan }).getByRole('img');
        await page.waitForFunction(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          await shown.elementHandle(),
        );
        expect(
          await shown.evaluate((img: HTMLImageElement) => ({
            width: img.naturalWidth,
            height: img.naturalHeight,
            fit: getComputedStyle(img).objectFit,
          })),
        ).toEqual({ width: 700, height: 500, fit: 'contain' });
        await page.evaluate(() => document.fonts.ready);
        await group.screenshot({ path: join(SCREENS, `passport-scan-landscape-${lang}.png`) });

        // A PDF renamed .jpg: said not to be a picture, in the clerk's language, and nothing is sent.
        let uploads = 0;
        page.on('request', (request) => {
          if (request.url().includes('/api/uploads')) uploads += 1;
        });
        await group.locator('input[type=file]').setInputFiles({
          name: 'passport.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from(
            '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
          ),
        });
        await group.getByRole('alert').filter({ hasText: words.notAPicture }).waitFor();
        expect(uploads).toBe(0);
        expect((await storedScan(page, employeeId, []))?.name).toBe(stored!.name);
      },
    );

    it(
      `shrinks a 2 MB scan at 450 dpi laid crooked on the glass, saves it and reads its lines, in ${lang}`,
      { timeout: 180_000 },
      async () => {
        const { page } = await e2e.signedIn(DEMO.admin);
        const employeeId = await openSavedEmployee(page, e2e.product.url, lang, 1);
        const { image } = await passportPageImage(values!, 2);
        const scanned = await scannedPage(image, { dpi: 450, angle: lang === 'en' ? 3 : -2.5 });
        const scan450 = scanned.image;
        expect(scan450.length).toBeGreaterThan(2_000_000);
        await page
          .getByRole('group', { name: words.passportScan })
          .locator('input[type=file]')
          .setInputFiles({ name: 'scan-450dpi.jpg', mimeType: 'image/jpeg', buffer: scan450 });
        // Saved, not refused: shrunk by the browser to the stored box, its shape kept.
        await page.getByText(words.uploaded).first().waitFor();
        const stored = await storedScan(page, employeeId, []);
        expect(stored?.width).toBe(700);
        expect(stored?.height).toBe(Math.round((700 * scanned.height) / scanned.width));

        // Its lines are read although the page lies crooked: the server straightens it.
        const dialog = page.getByRole('dialog', { name: words.scanDialog });
        const preview = dialog.getByRole('region', { name: words.willFill });
        await preview.waitFor({ timeout: 120_000 });
        expect(await dialog.getByRole('alert').count()).toBe(0);
        const shown = await preview.locator('dd').allTextContents();
        expect(shown).toContain(values!.passportNumber);
        expect(shown).toContain(values!.passportExpiryDate);
        await dialog.getByRole('button', { name: words.fill }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(await page.getByLabel(words.passportNumber, { exact: true }).inputValue()).toBe(
          values!.passportNumber,
        );
      },
    );
  }

  // The scan is read on the server: a few seconds, more for the first (the model loads) on a busy CI machine.
  it(
    'fills a new employee from the machine-readable lines of a chosen scan, after showing what it will fill',
    { timeout: 120_000 },
    async () => {
      const { page } = await e2e.page();
      const outside = await keepOffline(page, e2e.product.url);
      await signIn(page, e2e.product.url, DEMO.admin);
      await page.goto(`${e2e.product.url}/app/employee/abcdefghij`);
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
    },
  );

  it(
    "offers a saved employee's newly chosen passport scan for reading, right to left in Arabic",
    { timeout: 120_000 },
    async () => {
      const { page } = await e2e.page();
      const outside = await keepOffline(page, e2e.product.url);
      await signIn(page, e2e.product.url, DEMO.admin);
      await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
      await page.goto(`${e2e.product.url}/app/employees`);
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
    },
  );
});
