import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';

export const SCREENS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'placement-screens');

/** A screenshot of the page in the screenshot folder, to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: join(SCREENS, `${name}.png`) });
}

/** A GraphQL call as the signed-in user of the page (its token is in localStorage). */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
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

/** Saves a download, returns its path and its text as pdftotext reads it; also renders page 1 for a look. */
export async function savedPdf(file: Download, name: string): Promise<{ path: string; text: string }> {
  mkdirSync(SCREENS, { recursive: true });
  const path = join(SCREENS, `${name}.pdf`);
  await file.saveAs(path);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', path, join(SCREENS, name)]);
  return { path, text: execFileSync('pdftotext', ['-layout', path, '-']).toString() };
}

/** Sets a company's licence as the platform operator does (only Super may). */
export async function setLicence(page: Page, companyId: string, licence: string): Promise<void> {
  const { getCompany } = await gql<{ getCompany: { displayName: string; email: string } }>(
    page,
    'query ($id: ID!) { getCompany(input: { id: $id }) { displayName email } }',
    { id: companyId },
  );
  await gql(page, 'mutation ($input: CompanyInput!) { createCompany(input: $input) { _id } }', {
    input: { id: companyId, displayName: getCompany.displayName, email: getCompany.email, licence },
  });
}
