import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import type { Browser } from 'playwright-core';
import { renderSvg, svgToPixels } from '../src';
import { ARABIC_FORMS } from '../src/text/arabicForms';
import { launchChromium } from './support/chromium';
import { compareWordInk, grayFromRgba, inkComponents, type Gray } from './support/inkComponents';

// Words chosen for their dots: taa marbuta (the one Noto Sans Arabic Bold lost through satori), two and three
// dots above and below, dots on initial, medial and final forms, and the lam-alef ligature.
const WORDS = [
  'مدرسة',
  'جميلة',
  'فاطمة',
  'خديجة',
  'ثقة',
  'شجرة',
  'بنت',
  'يثق',
  'غيث',
  'لا',
  'محمد',
  'التوظيف',
];
const SIZES = [10, 14, 18, 22, 28];
const WEIGHTS = [400, 700] as const;
// Compared at 5x: at 10 px the two rasterisers would otherwise draw a three-dot group touching or apart.
const SCALE = 5;
const FAMILY = 'Noto Sans Arabic';

interface Cell {
  word: string;
  size: number;
  weight: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

function layout(words: string[]): { cells: Cell[]; width: number; height: number } {
  const cells: Cell[] = [];
  let y = 0;
  for (const weight of WEIGHTS) {
    for (const size of SIZES) {
      const w = size * 7;
      const h = Math.ceil(size * 2.2);
      words.forEach((word, i) => cells.push({ word, size, weight, x: 4 + i * w, y, w, h }));
      y += h;
    }
  }
  return { cells, width: 8 + words.length * 28 * 7, height: y };
}

const require = createRequire(import.meta.url);
const woff = (weight: number) =>
  readFileSync(
    require.resolve(`@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`),
  ).toString('base64');

async function chromiumReference(browser: Browser, words: string[]): Promise<Gray> {
  const { cells, width, height } = layout(words);
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: SCALE });
  const faces = WEIGHTS.map(
    (w) =>
      `@font-face{font-family:'${FAMILY}';font-weight:${w};src:url(data:font/woff;base64,${woff(w)}) format('woff')}`,
  ).join('');
  const spans = cells
    .map(
      (c) =>
        `<div style="position:absolute;left:${c.x}px;top:${c.y}px;width:${c.w}px;height:${c.h}px;font:${c.weight} ${c.size}px '${FAMILY}';white-space:nowrap">${c.word}</div>`,
    )
    .join('');
  await page.setContent(
    `<html><head><style>${faces}body{margin:0;background:#fff}</style></head><body>${spans}</body></html>`,
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const png = PNG.sync.read(await page.screenshot({ type: 'png' }));
  await page.close();
  return grayFromRgba(png.data, png.width, png.height);
}

async function satoriRender(words: string[]): Promise<Gray> {
  const { cells, width, height } = layout(words);
  const element = (
    <div style={{ display: 'flex', width, height, background: '#fff', position: 'relative' }}>
      {cells.map((c, i) => (
        <div
          key={i}
          style={{
            position: 'absolute',
            left: c.x,
            top: c.y,
            width: c.w,
            height: c.h,
            display: 'flex',
            fontFamily: FAMILY,
            fontSize: c.size,
            fontWeight: c.weight,
          }}
        >
          {c.word}
        </div>
      ))}
    </div>
  );
  const { svg } = await renderSvg(element, { width, height });
  const raster = svgToPixels(svg, { scale: SCALE });
  return grayFromRgba(raster.pixels, raster.width, raster.height);
}

function mismatches(actual: Gray, expected: Gray, words: string[]): string[] {
  const { cells } = layout(words);
  const problems: string[] = [];
  for (const c of cells) {
    const rect = { x: c.x * SCALE, y: c.y * SCALE, width: c.w * SCALE, height: c.h * SCALE };
    const minArea = Math.max(3, Math.round(c.size * SCALE * 0.04));
    const found = compareWordInk(
      inkComponents(actual, rect, minArea),
      inkComponents(expected, rect, minArea),
    );
    if (found.length > 0) problems.push(`${c.word} ${c.size}px ${c.weight}: ${found.join('; ')}`);
  }
  return problems;
}

describe('Arabic through satori matches a real shaper (Chromium/HarfBuzz), dot for dot', () => {
  let browser: Browser;
  let expected: Gray;
  beforeAll(async () => {
    browser = await launchChromium();
    expected = await chromiumReference(browser, WORDS);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('every word at 10-28 px, regular and bold, has every dot and join in place', async () => {
    const actual = await satoriRender(WORDS);
    expect(mismatches(actual, expected, WORDS)).toEqual([]);
  }, 60_000);

  it('the check catches a regression: unjoined letters are reported', async () => {
    // Isolated presentation forms are what a renderer without shaping would draw.
    const unjoined = WORDS.map((w) =>
      Array.from(w, (ch) => String.fromCodePoint(isolatedForm(ch.codePointAt(0) ?? 0))).join(''),
    );
    const broken = await satoriRender(unjoined);
    expect(mismatches(broken, expected, WORDS).length).toBeGreaterThan(WORDS.length);
  }, 60_000);

  it('the check catches a lost dot: taa marbuta drawn without its two dots is reported in every size and weight', async () => {
    const dotless = WORDS.map((w) => w.replaceAll('ة', 'ه'));
    const problems = mismatches(await satoriRender(dotless), expected, WORDS);
    const withTaaMarbuta = WORDS.filter((w) => w.includes('ة')).length;
    expect(problems.filter((p) => p.includes('ة')).length).toBe(
      withTaaMarbuta * SIZES.length * WEIGHTS.length,
    );
  }, 60_000);
});

function isolatedForm(code: number): number {
  return ARABIC_FORMS.get(code)?.[0] ?? code;
}
