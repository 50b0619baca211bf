import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, type RunningProduct, useProduct } from '../support';

const SCREENS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'placement-screens');

/** A GraphQL call as the signed-in user of the page (its token is in localStorage). */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await page.evaluate(
    async ({ query, variables }) => {
      const token = localStorage.getItem('placement.token');
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data: unknown; errors?: { message: string }[] };
    },
    { query, variables },
  );
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data as T;
}

const letters = (n: number) =>
  String(n)
    .padStart(3, '0')
    .split('')
    .map((digit) => 'abcdefghij'[Number(digit)])
    .join('');

/**
 * Employees the embassy list prints (a visa, a passport number and an application number), made through the
 * API as the user would: saved, then given one of the company's visas. All share a surname to find them by.
 */
async function seedEmployees(page: Page, surname: string, count: number) {
  const { visas } = await gql<{ visas: { visas: { _id: string }[] } }>(
    page,
    '{ visas(skip: 0, take: 1) { visas { _id } } }',
  );
  const visaId = visas.visas[0]!._id;
  const made: { passport: string; givenName: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const passport = `EP${String(7100000 + i)}`;
    const givenName = `Almaz ${letters(i)}`;
    const { createEmployee } = await gql<{ createEmployee: { _id: string } }>(
      page,
      'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }',
      {
        input: {
          _id: `p${String(i).padStart(9, '0')}`.slice(0, 10),
          passportNumber: passport,
          givenName,
          surName: surname,
          placeOfBirth: 'addis ababa',
          placeOfIssue: 'addis ababa',
          sex: 'female',
          dateOfBirth: '1998-03-05',
          passportIssueDate: '2022-01-10',
          passportExpiryDate: '2027-01-09',
          address: { telephone: '0911223344', city: 'addis ababa' },
          additionalData: { appliedCountry: 'saudi_arabia', salary: 1000, currency: 'saudi_riyal' },
          embassyProcess: { enjazNumber: `E${String(300000000 + i)}` },
        },
      },
    );
    await gql(page, 'mutation ($ids: [ID!]!) { assignEmployeeVisa(ids: $ids) { _id } }', {
      ids: [createEmployee._id, visaId],
    });
    made.push({ passport, givenName });
  }
  return made;
}

/** Finds the seeded employees on /app/coms by their surname, all on one page, and selects them all. */
async function selectBySurname(page: Page, product: RunningProduct, surname: string, count: number) {
  await page.goto(`${product.url}/app/coms`);
  await page.locator('tbody tr').first().waitFor();
  await page.getByLabel('Rows per page').selectOption({ label: 'All' });
  await page.getByRole('search').getByRole('searchbox').fill(surname);
  await page.waitForFunction(
    ({ surname, count }) => {
      const rows = [...document.querySelectorAll('tbody tr')];
      return rows.length === count && rows.every((row) => row.textContent!.toUpperCase().includes(surname));
    },
    { surname: surname.toUpperCase(), count },
    { timeout: 30_000 },
  );
  await page.getByRole('checkbox', { name: 'Select All' }).check();
}

describe('printing the embassy list from /app/coms', () => {
  const e2e = useProduct();

  it('prints the selected employees, previews the list and downloads it with their names and passports', async () => {
    const { page } = await e2e.signedIn(DEMO.admin);
    const seeded = await seedEmployees(page, 'Printlist', 2);
    await selectBySurname(page, e2e.product, 'Printlist', 2);
    await page.getByRole('button', { name: 'Print Embassy List' }).click();
    const preview = page.getByRole('dialog', { name: 'Print Embassy List (2 employees)' });
    await preview.locator('iframe').waitFor({ timeout: 60_000 });
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: join(SCREENS, 'printing-embassy-preview-en.png') });
    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Embassy list \d{4}-\d{2}-\d{2}\.pdf$/u);
    const dir = mkdtempSync(join(tmpdir(), 'embassy-'));
    const pdf = join(dir, 'list.pdf');
    await file.saveAs(pdf);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString().toUpperCase();
    for (const employee of seeded) {
      expect(text).toContain(employee.passport);
      expect(text).toContain(employee.givenName.toUpperCase());
    }
    writeFileSync(join(dir, 'list.txt'), text);
  });
});
