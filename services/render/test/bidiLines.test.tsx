import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CSSProperties } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasRightToLeft, renderSvg, svgToPixels, textRuns, visualText } from '../src';
import { launchChromium } from './support/chromium';

// An English CV's remark typed in Arabic, and one typed half in English, half in Arabic (issue 35).
const ARABIC =
  'تعمل بجد وأمانة وتعتني بالأطفال وكبار السن وتطبخ الطعام العربي والإثيوبي وتحافظ على نظافة المنزل وترتيبه';
const MIXED =
  'Hard working and honest, cares for children and elderly people. تطبخ الطعام العربي والإثيوبي جيدا';
const FONT_FAMILY = "'Noto Sans', 'Noto Sans Arabic'";
const FONT_SIZE = 14;
const PADDING = 6;
const PAGE = { width: 700, height: 300 };

function box(width: number, children: React.ReactNode, style: CSSProperties = {}) {
  return (
    <div style={{ display: 'flex', width: PAGE.width, height: PAGE.height, backgroundColor: '#fff' }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          direction: 'ltr',
          width,
          padding: PADDING,
          fontFamily: FONT_FAMILY,
          fontSize: FONT_SIZE,
          lineHeight: 1.3,
          ...style,
        }}
      >
        {children}
      </div>
    </div>
  );
}

/** Chromium's lines of the paragraph (dir="ltr"): each line's words, logical text, left to right as drawn. */
async function chromiumLines(browser: Browser, text: string, width: number): Promise<string[][]> {
  const require = createRequire(import.meta.url);
  const woff = (pkg: string, subset: string) =>
    readFileSync(require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-400-normal.woff`)).toString(
      'base64',
    );
  const page = await browser.newPage({ viewport: PAGE });
  const faces =
    `@font-face{font-family:'Noto Sans Arabic';src:url(data:font/woff;base64,${woff('noto-sans-arabic', 'arabic')})}` +
    `@font-face{font-family:'Noto Sans';src:url(data:font/woff;base64,${woff('noto-sans', 'latin')})}`;
  await page.setContent(
    `<html><head><style>${faces}body{margin:0}</style></head><body>` +
      `<div id="p" dir="ltr" style="box-sizing:border-box;width:${width}px;padding:${PADDING}px;` +
      `font:${FONT_SIZE}px/1.3 ${FONT_FAMILY}">${text}</div></body></html>`,
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const words = await page.evaluate(() => {
    const node = document.getElementById('p')?.firstChild as Text;
    return [...(node.textContent ?? '').matchAll(/\S+/gu)].map((match) => {
      const range = document.createRange();
      range.setStart(node, match.index ?? 0);
      range.setEnd(node, (match.index ?? 0) + match[0].length);
      const rect = range.getBoundingClientRect();
      return { text: match[0], left: rect.left, top: rect.top };
    });
  });
  await page.close();
  const tops = [...new Set(words.map((w) => Math.round(w.top)))].sort((a, b) => a - b);
  return tops.map((top) =>
    words
      .filter((w) => Math.round(w.top) === top)
      .sort((a, b) => a.left - b.left)
      .map((w) => w.text),
  );
}

/** Chromium's lines in reading order (each line's words as typed), to draw them one line per element. */
function readingLines(text: string, lines: string[][]): string[] {
  const words = text.split(' ');
  const out: string[] = [];
  let at = 0;
  for (const line of lines) {
    out.push(words.slice(at, at + line.length).join(' '));
    at += line.length;
  }
  return out;
}

function differingPixels(a: string, b: string): number {
  const one = svgToPixels(a, { scale: 2 });
  const two = svgToPixels(b, { scale: 2 });
  let differing = 0;
  for (let i = 0; i < one.pixels.length; i += 4)
    if (Math.abs((one.pixels[i] ?? 0) - (two.pixels[i] ?? 0)) > 64) differing++;
  return differing;
}

/** The PDF text layer's words by line, left to right, each as typed (an Arabic word is kept reversed there). */
function hiddenLines(runs: { text: string; x: number; y: number }[]): string[][] {
  const tops = [...new Set(runs.map((r) => Math.round(r.y)))].sort((a, b) => a - b);
  return tops.map((top) =>
    runs
      .filter((r) => Math.round(r.y) === top)
      .sort((a, b) => a.x - b.x)
      .map((r) => (hasRightToLeft(r.text) ? Array.from(r.text).reverse().join('') : r.text)),
  );
}

describe('a left-to-right paragraph holding Arabic words, wrapped', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['an Arabic remark', 220, ARABIC],
    ['an Arabic remark', 330, ARABIC],
    ['an English and Arabic remark', 260, MIXED],
    ['an English and Arabic remark', 420, MIXED],
  ])(
    '%s at %d px: the lines Chromium draws, top to bottom, each in its own order',
    async (_, width, text) => {
      const lines = await chromiumLines(browser, text, width);
      expect(lines.length).toBeGreaterThan(1);
      const wrapped = await renderSvg(box(width, text), PAGE);
      // The same lines drawn one element each, in reading order: what the wrapped paragraph must look like.
      const asLines = await renderSvg(
        box(
          width,
          readingLines(text, lines).map((line, i) => (
            <div key={i} style={{ whiteSpace: 'nowrap' }}>
              {line}
            </div>
          )),
        ),
        PAGE,
      );
      expect(differingPixels(wrapped.svg, asLines.svg)).toBeLessThan(40);
      // The hidden words over them: the same words on the same lines, in the same left-to-right order.
      expect(hiddenLines(textRuns(wrapped.texts))).toEqual(lines);
    },
    60_000,
  );

  it('keeps the first Arabic word of a mixed remark on the line of the English before it', async () => {
    // A width where Chromium's first line ends one Arabic word into the remark's Arabic half.
    let width = 0;
    let lines: string[][] = [];
    for (width = 400; width <= 560; width += 10) {
      lines = await chromiumLines(browser, MIXED, width);
      if (lines[0]?.includes('تطبخ') && !lines[0].includes('الطعام')) break;
    }
    expect(lines[0]).toContain('تطبخ');
    const { svg, texts } = await renderSvg(box(width, MIXED), PAGE);
    expect(hiddenLines(textRuns(texts))).toEqual(lines);
    const asLines = await renderSvg(
      box(
        width,
        readingLines(MIXED, lines).map((line, i) => (
          <div key={i} style={{ whiteSpace: 'nowrap' }}>
            {line}
          </div>
        )),
      ),
      PAGE,
    );
    expect(differingPixels(svg, asLines.svg)).toBeLessThan(40);
  }, 60_000);

  it('leaves a justified paragraph as one string in drawing order, which satori spreads itself', async () => {
    const { texts } = await renderSvg(box(220, ARABIC, { textAlign: 'justify' }), PAGE);
    expect(texts.map((node) => node.textContent)).toEqual([visualText(ARABIC, 'ltr')]);
  }, 60_000);
});
