import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, useProduct } from '../support';
import { seriousViolations } from '../support/checkAccessibility';

const SCREENS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'placement-screens');

const HEADERS = [
  'Given Name',
  'Sur Name',
  'Sex',
  'Passport Number',
  'Place of Birth',
  'Date of Birth',
  'Visa Number',
];
const row = (passport: string, visa = '') => [
  'Tigist Alemu',
  'Girma',
  'Female',
  passport,
  'Adama',
  '12/04/1999',
  visa,
];

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('employees');
  sheet.addRow(HEADERS);
  for (const values of rows) sheet.addRow(values);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csv = (rows: string[][]) =>
  Buffer.from([HEADERS, ...rows].map((values) => values.map((value) => `"${value}"`).join(',')).join('\r\n'));

/** Looks a passport up through the list's search, as a clerk would: the number of rows found. */
async function employeesFound(page: Page, url: string, passport: string): Promise<number> {
  const answer = await page.evaluate(
    async ({ url, passport }) => {
      const token = localStorage.getItem('placement.token') ?? '';
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: `{ employees(searchText: "${passport}") { totalCount } }` }),
      });
      return (await response.json()) as { data: { employees: { totalCount: number } } };
    },
    { url, passport },
  );
  return answer.data.employees.totalCount;
}

describe('bulk import from a spreadsheet', () => {
  const e2e = useProduct();

  it('refuses a file with one bad row (naming it, importing nothing), then imports a good file whole', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await page.goto(`${e2e.product.url}/app/employees`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL(/\/app\/employees\/import$/);
    await page.getByRole('banner').getByRole('heading', { name: 'Import Employees' }).waitFor();

    // The template downloads as an .xlsx whose first row is the domain's columns.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('employees-import-template.xlsx');
    const template = new ExcelJS.Workbook();
    await template.xlsx.readFile(await download.path());
    const headerRow = template.worksheets[0]!.getRow(1).values as string[];
    expect(headerRow).toEqual(expect.arrayContaining(['Given Name *', 'Passport Number *', 'Visa Number']));

    const file = page.getByLabel('Spreadsheet file');
    await file.setInputFiles({
      name: 'intake.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsx([row('EP3300001', '5553300001'), row('EP-12'), row('EP3300003')]),
    });
    const summary = page.getByTestId('import-summary');
    await summary.getByText('intake.xlsx: 3 rows, 1 with problems').waitFor();
    const badRow = page.locator('tbody tr', { hasText: 'EP-12' });
    await badRow.getByText('Passport Number: Incorrect Passport Number').waitFor();
    expect(await badRow.locator('td').first().textContent()).toBe('3');
    expect(await page.getByRole('button', { name: 'Import 3 rows' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Import 3 rows' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(SCREENS, 'import-employees-en.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await employeesFound(page, e2e.product.url, 'EP3300001')).toBe(0);

    // The same rows put right, as CSV: every row is ready, and Import writes them all.
    await file.setInputFiles({
      name: 'intake.csv',
      mimeType: 'text/csv',
      buffer: csv([row('EP3300001', '5553300001'), row('EP3300002'), row('EP3300003')]),
    });
    await summary.getByText('intake.csv: 3 rows, 0 with problems').waitFor();
    await summary.getByText('Every row is ready to import.').waitFor();
    await page.getByRole('button', { name: 'Import 3 rows' }).click();
    await page.getByText('3 employees imported').waitFor();
    await page.waitForURL(/\/app\/employees$/);
    await page.locator('tbody tr', { hasText: 'EP3300002' }).waitFor();
    for (const passport of ['EP3300001', 'EP3300002', 'EP3300003']) {
      expect(await employeesFound(page, e2e.product.url, passport)).toBe(1);
    }

    // Importing the same file again adds nobody: the server names the passports it already holds.
    await page.goto(`${e2e.product.url}/app/employees/import`);
    await file.setInputFiles({ name: 'again.csv', mimeType: 'text/csv', buffer: csv([row('EP3300002')]) });
    await page.getByText('Passport Number: An employee with this passport number already exists').waitFor();
  });

  it('shows the import right to left in Arabic, and imports visas from a CSV file', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    await page.evaluate(() => localStorage.setItem('placement.language', 'ar'));
    await page.goto(`${e2e.product.url}/app/employees/import`);
    const file = page.getByLabel('ملف الجدول');
    await file.waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await file.setInputFiles({
      name: 'ملف.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsx([row('EP4400001'), row('EP4400001')]),
    });
    await page.getByText('الصفوف التي بها مشكلات فقط').waitFor();
    await page.getByText('رقم الجواز: رقم الجواز هذا موجود أيضاً في الصف 2').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(SCREENS, 'import-employees-ar.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.evaluate(() => localStorage.setItem('placement.language', 'en'));
    await page.goto(`${e2e.product.url}/app/visas`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL(/\/app\/visas\/import$/);
    const visas =
      'Visa Number,Sponsor Name,Sponsor Id,Salary,Currency\r\n5557700001,KHALID OMAR,1122334455,"1,200",SAR\r\n5557700002,NASSER ALI,,,\r\n';
    await page
      .getByLabel('Spreadsheet file')
      .setInputFiles({ name: 'visas.csv', mimeType: 'text/csv', buffer: Buffer.from(visas) });
    await page.getByText('visas.csv: 2 rows, 0 with problems').waitFor();
    await page.getByText('Every row is ready to import.').waitFor();
    await page.screenshot({ path: join(SCREENS, 'import-visas-en.png'), fullPage: true });
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await page.getByText('2 visas imported').waitFor();
    await page.waitForURL(/\/app\/visas$/);
    await page.locator('tbody tr', { hasText: 'KHALID OMAR' }).waitFor();
  });
});
