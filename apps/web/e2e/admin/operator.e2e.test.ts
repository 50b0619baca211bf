import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { footerBanner, label, LICENCE_EXPIRED_MESSAGE, type Lang } from '@placement/domain';
import { ar } from '../../src/i18n/ar';
import { en } from '../../src/i18n/en';
import { DEMO, signIn, useProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';

const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots');
const WORDS = { en, ar } as const;

// A day as the date inputs take it, `days` from today.
/**
 * The day `days` after today in Riyadh, as yyyy-MM-dd. The browser runs in Riyadh's time zone (support/browser)
 * and the banner counts days from the day it is there: from 21:00 UTC that is already tomorrow.
 */
const day = (days: number) => {
  const [year, month, date] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};
const CALENDAR = { en: { month: 'Month', year: 'Year' }, ar: { month: 'الشهر', year: 'السنة' } } as const;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks a day in one of the app's date fields (the calendar, as on the employee form), shown dd-MMM-yyyy. */
async function pickDate(scope: Locator, lang: keyof typeof CALENDAR, label: string, iso: string) {
  await scope
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}:`) })
    .and(scope.locator('[aria-haspopup="dialog"]'))
    .click();
  const calendar = scope.getByRole('dialog', { name: label });
  await calendar.getByRole('combobox', { name: CALENDAR[lang].year }).selectOption(iso.slice(0, 4));
  await calendar
    .getByRole('combobox', { name: CALENDAR[lang].month })
    .selectOption(String(Number(iso.slice(5, 7)) - 1));
  const shown = displayDate(iso);
  await calendar.getByRole('button', { name: shown, exact: true }).click();
  expect(await scope.getByLabel(label, { exact: true }).inputValue()).toBe(shown);
}

const displayDate = (iso: string) => {
  const [year, , date] = iso.split('-');
  const name = new Date(`${iso}T00:00:00Z`).toLocaleString('en', { month: 'short', timeZone: 'UTC' });
  return `${date}-${name}-${year}`;
};

/**
 * Issue 34: the platform operator onboards an agency end to end in the app, in English and in Arabic: it
 * creates the agency with a licence, then its admin; the admin signs in, links an existing partner, adds a
 * clerk and sees its licence on the footer banner; the operator expires the licence and the agency is told.
 */
describe('the operator onboards an agency', () => {
  const e2e = useProduct();

  // Sign-in is in English (the login page's own test covers its languages); then the interface switches.
  const signInIn = async (page: Page, email: string, lang: Lang, password?: string) => {
    await signIn(page, e2e.product.url, email, password);
    await page.evaluate((language) => localStorage.setItem('placement.language', language), lang);
  };

  it.each(['en', 'ar'] as const)(
    'in %s: Super creates the agency and its admin; the admin links a partner, adds a clerk and sees the licence',
    async (lang) => {
      const w = WORDS[lang].admin;
      const agency = `LALIBELA ${lang.toUpperCase()} AGENCY`;
      const slug = `lalibela-${lang}`;
      const operator = await e2e.page();
      const page = operator.page;

      // The operator lands on its companies, with the Admin menu.
      await signInIn(page, DEMO.super, lang);
      await page.goto(`${e2e.product.url}/app`);
      await page.waitForURL(`${e2e.product.url}/app/companies`);
      const add = page.getByRole('form', { name: w.companies.add });
      await add.waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // The add button says why it waits, then adds the agency with its licence.
      await expect
        .poll(() => add.getByRole('button', { name: w.companies.add }).getAttribute('aria-disabled'))
        .toBe('true');
      await add.getByText(w.operator.fillNameAndEmail).waitFor();
      await add.getByLabel(w.common.name, { exact: true }).fill(agency);
      await add.getByLabel(w.common.email, { exact: true }).fill(`office@${slug}.demo`);
      await add.getByLabel(w.operator.agencyType).selectOption('employment');
      await add.getByLabel(w.operator.licenceQuota).fill('50');
      await pickDate(add, lang, w.operator.licenceStartsOn, day(-30));
      await pickDate(add, lang, w.operator.licenceEndsOn, day(335));
      await add.getByRole('button', { name: w.companies.add }).click();
      await page.getByText(w.operator.companySaved).first().waitFor();
      const row = page.getByRole('row', { name: new RegExp(agency) });
      await row.waitFor();
      expect(await row.textContent()).toContain(label('agencyType', 'employment', lang));
      expect(await row.textContent()).toContain(label('licenceState', 'active', lang));
      if (lang === 'en')
        await page.screenshot({ path: join(SCREENSHOTS, 'operator-companies-en.png'), fullPage: true });
      else await page.screenshot({ path: join(SCREENSHOTS, 'operator-companies-ar.png'), fullPage: true });

      // Its users: the admin, with a password and every role.
      await row.getByRole('link', { name: `${w.companies.showUsers}: ${agency}` }).click();
      await page.getByRole('heading', { name: w.operator.usersOf.replace('{{company}}', agency) }).waitFor();
      const addUser = page.getByRole('form', { name: w.users.add });
      await addUser.getByLabel(w.common.name, { exact: true }).fill('Abebe Admin');
      await addUser.getByLabel(w.common.email, { exact: true }).fill(`admin@${slug}.demo`);
      await addUser.getByRole('button', { name: w.users.add }).click();
      const adminRow = page.getByRole('row', { name: /Abebe Admin/ });
      await adminRow.waitFor();
      const dialog = page.getByRole('dialog');
      await adminRow.getByRole('button', { name: `${w.operator.editProfile}: Abebe Admin` }).click();
      await dialog.getByLabel(w.users.newPassword).fill('lalibela1234');
      await dialog.getByRole('button', { name: w.users.resetPassword }).click();
      await dialog.waitFor({ state: 'hidden' });
      await adminRow.getByRole('button', { name: `${w.operator.editProfile}: Abebe Admin` }).click();
      await dialog.getByRole('checkbox', { name: w.users.selectAll }).check();
      await dialog.getByRole('button', { name: w.users.assign.replace('{{user}}', 'Abebe Admin') }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await seriousViolations(page)).toEqual([]);

      // The agency's admin signs in: the banner counts its registrations against the quota.
      const agencyAdmin = await e2e.page();
      const admin = agencyAdmin.page;
      await signInIn(admin, `admin@${slug}.demo`, lang, 'lalibela1234');
      await admin.goto(`${e2e.product.url}/app/cp`);
      const usage = footerBanner('usage', { used: 0, total: 50 }, lang)!.text;
      await admin.getByText(usage).waitFor();

      // Link Partner finds the registered foreign agent instead of making a duplicate.
      await admin.getByRole('tab', { name: w.companies.partners }).click();
      const panel = admin.getByRole('tabpanel', { name: w.companies.partners });
      await panel.getByLabel(w.operator.findPartner).fill('riyadh');
      await panel
        .getByRole('button', { name: w.operator.link.replace('{{name}}', 'RIYADH GULF RECRUITMENT OFFICE') })
        .click();
      await admin.getByText(w.operator.companyLinked).first().waitFor();
      await admin
        .getByRole('list', { name: w.companies.partners })
        .getByText(/RIYADH GULF RECRUITMENT OFFICE/)
        .waitFor();
      expect(await seriousViolations(admin)).toEqual([]);
      await admin.screenshot({ path: join(SCREENSHOTS, `operator-partner-${lang}.png`), fullPage: true });

      // A clerk.
      await admin.goto(`${e2e.product.url}/app/users`);
      const addClerk = admin.getByRole('form', { name: w.users.add });
      await addClerk.getByLabel(w.common.name, { exact: true }).fill('Selam Clerk');
      await addClerk.getByLabel(w.common.email, { exact: true }).fill(`clerk@${slug}.demo`);
      await addClerk.getByRole('button', { name: w.users.add }).click();
      await admin.getByRole('row', { name: /Selam Clerk/ }).waitFor();

      // The operator brings the end near: the banner counts the days down.
      await page.goto(`${e2e.product.url}/app/companies`);
      await row.getByRole('link', { name: `${w.common.edit} ${agency}` }).click();
      const profile = page.getByRole('form', { name: w.companies.profile });
      await pickDate(profile, lang, w.operator.licenceEndsOn, day(20));
      await profile.getByRole('button', { name: w.common.save }).click();
      await page.getByText(w.operator.companySaved).first().waitFor();
      await admin.goto(`${e2e.product.url}/app/cp`);
      await admin.getByText(footerBanner('daysLeft', { daysLeft: 20 }, lang)!.text).waitFor();

      // Then expires the licence: the agency is told, and offered the activation dialog.
      await profile.getByLabel(w.operator.licenceState).selectOption('expired');
      await profile.getByRole('button', { name: w.common.save }).click();
      await expect.poll(() => page.getByText(w.operator.companySaved).count()).toBeGreaterThan(0);
      await admin.reload();
      const alert = admin.getByRole('alert').filter({ hasText: LICENCE_EXPIRED_MESSAGE[lang] });
      await alert.waitFor();
      await admin.getByRole('button', { name: w.operator.activate }).click();
      await admin.getByRole('dialog', { name: w.operator.activationTitle }).waitFor();
      expect(await seriousViolations(admin)).toEqual([]);
      // The window as the agency sees it: a full-page capture with the modal open drew the scrolled top bar mid-page.
      await admin.screenshot({ path: join(SCREENSHOTS, `licence-expired-${lang}.png`) });
    },
    240_000,
  );

  it('shows a foreign agent its partner agencies without Add Company, Edit or Delete', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.agent);
    await page.goto(`${e2e.product.url}/app/companies`);
    const partnerRow = page.getByRole('row', { name: /ADDIS STAR EMPLOYMENT AGENCY/ });
    await partnerRow.waitFor();
    expect(await page.getByRole('form', { name: 'Add Company' }).count()).toBe(0);
    expect(await partnerRow.getByRole('button').count()).toBe(0);
    expect(await partnerRow.getByRole('link').count()).toBe(0);
    // Labels, not codes: the sudan agency's licence state and agency type.
    const cells = await page
      .getByRole('row', { name: /NILE SUDAN AGENCY/ })
      .getByRole('cell')
      .allTextContents();
    expect(cells).toEqual(expect.arrayContaining(['Renewal due', 'Sudan']));
    expect(cells).not.toContain('renewal');
    expect(cells).not.toContain('sudan');
  });

  it('shows a clerk its company profile without a Save it would be refused', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.clerk);
    await page.goto(`${e2e.product.url}/app/profile`);
    await page.getByText('Saving the company profile needs the Company Management role.').waitFor();
    expect(await page.getByRole('button', { name: 'Save Company Profile' }).count()).toBe(0);
  });
  it('lets Super keep the videos and links; sudan2 sees neither tutorials nor the LMIS card', async () => {
    const operator = await e2e.page();
    await signIn(operator.page, e2e.product.url, DEMO.super);
    await operator.page.goto(`${e2e.product.url}/app/content`);
    const links = operator.page.getByRole('region', { name: 'Important Links' });
    await links.getByText('Wafid: Get Slips').waitFor();
    expect(await links.getByRole('listitem').count()).toBe(14);
    const tutorial = operator.page.getByRole('form', { name: 'Add a video' });
    expect(await tutorial.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true');
    await tutorial.getByLabel('Title').fill('Printing letters');
    await tutorial
      .getByLabel('Address (https://…)')
      .fill('https://www.youtube.com/watch?v=placement-letters');
    await tutorial.getByLabel('Also linked from').selectOption('reports');
    await tutorial.getByRole('button', { name: 'Save' }).click();
    await operator.page.getByRole('button', { name: 'Edit Printing letters' }).waitFor();
    expect(await seriousViolations(operator.page)).toEqual([]);
    await operator.page.screenshot({ path: join(SCREENSHOTS, 'operator-content-en.png'), fullPage: true });
    await operator.page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await operator.page.reload();
    await operator.page.getByRole('form', { name: ar.admin.content.tutorialForm }).waitFor();
    await operator.page.getByText('Wafid: Get Slips').waitFor();
    expect(await seriousViolations(operator.page)).toEqual([]);
    await operator.page.screenshot({ path: join(SCREENSHOTS, 'operator-content-ar.png'), fullPage: true });

    const agency = await e2e.page();
    await signIn(agency.page, e2e.product.url, DEMO.admin);
    await agency.page.goto(`${e2e.product.url}/app/reports`);
    await agency.page.getByRole('link', { name: 'Watch: Printing letters' }).waitFor();
    const agencyMenu = agency.page.getByRole('navigation', { name: 'Main menu' });
    await agencyMenu.getByRole('link', { name: 'Videos', exact: true }).waitFor();

    const sudan2 = await e2e.page();
    await signIn(sudan2.page, e2e.product.url, DEMO.sudan2);
    // Its menu has no Videos item: there are no videos for it to watch.
    const sudan2Menu = sudan2.page.getByRole('navigation', { name: 'Main menu' });
    await sudan2Menu.getByRole('link', { name: 'Important Links' }).waitFor();
    expect(await sudan2Menu.getByRole('link', { name: 'Videos', exact: true }).count()).toBe(0);
    await sudan2.page.goto(`${e2e.product.url}/app/links`);
    await sudan2.page.getByText('Wafid: Get Slips').waitFor();
    expect(await sudan2.page.getByText('Ethiopian labour market system (LMIS)').count()).toBe(0);
    await sudan2.page.goto(`${e2e.product.url}/app/tutors`);
    await sudan2.page.getByText('No videos yet').waitFor();
    await sudan2.page.goto(`${e2e.product.url}/app/dashboard`);
    await sudan2.page.getByText('Every morning').waitFor();
    expect(await sudan2.page.getByRole('link', { name: 'Watch Video' }).count()).toBe(0);
  });
});
