import { createInterface } from 'node:readline';
import {
  CV_FIXTURE_TODAY,
  CV_FIXTURES,
  CV_PAGE_SIZE,
  FIXTURE_AGENCY,
  fixtureSettings,
} from '@placement/cv-templates';
import { cvPage } from '@placement/documents';
import { closeSharedPagePool, printFiles, sharedPagePool, type PrintedFile } from '../src';

/**
 * The benchmark's batch process, as a deployment runs it: one process whose layout threads (RENDER_THREADS,
 * default one per core up to two) lay out `count` CVs, written in order into one PDF, as a cvBatch job does.
 * Warms the threads, then renders and reports on each "go" (one per round) until its input ends.
 */
const count = Number(process.argv[2] ?? 100);
const scale = Number(process.argv[3] ?? 2);
const settings = fixtureSettings('basic', 'en', 1);
// The same page as benchPage's benchCv: the basic CV's personal page, a different candidate each time.
const cvs = (n: number): PrintedFile<object>[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `Tigist${i}`,
    pages: [
      {
        props: {
          employee: { ...CV_FIXTURES.typical, givenName: `Tigist${i}`, passportNumber: `EP${4471298 + i}` },
          agency: FIXTURE_AGENCY,
          settings,
          page: 1,
          today: CV_FIXTURE_TODAY,
        },
        page: cvPage(CV_PAGE_SIZE, 1),
      },
    ],
  }));

const pool = sharedPagePool();
const print = (files: PrintedFile<object>[]) =>
  printFiles(files, {
    kind: 'cvBatch',
    format: 'pdf',
    title: 'CVs',
    layout: pool,
    printScale: scale,
    onPage: () => undefined,
  });
await print(cvs(pool.size));
console.log('ready');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line !== 'go') continue;
  const pdf = await print(cvs(count));
  console.log(`done pages=${count} bytes=${pdf.length} maxRssKb=${process.resourceUsage().maxRSS}`);
}
lines.close();
await closeSharedPagePool();
