import { writeFileSync } from 'node:fs';
import { CV_FIXTURE_TODAY, CV_FIXTURES, CV_PAGE_SIZE, CvTemplate, FIXTURE_AGENCY, cvPageNumbers, fixtureSettings } from '@placement/cv-templates';
import { cvPage } from '@placement/documents';
import { renderSvg, svgToPng } from '../src';
const names = (process.argv[2] ?? 'basic').split(',');
const langs = (process.argv[3] ?? 'en,ar').split(',') as ('en'|'ar')[];
const fixture = (process.argv[4] ?? 'largest') as keyof typeof CV_FIXTURES;
for (const name of names) for (const lang of langs) {
  const settings = fixtureSettings(name as never, lang, 2);
  for (const p of cvPageNumbers(settings, CV_FIXTURES[fixture])) {
    if (p === 2) continue;
    const page = cvPage(CV_PAGE_SIZE, p);
    const svg = await renderSvg(<CvTemplate employee={CV_FIXTURES[fixture]} agency={FIXTURE_AGENCY} settings={settings} today={CV_FIXTURE_TODAY} page={p} />, page);
    const png = await svgToPng(svg.svg, { scale: 0.6 } as never);
    writeFileSync(`/tmp/shots/${name}-${lang}-${p}.png`, png);
  }
}
