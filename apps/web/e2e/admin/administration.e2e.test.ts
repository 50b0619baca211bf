import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';

const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots');

/** Issue 16: the dashboard, users, companies, my account, settings, medical payments and content pages. */
describe('administration screens', () => {
  const e2e = useProduct();

  const gql = async (page: Page, query: string, variables: Record<string, unknown> = {}) =>
    page.evaluate(
      async ({ query, variables }) => {
        const token = localStorage.getItem('placement.token') ?? '';
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables }),
        });
        return response.json();
      },
      { query, variables },
    );

  it("opens exactly the dashboard's expiring passports, in English and Arabic, without serious accessibility problems", async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.goto(`${e2e.product.url}/app/dashboard`);
    const answer = await gql(page, '{ morningChecks { passportsExpiringSoon expiringBefore } }');
    const expected = answer.data.morningChecks.passportsExpiringSoon as number;
    await expect
      .poll(async () => Number(await page.getByTestId('expiring-count').textContent()), { timeout: 30_000 })
      .toBe(expected);
    const count = expected;
    await page.getByRole('button', { name: 'Show them' }).first().click();
    const table = page.getByRole('table', { name: /Passports expired or expiring before/ });
    await table.waitFor();
    // Every row is one counted employee (a page holds 50); skeleton rows come first while it loads.
    await expect
      .poll(() => table.locator('tbody tr a').count(), { timeout: 30_000 })
      .toBe(Math.min(count, 50));
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'dashboard-en.png'), fullPage: true });

    // The language the Settings page remembers.
    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.goto(`${e2e.product.url}/app/dashboard`);
    await page.getByTestId('expiring-count').waitFor();
    // The page dims while a request is pending; contrast is measured on the settled page.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'dashboard-ar.png'), fullPage: true });
    await page.goto(`${e2e.product.url}/app/users`);
    await page.getByRole('table').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'users-ar.png'), fullPage: true });
  });

  // Every screen of issue 16 (the content pages too), each as it first opens; its other states (tabs, dialogs,
  // uploads) are checked by the tests that open them.
  const SCREENS = [
    '/app/dashboard',
    '/app/users',
    '/app/companies',
    '/app/cp',
    '/app/profile',
    '/app/setting',
    '/app/meds',
    '/app/tutors',
    '/app/links',
    '/app/support',
    '/app/complaints',
    '/app/reports',
    '/app/audit',
  ];

  it.each(['en', 'ar'] as const)(
    'shows every administration screen in %s in its direction, without serious accessibility problems',
    async (language) => {
      const { page } = await e2e.page();
      await signIn(page, e2e.product.url, DEMO.admin);
      const ids = await gql(
        page,
        '{ tutorials { _id } medicalPayments(take: 1) { medicalPayments { _id } } }',
      );
      const screens = [
        ...SCREENS,
        `/app/tutor/${ids.data.tutorials[0]._id}`,
        `/app/medicalPayment/${ids.data.medicalPayments.medicalPayments[0]._id}`,
      ];
      await page.evaluate((lang) => localStorage.setItem('placement.language', lang), language);
      const found: Array<{ path: string; dir: string; violations: unknown[] }> = [];
      for (const path of screens) {
        await page.goto(`${e2e.product.url}${path}`);
        await page.getByRole('main').waitFor();
        // The page dims while a request is pending; contrast is measured on the settled page.
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname).toBe(path);
        found.push({
          path,
          dir: await page.evaluate(() => document.documentElement.dir),
          violations: await seriousViolations(page),
        });
        if (path === '/app/companies') {
          await page.screenshot({ path: join(SCREENSHOTS, `companies-${language}.png`), fullPage: true });
        }
      }
      const dir = language === 'ar' ? 'rtl' : 'ltr';
      expect(found).toEqual(screens.map((path) => ({ path, dir, violations: [] })));
    },
    120_000,
  );

  it('adds a user, gives roles, deactivates them (their sign-in is refused) and reactivates them', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.goto(`${e2e.product.url}/app/users`);
    const form = page.getByRole('form', { name: 'Add User' });
    await form.getByLabel('Name').fill('Meron Clerk');
    await form.getByLabel('Email').fill('meron.clerk@addisstar.demo');
    await form.getByRole('button', { name: 'Add User' }).click();
    const row = page.getByRole('row', { name: /Meron Clerk/ });
    await row.waitFor();
    // Edit User Profile: each action saves on its own and closes the dialog when done.
    const dialog = page.getByRole('dialog');
    const manage = async () => {
      await row.getByRole('button', { name: 'Edit User Profile: Meron Clerk' }).click();
      await dialog.waitFor();
    };
    await manage();
    await dialog.getByLabel('New password').fill('clerk1234');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password reset').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await manage();
    await dialog.getByRole('checkbox', { name: 'View Employees', exact: true }).check();
    await dialog.getByRole('button', { name: 'Assign Selected Roles to Meron Clerk' }).click();
    await page.getByText('Roles assigned').waitFor();
    await manage();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('User deactivated').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'users-en.png'), fullPage: true });

    const other = await e2e.page();
    await other.page.goto(`${e2e.product.url}/login`);
    await other.page.getByLabel('Email').fill('meron.clerk@addisstar.demo');
    await other.page.getByLabel('Password', { exact: true }).fill('clerk1234');
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    const refusal = other.page.getByTestId('sign-in-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('disabled');

    await manage();
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await page.getByText('User activated').waitFor();
    await signIn(other.page, e2e.product.url, 'meron.clerk@addisstar.demo', 'clerk1234');
    // A clerk without the users role is sent to My Account.
    await other.page.goto(`${e2e.product.url}/app/users`);
    await other.page.waitForURL(`${e2e.product.url}/app/profile`);
  });

  it('links a partner agent on the company profile', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.goto(`${e2e.product.url}/app/cp`);
    await page.getByRole('tab', { name: 'Partner Agents' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Partner Agents' });
    // None registered by that name: the new partner is created and linked.
    await panel.getByLabel('Find an existing partner (name or e-mail)').fill('Dammam');
    await panel.getByText('No registered partner matches. Create a new one below.').waitFor();
    await panel.getByLabel('Partner agent', { exact: true }).fill('Dammam Office');
    await panel.getByLabel('Email', { exact: true }).fill('dammam@example.com');
    await panel.getByRole('button', { name: 'Create and link' }).click();
    await page.getByText('Company Successfully Linked').waitFor();
    await page
      .getByRole('list', { name: 'Partner Agents' })
      .getByText(/DAMMAM OFFICE/)
      .waitFor();
  });

  it('e-mails a user who opted in, once, when an employee changes stage', async () => {
    const { page } = await e2e.page();
    await signIn(page, e2e.product.url, DEMO.admin);
    await page.goto(`${e2e.product.url}/app/setting`);
    const optIn = page.getByRole('checkbox', { name: /E-mail me when an employee/ });
    await optIn.check();
    await page.getByText('You will get an e-mail for every stage change').waitFor();
    const before = new Set(await readdir(e2e.product.outboxDir).catch(() => [] as string[]));
    const list = await gql(
      page,
      '{ employees(status: "new", take: 1) { employees { _id passportNumber givenName surName placeOfBirth placeOfIssue } } }',
    );
    const employee = list.data.employees.employees[0];
    const saved = await gql(
      page,
      'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { status } }',
      { input: { ...employee, status: 'selected' } },
    );
    expect(saved.data.createEmployee.status).toBe('selected');
    let mails: string[] = [];
    for (let attempt = 0; attempt < 150 && mails.length === 0; attempt += 1) {
      // Other tests of this file mail too: only the files that appeared since the save count.
      mails = (await readdir(e2e.product.outboxDir).catch(() => [] as string[])).filter(
        (name) => !before.has(name),
      );
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mails).toHaveLength(1);
    const mail = await readFile(join(e2e.product.outboxDir, mails[0]!), 'utf8');
    expect(mail).toContain(DEMO.admin);
  });
});
