import { createInterface } from 'node:readline';
import { CV_FIXTURE_TODAY, CV_FIXTURES, FIXTURE_AGENCY, fixtureSettings } from '@placement/cv-templates';
import { closeSharedPagePool, cvPageDescriptions, renderPagesToPdf, sharedPagePool } from '../src';

/**
 * The benchmark's batch process, as a deployment runs it: one process whose layout threads (RENDER_THREADS,
 * default one per core up to two) lay out `count` CVs, written in order into one PDF, as a cvBatch job does.
 * Warms the threads, waits for "go", renders, reports.
 */
const count = Number(process.argv[2] ?? 100);
const scale = Number(process.argv[3] ?? 2);
const settings = fixtureSettings('basic', 'en', 1);
// The same page as benchPage's benchCv: the basic CV's personal page, a different candidate each time.
const descriptions = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    cvPageDescriptions(
      { ...CV_FIXTURES.typical, givenName: `Tigist${i}`, passportNumber: `EP${4471298 + i}` },
      FIXTURE_AGENCY,
      settings,
      'sheet',
      CV_FIXTURE_TODAY,
    ),
  ).flat();

const pool = sharedPagePool();
await renderPagesToPdf(pool, descriptions(pool.size), { title: 'CVs', pdfScale: scale });
console.log('ready');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line !== 'go') continue;
  const pages = descriptions(count);
  const pdf = await renderPagesToPdf(pool, pages, { title: 'CVs', pdfScale: scale });
  console.log(`done pages=${pages.length} bytes=${pdf.length} maxRssKb=${process.resourceUsage().maxRSS}`);
  break;
}
lines.close();
await closeSharedPagePool();
