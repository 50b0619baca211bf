import { passportMrzLines } from '@placement/domain';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { employeeAr } from '../../src/features/employees/i18n/entryAr';
import { employeeEn } from '../../src/features/employees/i18n/entryEn';
import { DEMO, useProduct } from '../support';

// What a clerk must be able to trust on the employee entry form (issue 33), in English and in Arabic: a passport
// number the agency already holds is refused in the clerk's language, a scanned expiry survives picking the
// issue date, and a field in error on a hidden tab is marked and shown on Save.

// The labels come from the app's own word lists; the messages the clerk must read are written out here.
const WORDS = {
  en: {
    entry: employeeEn,
    passportTaken: 'An employee with this passport number already exists',
    wholeNumber: 'Must be a whole number',
    tabHasErrors: 'has fields to correct',
    month: 'Month',
    year: 'Year',
  },
  ar: {
    entry: employeeAr,
    passportTaken: 'يوجد موظف بنفس رقم الجواز',
    wholeNumber: 'يجب أن يكون عددًا صحيحًا',
    tabHasErrors: 'فيه حقول يجب تصحيحها',
    month: 'الشهر',
    year: 'السنة',
  },
} as const;
type Lang = keyof typeof WORDS;
const LANGS: Lang[] = ['en', 'ar'];
const SCREENS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'placement-screens');

