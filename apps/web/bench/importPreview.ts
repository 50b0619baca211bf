// pnpm --filter @placement/web bench:import — a 2,000-row employee file (the most one import takes) previewed
// in Debian's Chromium against the real product: from choosing the file to the preview painted (read with
// exceljs, every row checked by the domain), and to the server's dry run answered. Builds the web app in
// production mode first, as `pnpm start` serves it.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { MAX_IMPORT_ROWS } from '@placement/domain';
import { DEMO, launchBrowser, newPage, signIn, startProduct } from '../e2e/support';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const webDir = resolve(import.meta.dirname, '..');

async function spreadsheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('employees');
  sheet.addRow([
    'Given Name',
    'Sur Name',
    'Sex',
    'Passport Number',
    'Place of Birth',
    'Date of Birth',
    'Passport Issue Date',
    'Nationality',
    'Religion',
    'Applied Country',
    'Telephone',
    'Visa Number',
    'Sponsor Name',
    'Application Number',
  ]);
  for (let index = 0; index < MAX_IMPORT_ROWS; index += 1) {
    sheet.addRow([
      'ALMAZ TESFAYE',
      'BEKELE',
      'Female',
      `EP${2_000_000 + index}`,
      'ADDIS ABABA',
      new Date(Date.UTC(1990 + (index % 10), index % 12, 1 + (index % 28))),
      '2024-01-10',
      'Ethiopian',
      'Muslim',
      'Saudi Arabia',
      '0911223344',
      String(4_000_000_000 + (index % 300)),
      'SAAD AL HARBI',
      `E${100_000_000 + index}`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

execFileSync(
  process.execPath,
  [resolve(webDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
  {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  },
);
const buffer = await spreadsheet();
const [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
const previews: number[] = [];
const checked: number[] = [];
try {
  const { page } = await newPage(browser);
  await signIn(page, product.url, DEMO.admin);
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${product.url}/app/employees/import`);
    const input = page.getByLabel('Spreadsheet file');
    await input.waitFor({ state: 'attached' });
    const started = performance.now();
    await input.setInputFiles({ name: `bench-${run}.xlsx`, mimeType: 'application/octet-stream', buffer });
    await page.getByText(`${MAX_IMPORT_ROWS} rows, 0 with problems`).waitFor({ timeout: 60_000 });
    // Painted: the next frame after the summary and the table are in the page.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    previews.push(performance.now() - started);
    await page.getByText('Every row is ready to import.').waitFor({ timeout: 60_000 });
    checked.push(performance.now() - started);
  }
} finally {
  await browser.close();
  await product.stop();
}
const line = (name: string, values: number[]) =>
  `${name}: p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
console.log(`${MAX_IMPORT_ROWS}-row .xlsx (${(buffer.length / 1024).toFixed(0)} KB), ${RUNS} runs`);
console.log(line('file chosen -> preview painted', previews));
console.log(line('file chosen -> server dry run answered', checked));
