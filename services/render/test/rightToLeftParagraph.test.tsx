import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CSSProperties } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { SatoriNode } from '@placement/satori';
import { renderSvg, svgToPixels, textRuns, visualText } from '../src';
import { launchChromium } from './support/chromium';

// A worker's remarks, long enough to wrap in a CV cell: Arabic with a passport number inside.
const REMARKS =
  'يتحدث العامل اللغة العربية بطلاقة ولديه خبرة خمس سنوات في رعاية الأطفال وكبار السن رقم الجواز EP1234567 صادر في أديس أبابا';
const FONT_FAMILY = "'Noto Sans Arabic', 'Noto Sans'";
const FONT_SIZE = 14;
const PADDING = 6;
const PAGE = { width: 700, height: 300 };

interface PlacedWord {
  text: string;
  left: number;
  right: number;
  top: number;
}

function textBox(text: string, width: number, style: CSSProperties = {}) {
  return (
    <div style={{ display: 'flex', width: PAGE.width, height: PAGE.height, backgroundColor: '#fff' }}>
      <div
        style={{
          display: 'flex',
          direction: 'rtl',
          width,
          padding: PADDING,
          fontFamily: FONT_FAMILY,
          fontSize: FONT_SIZE,
          lineHeight: 1.3,
          textAlign: 'right',
          ...style,
        }}
      >
        {text}
      </div>
    </div>
  );
}

/** The text nodes satori laid out, in document order, with where it put them. */
async function satoriWords(element: React.ReactNode): Promise<PlacedWord[]> {
  const { texts } = await renderSvg(element, PAGE);
  return texts.map((node: SatoriNode) => ({
    text: node.textContent ?? '',
    left: node.left,
    right: node.left + node.width,
    top: node.top,
  }));
}

/**
 * Line number of each word, counted from the top, by the word's top edge; a word within a third of a line of
 * the line's first word is on that line (a Latin word is nudged onto the Arabic baseline by a pixel or so).
 */
function lineNumbers(words: PlacedWord[]): number[] {
  const lineTops: number[] = [];
  for (const top of words.map((w) => w.top).sort((a, b) => a - b)) {
    const last = lineTops[lineTops.length - 1];
    if (last === undefined || top - last > FONT_SIZE / 3) lineTops.push(top);
  }
  return words.map((w) => lineTops.filter((top) => top <= w.top + FONT_SIZE / 3).length - 1);
}

/** What a reader of a right-to-left paragraph expects: each next word left of the last, or on a lower line. */
function readingOrderBreaks(words: PlacedWord[]): string[] {
  const lines = lineNumbers(words);
  const problems: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const sameLine = lines[i] === lines[i - 1];
    const nextLine = (lines[i] ?? 0) === (lines[i - 1] ?? 0) + 1;
    const leftOfLast = (words[i]?.right ?? 0) <= (words[i - 1]?.left ?? 0) + 0.5;
    if (!(sameLine && leftOfLast) && !nextLine)
      problems.push(`word ${i} (${words[i]?.text}) after ${words[i - 1]?.text}`);
  }
  return problems;
}

const require = createRequire(import.meta.url);
const woff = (pkg: string, subset: string) =>
  readFileSync(require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-400-normal.woff`)).toString(
    'base64',
  );

/** The same paragraph in Chromium with dir="rtl": each word's box, found through a DOM range over the text. */
async function chromiumWords(browser: Browser, text: string, width: number): Promise<PlacedWord[]> {
  const page = await browser.newPage({ viewport: PAGE });
  const faces =
    `@font-face{font-family:'Noto Sans Arabic';src:url(data:font/woff;base64,${woff('noto-sans-arabic', 'arabic')})}` +
    `@font-face{font-family:'Noto Sans';src:url(data:font/woff;base64,${woff('noto-sans', 'latin')})}`;
  await page.setContent(
    `<html><head><style>${faces}body{margin:0}</style></head><body>` +
      `<div id="p" dir="rtl" style="box-sizing:border-box;width:${width}px;padding:${PADDING}px;` +
      `font:${FONT_SIZE}px/1.3 ${FONT_FAMILY};text-align:right">${text}</div></body></html>`,
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const words = await page.evaluate(() => {
    const node = document.getElementById('p')?.firstChild as Text;
    const found: { text: string; left: number; right: number; top: number }[] = [];
    for (const match of (node.textContent ?? '').matchAll(/\S+/gu)) {
      const range = document.createRange();
      range.setStart(node, match.index ?? 0);
      range.setEnd(node, (match.index ?? 0) + match[0].length);
      const rect = range.getBoundingClientRect();
      found.push({ text: match[0], left: rect.left, right: rect.right, top: rect.top });
    }
    return found;
  });
  await page.close();
  return words;
}

