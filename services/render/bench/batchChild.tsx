import { createInterface } from 'node:readline';
import { renderDocument } from '../src';
import { benchCv } from './benchPage';

// One of the benchmark's batch processes: warms up, waits for "go", renders its share of CV PDFs, reports.
const count = Number(process.argv[2] ?? 50);
const scale = Number(process.argv[3] ?? 2);
await renderDocument([benchCv('en', 0)], { pdf: true }, { pdfScale: scale });
console.log('ready');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line !== 'go') continue;
  let bytes = 0;
  for (let i = 0; i < count; i++)
    bytes += (await renderDocument([benchCv('en', i)], { pdf: true }, { pdfScale: scale })).pdf?.length ?? 0;
  console.log(`done ${bytes} ${process.resourceUsage().maxRSS}`);
  break;
}
process.exit(0);
