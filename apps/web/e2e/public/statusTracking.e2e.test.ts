import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { statusLabel } from '@placement/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';

const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots');

interface Employee {
  passportNumber: string;
  givenName: string;
  surName: string;
  status: string;
}

/** Issue 14: /ts, the public status lookup (spec 02 §2.5), its captcha solved by the page. */
describe('checking an application status', () => {
  const e2e = useProduct();
  let employee: Employee;

  // Runs after the fixture's start (hooks run in order); its page is closed with the first test's.
  beforeAll(async () => {
    // An employee the agency has on file, read as the agency sees it.
    const { page } = await e2e.signedIn(DEMO.admin);
    const answer = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('placement.token') ?? ''}`,
        },
        body: JSON.stringify({
          query:
            '{ employees(status: "contract_process", take: 1) { employees { passportNumber givenName surName status } } }',
        }),
      });
      return response.json();
    });
    employee = answer.data.employees.employees[0];
  });

  const lookUp = async (page: Page, searchText: string, button: string) => {
    await page.getByRole('textbox').fill(searchText);
    await page.getByRole('button', { name: button }).click();
  };

  it('shows the name and current status of the employee with that passport number', async () => {
    const { page } = await e2e.page();
    await page.goto(`${e2e.product.url}/ts`);
    const submit = page.getByRole('button', { name: 'Check Status' });
    await page.getByLabel('Passport or application number').fill('EP123');
    await page.getByText('Must be 9 characters at minimum').waitFor();
    expect(await submit.isDisabled()).toBe(true);

    const sent = page.waitForRequest(
      (request) => request.postData()?.includes('recaptchaCheckStatus') ?? false,
    );
    await lookUp(page, employee.passportNumber.toLowerCase(), 'Check Status');
    expect((await sent).postDataJSON().variables.input.captcha.length).toBeGreaterThan(20);
    const result = page.getByTestId('status-result');
    await result.waitFor();
    expect(await result.locator('dd').allTextContents()).toEqual([
      `${employee.givenName} ${employee.surName}`.trim(),
      statusLabel(employee.status, 'en'),
    ]);
    await page.screenshot({ path: join(SCREENSHOTS, 'public-status-found-en.png') });
  });

  it("shows the server's message when nobody has that number, and the status in Arabic", async () => {
    const { page } = await e2e.page();
    await page.goto(`${e2e.product.url}/ts`);
    await lookUp(page, 'XX0000000', 'Check Status');
    await page
      .getByRole('main')
      .getByRole('alert')
      .getByText('No employee found with this passport or application number')
      .waitFor();

    await page.getByRole('button', { name: 'العربية', exact: true }).click();
    await lookUp(page, employee.passportNumber, 'تحقق من الحالة');
    const result = page.getByTestId('status-result');
    await result.waitFor();
    expect(await result.locator('dd').last().textContent()).toBe(statusLabel(employee.status, 'ar'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'public-status-found-ar.png') });
  });
});
