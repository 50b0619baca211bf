// pnpm --filter @placement/web bench:import (and `pnpm bench`) — a 2,000-row employee file (the most one import
// takes) previewed in Debian's Chromium against the real product (`pnpm start` on a fresh embedded database,
// serving the build bench/build.ts made): from choosing the file to the preview painted (read with exceljs, every
// row checked by the domain), and to the server's dry run answered. Prints the table and writes
// docs/benchmarks/web-import.json. Env: BENCH_RUNS (5), BENCH_ROWS (2,000); BENCH_SMOKE=1: 20 rows, one run.
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { MAX_IMPORT_ROWS } from '@placement/domain';
import { DEMO, launchBrowser, newPage, signIn, startProduct } from '../e2e/support';
import { benchSize } from '../../../scripts/bench/benchSize';
import { percentile } from '../../../scripts/bench/percentile';
import { reportBenchmark } from '../../../scripts/bench/reportBenchmark';

const RUNS = benchSize('BENCH_RUNS', 5, 1);
const ROWS = benchSize('BENCH_ROWS', MAX_IMPORT_ROWS, 20);

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
  for (let index = 0; index < ROWS; index += 1) {
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

const buffer = await spreadsheet();
// Outside Vitest the product seeds its own data folder, as a first `pnpm start` does; a smoke run inside the
// browser tests (BENCH_SEEDED_DATA_DIR) starts on a copy of theirs.
const [product, browser] = await Promise.all([
  startProduct({ seededDataDir: process.env.BENCH_SEEDED_DATA_DIR ?? null }),
  launchBrowser(),
]);
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
    await page.getByText(`${ROWS} rows, 0 with problems`).waitFor({ timeout: 60_000 });
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
const row = (what: string, values: number[]) => [
  what,
  Math.round(percentile(values, 50)),
  Math.round(percentile(values, 95)),
  values.map((value) => value.toFixed(0)).join(', '),
];
reportBenchmark({
  benchmark: 'web-import',
  command: 'pnpm --filter @placement/web bench:import',
  settings: { rows: ROWS, runs: RUNS, kilobytes: Math.round(buffer.length / 1024) },
  tables: [
    {
      caption: `${ROWS}-row .xlsx of 14 columns (${(buffer.length / 1024).toFixed(0)} KB), ${RUNS} runs, ms:`,
      columns: ['employee import', 'p50', 'p95', 'runs'],
      rows: [
        row('file chosen -> preview painted', previews),
        row('file chosen -> server dry run answered', checked),
      ],
    },
  ],
});
