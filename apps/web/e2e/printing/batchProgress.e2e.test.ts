import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, type RunningProduct, useProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';
import { gql, savedPdf, SCREENS, screenshot } from './printingSupport';

const SURNAME = 'Batchlist';
const COUNT = 200;

/**
 * The embassy list's employees (a visa, a passport number, an application number), saved through the API as the
 * entry form saves them, from inside the page so 200 saves are not 200 round trips of the test driver.
 */
async function seedEmployees(page: Page, count: number, surname = SURNAME, first = 0): Promise<void> {
  const failures = await page.evaluate(
    async ({ count, surname, first }) => {
      const token = localStorage.getItem('placement.token');
      const errors: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            query: 'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }',
            variables: {
              input: {
                _id: `b${String(i).padStart(9, '0')}`,
                passportNumber: `EP${8200000 + first + i}`,
                givenName: `Hana ${'abcdefghij'[Math.floor(i / 100)]}${'abcdefghij'[Math.floor(i / 10) % 10]}${'abcdefghij'[i % 10]}`,
                surName: surname,
                placeOfBirth: 'adama',
                placeOfIssue: 'addis ababa',
                sex: 'female',
                dateOfBirth: '1997-06-01',
                passportIssueDate: '2022-01-10',
                passportExpiryDate: '2027-01-09',
                additionalData: { appliedCountry: 'saudi_arabia' },
                visa: {
                  visaNumber: String(6100000000 + first + i),
                  fullName: 'fahad al qahtani',
                  visaType: 'work',
                },
                embassyProcess: { enjazNumber: `E${400000000 + first + i}` },
              },
            },
          }),
        });
        const body = (await response.json()) as { errors?: { message: string }[] };
        if (body.errors) errors.push(body.errors[0]!.message);
      }
      return errors;
    },
    { count, surname, first },
  );
  expect(failures).toEqual([]);
}

const CV_COUNT = 30;
const CV_SURNAME = 'Cvbatch';
const cvPassport = (n: number) => `EP${7300000 + n}`;
const cvGivenName = (n: number) => `Selam ${'abcdefghij'[Math.floor(n / 10)]}${'abcdefghij'[n % 10]}x`;

/** Candidates for the CV lists (status new, no visa), saved through the API as the entry form saves them. */
async function seedCandidates(page: Page): Promise<void> {
  const failures = await page.evaluate(
    async ({ count, surname, names, passports }) => {
      const token = localStorage.getItem('placement.token');
      const errors: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            query: 'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }',
            variables: {
              input: {
                _id: `c${String(i).padStart(9, '0')}`,
                passportNumber: passports[i],
                givenName: names[i],
                surName: surname,
                placeOfBirth: 'adama',
                placeOfIssue: 'addis ababa',
                sex: 'female',
                dateOfBirth: '1996-03-01',
                passportIssueDate: '2022-01-10',
                passportExpiryDate: '2027-01-09',
                additionalData: { appliedCountry: 'saudi_arabia' },
              },
            },
          }),
        });
        const body = (await response.json()) as { errors?: { message: string }[] };
        if (body.errors) errors.push(body.errors[0]!.message);
      }
      return errors;
    },
    {
      count: CV_COUNT,
      surname: CV_SURNAME,
      names: Array.from({ length: CV_COUNT }, (_, n) => cvGivenName(n)),
      passports: Array.from({ length: CV_COUNT }, (_, n) => cvPassport(n)),
    },
  );
  expect(failures).toEqual([]);
}

const pdfPages = (path: string) =>
  Number(/^Pages:\s+(\d+)/mu.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);
const pdfText = (path: string) => execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).toUpperCase();

