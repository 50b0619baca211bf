import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appRows, DEMO, useProduct, waitForAppRows } from '../support';
import { seriousViolations } from '../support/checkAccessibility';

// Screenshots land here for a person to look at (they are not compared by the test).
const SCREENS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'placement-screens');

/** The address a list's first row opens (its photo or number links to the entry). */
async function firstEntryPath(page: Page, listPath: string, entryPath: RegExp): Promise<string> {
  await page.goto(listPath);
  await waitForAppRows(page);
  const hrefs = await appRows(page)
    .first()
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const href = hrefs.find((candidate) => candidate && entryPath.test(candidate));
  if (!href) throw new Error(`no entry link in the first row of ${listPath}`);
  return href;
}

/** Serious and critical axe violations of the page as it is, with the address, so a failure says where. */
async function check(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready);
  // The page dims (half opacity) while a request is pending: check it as the user reads it, once settled.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
}

/** Every tab of a form (entry, visa), each checked as it is shown. */
async function checkEveryTab(page: Page, where: string) {
  await check(page, where);
  const tabs = page.getByRole('tab');
  for (let index = 0; index < (await tabs.count()); index += 1) {
    const tab = tabs.nth(index);
    if (await tab.isDisabled()) continue;
    await tab.click();
    await check(page, `${where}, tab ${(await tab.textContent())?.trim()}`);
  }
}

/** Issue 15: the employees and visas screens have no serious or critical accessibility problem. */
describe('the employees and visas screens in English and Arabic', () => {
  const e2e = useProduct();

  it.each(['en', 'ar'] as const)(
    'in %s: the lists, the employee entry and the visa screens',
    async (language) => {
      const { page } = await e2e.signedIn(DEMO.admin);
      await page.evaluate((lang) => localStorage.setItem('placement.language', lang), language);
      const at = (path: string) => `${e2e.product.url}${path}`;

      for (const list of ['/app/employees', '/app/coms', '/app/visas']) {
        await page.goto(at(list));
        await waitForAppRows(page);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(
          language === 'ar' ? 'rtl' : 'ltr',
        );
        await check(page, list);
      }
      // The list's filter panel and a selection (the toolbar enabled).
      await page.goto(at('/app/employees'));
      await waitForAppRows(page);
      await appRows(page).first().getByRole('checkbox').click();
      await page
        .locator('button:enabled', { hasText: language === 'en' ? 'Full Export' : 'تصدير كامل' })
        .waitFor();
      await check(page, '/app/employees with a row selected');

      const employee = await firstEntryPath(page, at('/app/employees'), /^\/app\/employee\//);
      await page.goto(at(employee));
      await page.getByRole('tab').first().waitFor();
      await checkEveryTab(page, employee);
      await page.screenshot({ path: join(SCREENS, `employee-tabs-${language}.png`), fullPage: true });

      await page.goto(at('/app/employee/abcdefghij'));
      await page.locator('form input').first().waitFor();
      await check(page, 'a new employee');

      // A visa row opens by its edit button (the first button of the row).
      await page.goto(at('/app/visas'));
      await waitForAppRows(page);
      await appRows(page).first().getByRole('button').first().click();
      await page.waitForURL(/\/app\/visa\/[0-9a-f]{24}$/);
      await page.getByRole('tab').first().waitFor();
      await checkEveryTab(page, new URL(page.url()).pathname);
      await page.goto(at('/app/visa/0'));
      await page.locator('form input').first().waitFor();
      await check(page, 'a new visa');
    },
  );

  it.each(['en', 'ar'] as const)('in %s: a sudan company’s applicants list and entry', async (language) => {
    const { page } = await e2e.signedIn(DEMO.sudan);
    await page.evaluate((lang) => localStorage.setItem('placement.language', lang), language);
    await page.goto(`${e2e.product.url}/app/coms`);
    await waitForAppRows(page);
    await check(page, '/app/coms (sudan)');
    const applicant = await firstEntryPath(page, `${e2e.product.url}/app/coms`, /^\/app\/com\//);
    await page.goto(`${e2e.product.url}${applicant}`);
    await page.getByRole('tab').first().waitFor();
    await checkEveryTab(page, `${applicant} (sudan)`);
  });
});
