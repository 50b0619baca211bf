import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useProduct } from '../support';
import { paintedCvBox } from './cvOnScreen';

const SHOTS = join(import.meta.dirname, '../../../../docs/screenshots');

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, name), fullPage: false });
}

describe('CV list, detail, sharing and the shared viewer', () => {
  const e2e = useProduct();
  let link = '';
  const names: string[] = [];

  it('lists the available CVs as cards, selects three and shares them as one link', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.goto(`${e2e.product.url}/app/cvs`);
    const cards = page.locator('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(3);
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      names.push((await card.locator('h3').textContent()) ?? '');
      await card.getByRole('button', { name: /^Actions/ }).click();
      await page.getByRole('menuitem', { name: 'Select' }).click();
    }
    await shot(page, 'cvs-list-en.png');
    await page.getByRole('button', { name: 'Share (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shared Links' });
    await dialog.waitFor();
    await expect(dialog.getByText(names.join(', ')).isVisible()).resolves.toBe(true);
    const address = (await dialog.locator('a bdi').textContent()) ?? '';
    expect(address).toMatch(new RegExp(`^${e2e.product.url}/c/[A-Za-z0-9]{6}$`));
    link = address.slice(-6);
    await shot(page, 'cvs-share-dialog-en.png');
  });

  it('opens the link signed out and steps through the three CVs', async () => {
    const { page } = await e2e.page();
    await page.goto(`${e2e.product.url}/c/${link}`);
    const viewer = page
      .getByRole('region', { name: 'Shared CVs' })
      .or(page.locator('[aria-roledescription="carousel"]'));
    await viewer.first().waitFor();
    for (let i = 0; i < 3; i++) {
      const slide = page.locator(`[data-slide="${i}"]`);
      await slide.locator('[data-testid="cv-on-screen"] img').first().waitFor();
      expect((await slide.textContent())?.toUpperCase()).toContain(names[i]!.toUpperCase());
      if (i < 2) await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(
      page.getByRole('link', { name: 'Check an application status' }).getAttribute('href'),
    ).resolves.toBe('/ts');
    await shot(page, 'cvs-shared-viewer-en.png');
  });

  it('on a 390 px wide screen in Arabic the shared viewer reads right to left', async () => {
    const { page } = await e2e.page({ viewport: { width: 390, height: 844 } });
    await page.goto(`${e2e.product.url}/c/${link}?lng=ar`);
    // The phone's own view (spec 02 §2.2): the CV's facts as text, not the A4 page scaled to 366 px.
    const facts = page.locator('[data-slide="0"] [data-testid="cv-facts"]');
    await facts.locator('img').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('سير ذاتية مشتركة');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(facts.getByRole('heading', { name: names[0]!, exact: false }).count()).resolves.toBe(1);
    await facts.getByText('الراتب الشهري').waitFor();
    // Readable at phone size: every fact's label at least 14 px high.
    const smallest = await facts.evaluate((sheet) =>
      Math.min(
        ...[...sheet.querySelectorAll('dt, dd')].map((cell) => parseFloat(getComputedStyle(cell).fontSize)),
      ),
    );
    expect(smallest).toBeGreaterThanOrEqual(14);
    await shot(page, 'cvs-shared-viewer-ar-390.png');
    // Back/Next stay in reach however far down the CV the reader is.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    const next = page.getByRole('button', { name: 'التالي' });
    const box = await next.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    // A photo opens enlarged.
    await page.evaluate(() => window.scrollTo(0, 0));
    await facts.getByRole('button', { name: /صورة الوجه/ }).click();
    const enlarged = page.getByRole('dialog', { name: 'صورة الوجه' });
    await enlarged.locator('img').waitFor();
    expect((await enlarged.locator('img').boundingBox())!.width).toBeGreaterThan(200);
    await enlarged.getByRole('button', { name: /إغلاق|Close/ }).click();
    // The printed page one tap away, painted on the screen (not scaled off its left edge).
    await facts.getByRole('button', { name: 'عرض الصفحة المطبوعة' }).click();
    await page.locator('[data-slide="0"] [data-testid="cv-on-screen"] img').first().waitFor();
    const cv = await paintedCvBox(page, '[data-slide="0"]');
    expect(cv.left).toBeGreaterThanOrEqual(0);
    expect(cv.right).toBeLessThanOrEqual(cv.screen);
    expect(cv.width).toBeGreaterThan(cv.screen * 0.8);
    await shot(page, 'cvs-shared-printed-ar-390.png');

    const english = await e2e.page({ viewport: { width: 390, height: 844 } });
    await english.page.goto(`${e2e.product.url}/c/${link}?lng=en`);
    const sheet = english.page.locator('[data-slide="0"] [data-testid="cv-facts"]');
    await sheet.locator('img').first().waitFor();
    await sheet.getByText('Monthly Salary').waitFor();
    await english.page.getByRole('button', { name: 'Next' }).click();
    await english.page.locator('[data-slide="1"] [data-testid="cv-facts"]').waitFor();
    await shot(english.page, 'cvs-shared-viewer-en-390.png');
  });

  it('a password-protected link asks for the password; a revoked link answers like a missing one', async () => {
    const owner = await e2e.page();
    await signIn(owner.page, e2e.product.url, DEMO.admin);
    await owner.page.goto(`${e2e.product.url}/app/cvs`);
    await owner.page.getByText(/^Shared Links/).click();
    const row = owner.page.locator('tr', { hasText: link });
    await row.getByRole('button', { name: 'Settings' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Shared Links' });
    await dialog.getByLabel('Password for visitors (empty: none)').fill('riyadh2026');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await owner.page.getByText('Saved').first().waitFor();

    const visitor = await e2e.page();
    await visitor.page.goto(`${e2e.product.url}/c/${link}`);
    await visitor.page.getByText('This link is protected').waitFor();
    // A wrong password is said to be wrong, not asked for again in silence.
    await visitor.page.getByLabel('Password').fill('wrong-one');
    await visitor.page.getByRole('button', { name: 'Open' }).click();
    await visitor.page.getByRole('alert').getByText('That password is wrong').waitFor();
    await visitor.page.getByLabel('Password').fill('riyadh2026');
    await visitor.page.getByRole('button', { name: 'Open' }).click();
    await visitor.page.locator('[data-slide="0"] [data-testid="cv-on-screen"]').waitFor();

    // The password can be removed in the app: the link then opens without one.
    await dialog.getByText('A password is set').waitFor();
    await dialog.getByLabel('Remove the password (anyone with the link opens it)').check();
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await dialog.getByText('A password is set').waitFor({ state: 'detached' });
    const open = await e2e.page();
    await open.page.goto(`${e2e.product.url}/c/${link}`);
    await open.page.locator('[data-slide="0"] [data-testid="cv-on-screen"]').waitFor();
    expect(await open.page.getByLabel('Password').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Revoke link' }).click();
    await dialog.getByText('Revoked').waitFor();
    // Marked in the table too, not only inside its dialog.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await row.getByText('Revoked').waitFor();
    await shot(owner.page, 'cvs-shared-links-revoked-en.png');
    // Revoked, it no longer even asks for the password: it answers exactly like an unknown link.
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { name: 'No CV Found' }).waitFor();
    expect(await visitor.page.getByLabel('Password').count()).toBe(0);
    const missing = await e2e.page();
    await missing.page.goto(`${e2e.product.url}/c/zzzzzz`);
    await missing.page.getByRole('heading', { name: 'No CV Found' }).waitFor();
  });

  it('shows a CV in the detail, steps with wrap-around, and downloads it as a PDF named after the candidate', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.goto(`${e2e.product.url}/app/cvd`);
    await page.locator('[data-testid="cv-on-screen"] img').first().waitFor();
    const position = page.getByText(/^CV 1 of \d+$/);
    const count = Number(/of (\d+)/.exec((await position.textContent()) ?? '')?.[1]);
    await page.getByRole('button', { name: 'Previous CV' }).click();
    await page.getByText(`CV ${count} of ${count}`).waitFor();
    await page.getByRole('button', { name: 'Next CV' }).click();
    await page.getByText(`CV 1 of ${count}`).waitFor();
    await shot(page, 'cvs-detail-en.png');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CV' }).click();
    const file = await download;
    const dir = mkdtempSync(join(tmpdir(), 'cv-download-'));
    const path = join(dir, file.suggestedFilename());
    await file.saveAs(path);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const text = execFileSync('pdftotext', ['-layout', path, '-']).toString();
    const givenName = file.suggestedFilename().replace(/\.pdf$/, '');
    expect(text.toUpperCase()).toContain(givenName.toUpperCase());
    writeFileSync(join(dir, 'text.txt'), text);
  });

  it('hide-contact hides the name and passport on screen and in the numbered downloads, and the agency sees them counted', async () => {
    const owner = await e2e.page();
    await signIn(owner.page, e2e.product.url, DEMO.admin);
    await owner.page.goto(`${e2e.product.url}/app/cvs`);
    const card = owner.page.locator('article').first();
    await card.waitFor();
    const name = ((await card.locator('h3').textContent()) ?? '').toUpperCase();
    const passport = (await card.locator('dd').first().textContent()) ?? '';
    expect(passport).toMatch(/^EP\d{7}$/);
    const second = owner.page.locator('article').nth(1);
    const secondPassport = (await second.locator('dd').first().textContent()) ?? '';
    for (const chosen of [card, second]) {
      await chosen.getByRole('button', { name: /^Actions/ }).click();
      await owner.page.getByRole('menuitem', { name: 'Select' }).click();
    }
    await owner.page.getByRole('button', { name: 'Share (2)' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Shared Links' });
    const code = ((await dialog.locator('a bdi').textContent()) ?? '').slice(-6);
    await dialog.getByLabel("Hide the candidates' names and contact details").check();
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await owner.page.getByText('Saved').first().waitFor();

    const visitor = await e2e.page();
    await visitor.page.goto(`${e2e.product.url}/c/${code}`);
    const slide = visitor.page.locator('[data-slide="0"]');
    await slide.locator('[data-testid="cv-on-screen"] img').first().waitFor();
    const onScreen = ((await slide.textContent()) ?? '').toUpperCase();
    expect(onScreen).not.toContain(passport);
    for (const word of name.split(' ')) expect(onScreen).not.toContain(word);
    // Nor the passport scan: the page's pictures are the face and stand photos and the agency's header only.
    const saved = visitor.page.waitForEvent('download');
    await slide.getByRole('button', { name: 'Download CV' }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe('cv-1.pdf');
    const path = join(mkdtempSync(join(tmpdir(), 'cv-hidden-')), 'cv-1.pdf');
    await file.saveAs(path);
    const text = execFileSync('pdftotext', [path, '-']).toString().toUpperCase();
    expect(text).not.toContain(passport);
    for (const word of name.split(' ')) expect(text).not.toContain(word);
    // The second CV of the link downloads under its own number: it does not overwrite the first.
    await visitor.page.getByRole('button', { name: 'Next' }).click();
    const secondSlide = visitor.page.locator('[data-slide="1"]');
    await secondSlide.locator('[data-testid="cv-on-screen"] img').first().waitFor();
    const again = visitor.page.waitForEvent('download');
    await secondSlide.getByRole('button', { name: 'Download CV' }).click();
    const secondFile = await again;
    expect(secondFile.suggestedFilename()).toBe('cv-2.pdf');
    const secondPath = join(mkdtempSync(join(tmpdir(), 'cv-hidden-')), 'cv-2.pdf');
    await secondFile.saveAs(secondPath);
    expect(execFileSync('pdftotext', [secondPath, '-']).toString()).not.toContain(secondPassport);

    await owner.page.reload();
    await owner.page.getByText(/^Shared Links/).click();
    const row = owner.page.locator('tr', { hasText: code });
    // Opened once, downloaded twice: the table's columns after the names.
    await expect(row.locator('td').nth(3).textContent()).resolves.toBe('1');
    await expect(row.locator('td').nth(4).textContent()).resolves.toBe('2');
  });

  it('the list and detail in Arabic are right to left', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.goto(`${e2e.product.url}/app/cvs`);
    await page.locator('article').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shot(page, 'cvs-list-ar.png');
    await page.goto(`${e2e.product.url}/app/cvd`);
    await page.locator('[data-testid="cv-on-screen"] img').first().waitFor();
    await shot(page, 'cvs-detail-ar.png');
  });

  // Last: it spends this address's wrong-link allowance for the next 10 minutes.
  it('after too many wrong links from one address it says to wait and how long, in English and Arabic', async () => {
    const { page } = await e2e.page();
    await page.goto(`${e2e.product.url}/c/zzzzzz`);
    await page.getByRole('heading', { name: 'No CV Found' }).waitFor();
    await page.evaluate(async () => {
      for (let miss = 0; miss < 30; miss += 1)
        await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'query ($l: String!) { sharedEmployees(link: $l) { number } }',
            variables: { l: `zz${miss}`.padEnd(6, 'x') },
          }),
        });
    });
    await page.reload();
    await page
      .getByRole('alert')
      .getByText(/^Too many wrong links or passwords from this address\. Wait \d+ min/)
      .waitFor();
    await shot(page, 'cvs-shared-wait-en.png');
    await page.goto(`${e2e.product.url}/c/zzzzzz?lng=ar`);
    await page.getByRole('alert').getByText(/انتظر/).waitFor();
    await shot(page, 'cvs-shared-wait-ar.png');
  });
});
