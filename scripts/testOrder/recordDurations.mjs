// Writes scripts/testOrder/durations.json from a Vitest JSON report, so a clean clone (CI) starts the longest
// test files first, as a machine that has run the tests before does from Vitest's own cache:
//   pnpm vitest run --reporter=default --reporter=json --outputFile.json=/tmp/report.json
//   node scripts/testOrder/recordDurations.mjs /tmp/report.json
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [reportPath] = process.argv.slice(2);
if (!reportPath) {
  console.error('usage: node scripts/testOrder/recordDurations.mjs <vitest json report>');
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const durations = {};
for (const file of report.testResults) {
  // Kept relative to the workspace, so a report made in another checkout (a clean clone) names the same files.
  const path = /\/((?:apps|packages|services|\.storybook)\/.*)$/.exec(file.name)?.[1];
  if (!path) continue;
  const seconds = Math.round((file.endTime - file.startTime) / 1000);
  // Short files only fill gaps: their order does not change how long the run takes.
  if (seconds >= 3) durations[path] = seconds;
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(join(here, 'durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files' durations written to scripts/testOrder/durations.json`);