describe('a right-to-left paragraph that wraps', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('starts on the top line at the right edge and ends on the bottom line, read right to left', async () => {
    const width = 220;
    const words = await satoriWords(textBox(REMARKS, width));
    expect(words.map((w) => w.text)).toEqual(REMARKS.split(' ').map((w) => visualText(w, 'rtl')));
    const lines = lineNumbers(words);
    expect(Math.max(...lines)).toBeGreaterThanOrEqual(3);
    expect(lines[0]).toBe(0);
    expect(lines[lines.length - 1]).toBe(Math.max(...lines));
    // The first word of the paragraph is flush with the box's right inner edge.
    expect(words[0]?.right).toBeCloseTo(width - PADDING, 0);
    expect(readingOrderBreaks(words)).toEqual([]);
  }, 60_000);

  it.each([180, 220, 300])(
    'breaks into the same lines as Chromium at %i px, line by line',
    async (width) => {
      const ours = await satoriWords(textBox(REMARKS, width));
      const chromium = await chromiumWords(browser, REMARKS, width);
      expect(readingOrderBreaks(chromium)).toEqual([]);
      const byLine = (words: PlacedWord[], texts: string[]) => {
        const lines = lineNumbers(words);
        const out: string[][] = [];
        texts.forEach((text, i) => (out[lines[i] ?? 0] ??= []).push(text));
        return out.map((line) => line.join(' '));
      };
      const logical = REMARKS.split(' ');
      expect(byLine(ours, logical)).toEqual(byLine(chromium, logical));
    },
    60_000,
  );

  it('centres or left-aligns its lines when the element says so', async () => {
    const width = 220;
    const inner = { left: PADDING, right: width - PADDING };
    for (const textAlign of ['center', 'left'] as const) {
      const words = await satoriWords(textBox(REMARKS, width, { textAlign }));
      const lines = lineNumbers(words);
      expect(readingOrderBreaks(words)).toEqual([]);
      for (let line = 0; line <= Math.max(...lines); line++) {
        const onLine = words.filter((_, i) => lines[i] === line);
        const left = Math.min(...onLine.map((w) => w.left));
        const right = Math.max(...onLine.map((w) => w.right));
        if (textAlign === 'left') expect(left).toBeCloseTo(inner.left, 0);
        // Centred lines sit in the middle, give or take the hanging space after the last word of a line.
        else expect(Math.abs((left + right) / 2 - width / 2)).toBeLessThanOrEqual(3);
      }
    }
  }, 60_000);

  it('keeps a passport number and a date in their own order on an Arabic line, as Chromium does', async () => {
    const line = 'رقم الجواز EP1234567 تاريخ الانتهاء 2029/03/13 الهاتف 0911 234 567';
    const ours = await satoriWords(textBox(line, 640));
    const chromium = await chromiumWords(browser, line, 640);
    const leftToRight = (words: PlacedWord[], texts: string[]) =>
      texts
        .map((text, i) => ({ text, left: words[i]?.left ?? 0 }))
        .sort((a, b) => a.left - b.left)
        .map((w) => w.text);
    const logical = line.split(' ');
    expect(leftToRight(ours, logical)).toEqual(leftToRight(chromium, logical));
    expect(ours.map((w) => w.text)).toContain('EP1234567');
    expect(ours.map((w) => w.text)).toContain('2029/03/13');
  }, 60_000);

  it('leaves the Latin values findable by the PDF text layer', async () => {
    const { texts } = await renderSvg(textBox(REMARKS, 180), PAGE);
    expect(textRuns(texts).map((run) => run.text)).toContain('EP1234567');
  }, 60_000);

  it('leaves English and Amharic paragraphs as one text that satori wraps itself', async () => {
    const english = 'Hard working, honest and good with elderly people and small children';
    const amharic = 'ትግስት አለሙ በቀለ በቤት ሥራ እና በልጆች እንክብካቤ የሁለት ዓመት ልምድ አላት';
    for (const text of [english, amharic]) {
      for (const direction of ['rtl', 'ltr'] as const) {
        const words = await satoriWords(
          textBox(text, 160, { direction, fontFamily: "'Noto Sans', 'Noto Sans Ethiopic'" }),
        );
        expect(words.map((w) => w.text)).toEqual([text]);
      }
    }
  }, 60_000);

  it('keeps a one-line Arabic label where the one-string drawing put it, within a pixel or two', async () => {
    const labels = ['رقم جواز السفر', 'الاسم الكامل (بالأمهرية)', 'يتحدث العامل اللغة العربية بطلاقة'];
    const inkEdges = (svg: string) => {
      const raster = svgToPixels(svg, { scale: 4 });
      const inked: number[] = [];
      for (let x = 0; x < raster.width; x++) {
        for (let y = 0; y < raster.height; y++) {
          if ((raster.pixels[(y * raster.width + x) * 4] ?? 255) < 128) {
            inked.push(x / 4);
            break;
          }
        }
      }
      return { left: Math.min(...inked), right: Math.max(...inked) };
    };
    for (const size of [10, 14, 18]) {
      for (const label of labels) {
        const style = { fontSize: size };
        const asWords = await renderSvg(textBox(label, 640, style), PAGE);
        // white-space: nowrap keeps the text one reordered string, as every text was drawn before.
        const asOneString = await renderSvg(textBox(label, 640, { ...style, whiteSpace: 'nowrap' }), PAGE);
        const a = inkEdges(asWords.svg);
        const b = inkEdges(asOneString.svg);
        expect(Math.abs(a.right - b.right), `${label} ${size}px right edge`).toBeLessThanOrEqual(2);
        expect(Math.abs(a.left - b.left), `${label} ${size}px left edge`).toBeLessThanOrEqual(2);
      }
    }
  }, 60_000);

  it('draws a remark with Arabic commas and semicolons instead of failing the render', async () => {
    const remark = 'أمينة، نشيطة؛ تجيد الطبخ';
    const words = await satoriWords(textBox(remark, 640));
    expect(words).toHaveLength(4);
    expect(words.map((w) => w.text).join(' ')).not.toMatch(/[\u060c\u061b]/u);
  }, 60_000);
});