/** The signed-in admin's GraphQL, from inside the page (its stored sign-in). */
function graphql<T>(page: Page, query: string): Promise<T> {
  return page.evaluate(async (query) => {
    const answer = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('placement.token')}`,
      },
      body: JSON.stringify({ query }),
    });
    return ((await answer.json()) as { data: T }).data;
  }, query);
}

async function anEmployee(page: Page): Promise<{ _id: string; passportNumber: string }> {
  const data = await graphql<{ employees: { employees: Array<{ _id: string; passportNumber: string }> } }>(
    page,
    '{ employees(take: 1) { employees { _id passportNumber } } }',
  );
  const employee = data.employees.employees[0];
  if (!employee) throw new Error('the demo agency has no employee');
  return employee;
}

/** Picks a day in a DateField's calendar. */
async function pickDay(page: Page, lang: Lang, label: string, iso: string) {
  const words = WORDS[lang];
  await page.getByRole('button', { name: new RegExp(`^${label}:`) }).click();
  const calendar = page.getByRole('dialog', { name: label });
  await calendar.getByRole('combobox', { name: words.year }).selectOption(iso.slice(0, 4));
  await calendar
    .getByRole('combobox', { name: words.month })
    .selectOption(String(Number(iso.slice(5, 7)) - 1));
  // Its days are named as the field shows a date: 21-Feb-2021.
  const [year, , day] = iso.split('-');
  const month = new Date(`${iso}T00:00:00Z`).toLocaleString('en', { month: 'short', timeZone: 'UTC' });
  await calendar.getByRole('button', { name: `${day}-${month}-${year}`, exact: true }).click();
}

describe('employee entry: data a clerk can trust', () => {
  const app = useProduct();

  async function signedIn(lang: Lang) {
    const opened = await app.signedIn(DEMO.admin);
    await opened.page.evaluate((lang) => localStorage.setItem('placement.language', lang), lang);
    return opened.page;
  }

  for (const lang of LANGS) {
    const words = WORDS[lang];
    const field = words.entry.fields;

    it(`refuses a passport number the agency already holds, in ${lang}, and links to its holder`, async () => {
      const page = await signedIn(lang);
      const held = await anEmployee(page);
      await page.goto(`${app.product.url}/app/employee/${lang === 'en' ? 'dupenglish' : 'duparabic1'}`);
      await page.getByLabel(field.givenName).fill('HANA');
      await page.getByLabel(field.surName).fill('TESFAYE');
      await page.getByLabel(field.passportNumber).fill(held.passportNumber);
      await page.getByLabel(field.placeOfBirth).fill('ADAMA');
      await page.getByRole('button', { name: words.entry.save }).click();

      // The field says it, in the clerk's language, and so does the notice with the way to the other record.
      const passportField = page.getByLabel(field.passportNumber);
      await expect.poll(() => passportField.getAttribute('aria-describedby')).toBeTruthy();
      const messageId = await passportField.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${messageId}"]`).textContent()).toBe(words.passportTaken);
      const notice = page.getByRole('alert').filter({ hasText: words.entry.passportHeld });
      await notice.waitFor();
      expect(
        await notice.getByRole('link', { name: words.entry.openPassportHolder }).getAttribute('href'),
      ).toBe(`/app/employee/${held._id}`);
      // Nothing was saved: the page is still the new record's, and no English slipped into an Arabic page.
      expect(new URL(page.url()).pathname).toMatch(/\/app\/employee\/dup/);
      if (lang !== 'en') expect(await page.getByText(WORDS.en.passportTaken).count()).toBe(0);
    });

    it(`keeps the expiry a scan filled when the issue date is picked after it, in ${lang}`, async () => {
      const page = await signedIn(lang);
      await page.goto(`${app.product.url}/app/employee/${lang === 'en' ? 'mrzenglish' : 'mrzarabic1'}`);
      const expiry = page.getByRole('textbox', { name: field.passportExpiryDate });
      // Over the default, the issue date still sets the expiry (1825 days later).
      await pickDay(page, lang, field.passportIssueDate, '2021-02-21');
      await expect.poll(() => expiry.inputValue()).toBe('20-Feb-2026');

      // A scan's lines fill a later expiry...
      const [line1, line2] = passportMrzLines({
        surName: 'Gebru',
        givenName: 'Selam',
        passportNumber: lang === 'en' ? 'EP5550101' : 'EP5550202',
        nationalityCode: 'ETH',
        dateOfBirth: '1998-06-01',
        sex: 'female',
        passportExpiryDate: '2031-02-20',
      });
      await page.getByRole('button', { name: words.entry.paste.button }).click();
      const dialog = page.getByRole('dialog', { name: words.entry.paste.title });
      await dialog.getByRole('textbox').fill(`${line1}\n${line2}`);
      await dialog.getByRole('button', { name: words.entry.paste.fill }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await expiry.inputValue()).toBe('20-Feb-2031');

      // ...which picking the issue date again no longer replaces, and which is what is saved.
      await pickDay(page, lang, field.passportIssueDate, '2021-02-22');
      expect(await page.getByRole('textbox', { name: field.passportIssueDate }).inputValue()).toBe(
        '22-Feb-2021',
      );
      expect(await expiry.inputValue()).toBe('20-Feb-2031');
      await page.getByLabel(field.placeOfBirth).fill('BAHIR DAR');
      await page.getByRole('button', { name: words.entry.save }).click();
      await page.waitForURL(/\/app\/employee\/[0-9a-f]{24}$/);
      await page.reload();
      await expect.poll(() => expiry.inputValue()).toBe('20-Feb-2031');
      expect(await page.getByRole('textbox', { name: field.passportIssueDate }).inputValue()).toBe(
        '22-Feb-2021',
      );
    });

    it(`marks a hidden tab holding an error and moves to it on Save, in ${lang}`, async () => {
      const page = await signedIn(lang);
      const employee = await anEmployee(page);
      await page.goto(`${app.product.url}/app/employee/${employee._id}`);
      const tabs = page.getByRole('tablist');
      await tabs.getByRole('tab', { name: words.entry.tabs.cv }).click();
      const children = page.getByLabel(field.numberOfChildren);
      await children.fill('2.5');
      await page.getByRole('alert').filter({ hasText: words.wholeNumber }).waitFor();

      // Another tab shown: the CV tab says it holds a field to correct, by colour, icon and words.
      await tabs.getByRole('tab', { name: words.entry.tabs.currentStatus }).click();
      expect(await children.isVisible()).toBe(false);
      const cvTab = tabs.getByRole('tab', { name: words.entry.tabs.cv });
      expect(await cvTab.textContent()).toContain(words.tabHasErrors);
      expect(await tabs.getByRole('tab', { name: words.entry.tabs.address }).textContent()).not.toContain(
        words.tabHasErrors,
      );
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(SCREENS, `employee-tab-error-${lang}.png`) });

      // Save goes to that field: its tab is selected, the field has the focus and its message is shown.
      let saves = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && request.postData()?.includes('CreateEmployee')) saves += 1;
      });
      await page.getByRole('button', { name: words.entry.save }).click({ force: true });
      await expect.poll(() => cvTab.getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
        'additionalData.numberOfChildren',
      );
      expect(await children.isVisible()).toBe(true);
      expect(await page.getByRole('alert').filter({ hasText: words.wholeNumber }).isVisible()).toBe(true);
      expect(saves).toBe(0);
    });
  }

  it('shows every tab of a saved employee, in English and Arabic (screenshots)', async () => {
    // Tall enough for the longest tab to be drawn whole, below the fixed top bar.
    const { page } = await app.signedIn(DEMO.admin, { viewport: { width: 1280, height: 2000 } });
    const employee = await anEmployee(page);
    for (const lang of LANGS) {
      await page.evaluate((lang) => localStorage.setItem('placement.language', lang), lang);
      await page.goto(`${app.product.url}/app/employee/${employee._id}`);
      const tabs = page.getByRole('tablist');
      for (const [id, label] of Object.entries(WORDS[lang].entry.tabs)) {
        await tabs.getByRole('tab', { name: label }).click();
        const panel = page.getByRole('tabpanel', { name: label });
        await panel.waitFor();
        await page.evaluate(() => document.fonts.ready);
        await panel.screenshot({ path: join(SCREENS, `employee-tab-${id}-${lang}.png`) });
      }
    }
  });
});
