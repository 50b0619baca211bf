import { embassyListPages } from '@placement/documents';
import { renderSvg, svgToPixels, renderDocument } from '../src';
import { benchCv } from './benchPage';
import { embassyListEmployees } from '../test/support/embassyListEmployees';

// Times each stage of one CV page and one embassy-list page (satori, resvg at each scale, whole PDF).
// Run as the worker runs: NODE_ENV=production pnpm exec tsx --tsconfig ../../tsconfig.base.json bench/stageProfile.tsx
const t = async <T,>(label: string, run: () => Promise<T> | T, rounds = 3): Promise<T> => {
  let out = await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const s = performance.now();
    out = await run();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  console.log(label.padEnd(28), Math.round(times[Math.floor(rounds / 2)] as number), 'ms');
  return out;
};
const cv = benchCv('en');
const rows = embassyListEmployees(22);
const list = embassyListPages(rows, { agencyName: 'Addis Bright', date: '2026-06-01' })[0]!;

// The satori stage of the English and Arabic CV and the list page, interleaved round by round so a busy
// machine slows each alike; every CV round is a new employee of the same agency, as in a batch.
const SATORI_ROUNDS = 9;
const satoriPages = {
  'cv en': (round: number) => benchCv('en', round),
  'cv ar': (round: number) => benchCv('ar', round),
  list: () => list,
};
const satoriTimes: Record<string, number[]> = {};
for (let round = 0; round <= SATORI_ROUNDS; round++) {
  for (const [name, page] of Object.entries(satoriPages)) {
    const doc = page(round);
    const start = performance.now();
    await renderSvg(doc.element, doc.page);
    if (round > 0) (satoriTimes[name] ??= []).push(performance.now() - start);
  }
}
for (const [name, times] of Object.entries(satoriTimes)) {
  times.sort((a, b) => a - b);
  console.log(`${name} satori`.padEnd(28), Math.round(times[times.length >> 1] as number), 'ms');
}

for (const [name, doc] of [
  ['cv', cv],
  ['list', list],
] as const) {
  const r = await renderSvg(doc.element, doc.page);
  console.log(
    `${name} svg bytes`,
    r.svg.length,
    'masks',
    (r.svg.match(/<mask/g) ?? []).length,
    'mask uses',
    (r.svg.match(/mask="url/g) ?? []).length,
    'images',
    (r.svg.match(/<image/g) ?? []).length,
    'filters',
    (r.svg.match(/<filter/g) ?? []).length,
    'patterns',
    (r.svg.match(/<pattern/g) ?? []).length,
    'clipPaths',
    (r.svg.match(/<clipPath/g) ?? []).length,
  );
  for (const s of [1, 1.5, 2]) await t(`${name} resvg x${s}`, () => svgToPixels(r.svg, { scale: s }));
  await t(`${name} pdf total x2`, () => renderDocument([doc], { pdf: true }, { printScale: 2 }));
  if (process.env.DUMP) (await import('node:fs')).writeFileSync(`/tmp/rprof/${name}.svg`, r.svg);
}

// Vector PDF pages (the default) against the page as a 300 dpi picture (rasterPdf), interleaved round by round.
const pdfTimes: Record<string, number[]> = {};
for (let round = 0; round <= 5; round++) {
  for (const [name, doc] of [
    ['cv', cv],
    ['list', list],
  ] as const) {
    for (const rasterPdf of [false, true]) {
      const start = performance.now();
      await renderDocument([doc], { pdf: true }, { printScale: 2, rasterPdf });
      if (round > 0)
        (pdfTimes[`${name} pdf ${rasterPdf ? 'raster x2' : 'vector'}`] ??= []).push(
          performance.now() - start,
        );
    }
  }
}
for (const [name, times] of Object.entries(pdfTimes)) {
  times.sort((a, b) => a - b);
  console.log(name.padEnd(28), Math.round(times[times.length >> 1] as number), 'ms');
}