/** /app/coms, every row of the seeded surname on one page, all selected. */
async function selectAll(page: Page, product: RunningProduct, surname = SURNAME) {
  await page.goto(`${product.url}/app/coms`);
  await page.locator('tbody tr').first().waitFor();
  await page.getByLabel(/^(Rows per page|عدد الصفوف)$/u).selectOption({ value: '-1' });
  await page.getByRole('search').getByRole('searchbox').fill(surname);
  await page.waitForFunction(
    ({ surname, count }) => {
      const rows = [...document.querySelectorAll('tbody tr')];
      return rows.length === count && rows.every((row) => row.textContent!.toUpperCase().includes(surname));
    },
    { surname: surname.toUpperCase(), count: COUNT },
    { timeout: 60_000 },
  );
  await page.getByRole('checkbox', { name: /Select All|تحديد الكل/u }).check();
}

/** Every value the progress bar shows from now on, in order. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const read = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
      if (value !== null && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

describe('printing a 200-employee embassy list from /app/coms', () => {
  const e2e = useProduct();

  it('cancels the batch from its progress bar: it stops, no file comes, and the API says it was cancelled', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await seedEmployees(page, COUNT);
    await selectAll(page, e2e.product);
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('button', { name: 'Print Embassy List' }).click();
    const bar = page.getByRole('progressbar', { name: `Print Embassy List (${COUNT} employees)` });
    await bar.waitFor();
    await screenshot(page, 'printing-batch-progress-en');
    const jobId = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('placement.printJob') ?? '{}') as { id?: string }).id,
    );
    expect(jobId).toMatch(/^embassyList-/u);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await bar.waitFor({ state: 'detached' });
    const { renderJob } = await gql<{ renderJob: { status: string; error: string } }>(
      page,
      'query ($id: String!) { renderJob(id: $id) { status error } }',
      { id: jobId },
    );
    expect(renderJob).toEqual({ status: 'failed', error: 'The print was cancelled.' });
    // Nothing opens later: the job is gone from the page and from the tab's memory.
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(downloads).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('placement.printJob'))).toBeNull();
  }, 300_000);

  it('prints it again: the progress bar climbs page by page, then the list opens and downloads with every row', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await selectAll(page, e2e.product);
    const progress = await recordProgress(page);
    await page.getByRole('button', { name: 'Print Embassy List' }).click();
    const preview = page.getByRole('dialog', { name: `Print Embassy List (${COUNT} employees)` });
    await preview.locator('iframe').waitFor({ timeout: 240_000 });
    const seen = await progress();
    // It started low and moved through values in between, never backwards.
    expect(seen[0]).toBeLessThan(50);
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'Download' }).click();
    const { text } = await savedPdf(await download, 'printing-batch-list');
    for (const n of [0, 99, COUNT - 1]) expect(text).toContain(`EP${8200000 + n}`);
  }, 300_000);

  it('survives a reload: the same job is found again, its bar comes back no lower, the list still opens whole', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    // Other employees than the list printed above: the same list again is served at once from the render store.
    const surname = 'Reloadlist';
    const first = 1000;
    await seedEmployees(page, COUNT, surname, first);
    await selectAll(page, e2e.product, surname);
    await page.getByRole('button', { name: 'Print Embassy List' }).click();
    const label = `Print Embassy List (${COUNT} employees)`;
    const bar = page.getByRole('progressbar', { name: label });
    await bar.waitFor();
    await page.waitForFunction(
      () => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) > 0,
      undefined,
      { timeout: 120_000 },
    );
    const before = Number(await bar.getAttribute('aria-valuenow'));
    const storedId = () =>
      page.evaluate(
        () =>
          (JSON.parse(sessionStorage.getItem('placement.printJob') ?? '{}') as { id?: string }).id ?? null,
      );
    const jobId = await storedId();
    expect(jobId).toMatch(/^embassyList-/u);
    // Every value the bar shows after the reload, from the page's first script on, and the job the tab holds
    // at that moment (read then: the job may finish, and the tab forget it, a moment after the bar is seen).
    await page.addInitScript(() => {
      const seen: number[] = [];
      const jobs: Array<string | null> = [];
      Object.assign(window, { progressSeen: seen, jobsSeen: jobs });
      const read = () => {
        const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
        if (value == null || seen.at(-1) === Number(value)) return;
        seen.push(Number(value));
        const stored = JSON.parse(sessionStorage.getItem('placement.printJob') ?? '{}') as { id?: string };
        jobs.push(stored.id ?? null);
      };
      new MutationObserver(read).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await page.reload();
    const preview = page.getByRole('dialog', { name: label });
    // Either the bar comes back, or the job finished while the page was loading and the list opens at once.
    await Promise.race([bar.waitFor({ timeout: 60_000 }), preview.waitFor({ timeout: 60_000 })]);
    await preview.locator('iframe').waitFor({ timeout: 240_000 });
    const { seen, jobs } = await page.evaluate(() => {
      const marks = window as unknown as { progressSeen: number[]; jobsSeen: Array<string | null> };
      return { seen: marks.progressSeen, jobs: marks.jobsSeen };
    });
    // Whenever the bar showed, it was the same job's.
    expect(jobs.filter((id) => id !== jobId)).toEqual([]);
    expect(seen.filter((value) => value < before)).toEqual([]);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'Download' }).click();
    const { text } = await savedPdf(await download, 'printing-batch-list-reloaded');
    const missing = Array.from({ length: COUNT }, (_, n) => `EP${8200000 + first + n}`).filter(
      (passport) => !text.includes(passport),
    );
    expect(missing).toEqual([]);
    // Done: the tab forgets the job, so another reload shows neither the bar nor the list again.
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await storedId()).toBeNull();
  }, 420_000);

  it('downloads 30 selected CVs: a ZIP from the CV list, one PDF from the employee list; Cancel stops one', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await seedCandidates(page);
    let downloads = 0;
    page.on('download', () => (downloads += 1));

    // The CV list (English): the seeded candidates, Select All, the menu's two files.
    await page.goto(`${e2e.product.url}/app/cvs`);
    await page.getByRole('search').getByRole('searchbox').fill(CV_SURNAME);
    await page.waitForFunction(
      (count) => {
        const cards = [...document.querySelectorAll('main article')];
        return cards.length === count && cards.every((card) => card.textContent!.includes('EP73'));
      },
      CV_COUNT,
      { timeout: 60_000 },
    );
    await page.getByRole('checkbox', { name: 'Select All' }).check();
    await page.getByRole('button', { name: 'Download CVs' }).click();
    const menu = page.getByRole('menu', { name: 'Download CVs' });
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      `One PDF of ${CV_COUNT} CVs`,
      'ZIP: one PDF per candidate',
    ]);
    await screenshot(page, 'printing-cv-batch-menu-en');

    // One PDF asked for and cancelled from its bar: it stops, no file comes.
    await menu.getByRole('menuitem', { name: `One PDF of ${CV_COUNT} CVs` }).click();
    const pdfBar = page.getByRole('progressbar', { name: `CVs as one PDF (${CV_COUNT} candidates)` });
    await pdfBar.waitFor();
    await screenshot(page, 'printing-cv-batch-progress-en');
    const cancelledId = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('placement.printJob') ?? '{}') as { id?: string }).id,
    );
    expect(cancelledId).toMatch(/^cvBatch-/u);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await pdfBar.waitFor({ state: 'detached' });
    const { renderJob } = await gql<{ renderJob: { status: string; error: string } }>(
      page,
      'query ($id: String!) { renderJob(id: $id) { status error } }',
      { id: cancelledId },
    );
    expect(renderJob).toEqual({ status: 'failed', error: 'The print was cancelled.' });

    // The ZIP: one PDF per candidate, named as Download CV names one, each with her name and passport number.
    const zipDownload = page.waitForEvent('download', { timeout: 240_000 });
    await page.getByRole('button', { name: 'Download CVs' }).click();
    await menu.getByRole('menuitem', { name: 'ZIP: one PDF per candidate' }).click();
    const zip = await zipDownload;
    expect(zip.suggestedFilename()).toBe('CVs.zip');
    const folder = mkdtempSync(join(SCREENS, 'cv-batch-'));
    const zipPath = join(folder, 'CVs.zip');
    await zip.saveAs(zipPath);
    const entries = execFileSync('zipinfo', ['-1', zipPath], { encoding: 'utf8' }).trim().split('\n');
    const expectedNames = Array.from({ length: CV_COUNT }, (_, n) => `${cvGivenName(n).toUpperCase()}.pdf`);
    expect(entries.map((entry) => entry.toUpperCase().replace(/\.PDF$/u, '.pdf')).sort()).toEqual(
      [...expectedNames].sort(),
    );
    execFileSync('unzip', ['-q', zipPath, '-d', folder]);
    const pagesPerCv = new Set<number>();
    for (const entry of entries) {
      const path = join(folder, entry);
      pagesPerCv.add(pdfPages(path));
      const n = expectedNames.indexOf(`${entry.toUpperCase().replace(/\.PDF$/u, '')}.pdf`);
      const text = pdfText(path);
      expect(text).toContain(cvGivenName(n).toUpperCase());
      expect(text).toContain(cvPassport(n));
    }
    // Every candidate's CV has the company template's pages.
    expect(pagesPerCv.size).toBe(1);
    const [perCv] = [...pagesPerCv] as [number];
    expect(perCv).toBeGreaterThanOrEqual(1);

    // The employee list in Arabic: the same candidates, the toolbar's menu, one PDF of every CV.
    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.goto(`${e2e.product.url}/app/employees`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('search').getByRole('searchbox').fill(CV_SURNAME);
    await page.waitForFunction(
      ({ surname, count }) => {
        const rows = [...document.querySelectorAll('tbody tr')];
        return rows.length === count && rows.every((row) => row.textContent!.toUpperCase().includes(surname));
      },
      { surname: CV_SURNAME.toUpperCase(), count: CV_COUNT },
      { timeout: 60_000 },
    );
    await page.getByRole('checkbox', { name: /Select All|تحديد الكل/u }).check();
    await page.getByRole('button', { name: 'تنزيل السير الذاتية' }).click();
    await screenshot(page, 'printing-cv-batch-menu-ar');
    const pdfDownload = page.waitForEvent('download', { timeout: 240_000 });
    await page.getByRole('menuitem', { name: `ملف PDF واحد يضم ${CV_COUNT} سيرة ذاتية` }).click();
    // The bar, unless the file was quicker.
    await Promise.race([page.getByRole('progressbar').waitFor({ timeout: 240_000 }), pdfDownload]);
    await screenshot(page, 'printing-cv-batch-progress-ar');
    const { path } = await savedPdf(await pdfDownload, 'printing-cv-batch');
    const text = pdfText(path);
    expect(pdfPages(path)).toBe(CV_COUNT * perCv);
    const missing = Array.from({ length: CV_COUNT }, (_, n) => n).filter(
      (n) => !text.includes(cvGivenName(n).toUpperCase()) || !text.includes(cvPassport(n)),
    );
    expect(missing).toEqual([]);
    // The cancelled PDF never came: one ZIP and one PDF.
    expect(downloads).toBe(2);
  }, 420_000);

  it('the correction letters dialog is usable by keyboard and screen reader, in English and Arabic', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    for (const language of ['en', 'ar'] as const) {
      await page.evaluate((lang) => localStorage.setItem('placement.language', lang), language);
      await selectAll(page, e2e.product);
      await page.getByRole('button', { name: /Print Letters|طباعة الخطابات/u }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await screenshot(page, `printing-letters-dialog-${language}`);
      expect(await seriousViolations(page)).toEqual([]);
      // An issued letter states Immigration Verified: for these new employees it is refused, the first named.
      await dialog.getByRole('combobox', { name: /Letter type|نوع الخطاب/u }).selectOption('issued');
      const refused = dialog.getByRole('alert');
      await refused.waitFor();
      expect(await refused.getByRole('listitem').count()).toBe(11);
      if (language === 'en') await refused.getByText(`and ${COUNT - 10} more`).waitFor();
      expect(await dialog.getByRole('button', { name: /Print letters|طباعة الخطابات/u }).isDisabled()).toBe(
        true,
      );
      await screenshot(page, `printing-letters-refused-${language}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  }, 300_000);
});
