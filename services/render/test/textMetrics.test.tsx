import { describe, expect, it } from 'vitest';
import { renderSvg, svgToPixels, visualText } from '../src';
import { textWidth, type TextFace } from '../src/text/textMetrics';

// Words in each script the render layer draws, as satori receives them (Arabic already joined and reversed).
const WORDS = ['التوظيف', 'فاطمة', 'EP1234567', 'Tigist', 'ትግስት', '2029/03/13', 'لا'].map((w) =>
  visualText(w),
);
const FACES: TextFace[] = [
  {
    fontFamily: "'Noto Sans Arabic', 'Cairo', 'Noto Sans', 'Noto Sans Ethiopic'",
    fontWeight: 400,
    fontSize: 13,
    letterSpacing: 0,
  },
  { fontFamily: "'Noto Sans Arabic', 'Noto Sans'", fontWeight: 700, fontSize: 17, letterSpacing: 0 },
  { fontFamily: "'Cairo', 'Noto Sans'", fontWeight: 400, fontSize: 11, letterSpacing: 0 },
  { fontFamily: "'Amiri', 'Noto Sans'", fontWeight: 700, fontSize: 22, letterSpacing: 0 },
  { fontFamily: "'Noto Sans', 'Noto Sans Arabic'", fontWeight: 400, fontSize: 14, letterSpacing: 0.5 },
];

describe('textWidth', () => {
  it.each(FACES)(
    'gives each word the width satori lays it out at, before satori rounds it up: %j',
    async (face) => {
      const { texts } = await renderSvg(
        <div style={{ display: 'flex', alignItems: 'flex-start', width: 1000, height: 60, ...face }}>
          {WORDS.map((word, i) => (
            <div key={i}>{word}</div>
          ))}
        </div>,
        { width: 1000, height: 60 },
      );
      expect(texts.map((node) => node.width)).toEqual(WORDS.map((word) => Math.ceil(textWidth(word, face))));
    },
  );

  // Its premise changed with the fonts' unicode ranges (the 'SARA ALI' fix): a subset without U+0020 no longer
  // supplies the space, as in a browser, so the space's font is the stack's Latin one. To be rewritten against
  // the font that now draws the space (session of 2026-12-07, left in the closing note).
  it.skip('knows a space is wider in Amiri than in Cairo', () => {
    const face = { fontWeight: 400, fontSize: 100, letterSpacing: 0 };
    expect(textWidth(' ', { ...face, fontFamily: 'Amiri' })).toBeGreaterThan(
      textWidth(' ', { ...face, fontFamily: 'Cairo' }) + 5,
    );
  });
});

describe('a passport number inside an Arabic line', () => {
  it.each([1.3, 'normal'] as const)(
    'stands on the same baseline as the Arabic words (line-height %s)',
    async (lineHeight) => {
      // An isolated alef sits on the baseline, as digits do; both are measured by the bottom of their ink.
      const { svg, texts } = await renderSvg(
        <div style={{ display: 'flex', width: 600, height: 120, backgroundColor: '#fff' }}>
          <div
            style={{
              display: 'flex',
              direction: 'rtl',
              fontFamily: "'Noto Sans Arabic', 'Noto Sans'",
              fontSize: 40,
              lineHeight,
            }}
          >
            {'ا رقم 1234567'}
          </div>
        </div>,
        { width: 600, height: 120 },
      );
      const raster = svgToPixels(svg, { scale: 1 });
      const inkBottom = (left: number, right: number) => {
        let bottom = -1;
        for (let y = 0; y < raster.height; y++)
          for (let x = Math.ceil(left); x < Math.floor(right); x++)
            if ((raster.pixels[(y * raster.width + x) * 4] ?? 255) < 128) bottom = y;
        return bottom;
      };
      const box = (text: string) => texts.find((node) => node.textContent === text);
      const alef = box(visualText('ا'));
      const digits = box('1234567');
      expect(alef && digits).toBeTruthy();
      const alefBottom = inkBottom(alef?.left ?? 0, (alef?.left ?? 0) + (alef?.width ?? 0));
      const digitsBottom = inkBottom(digits?.left ?? 0, (digits?.left ?? 0) + (digits?.width ?? 0));
      expect(Math.abs(alefBottom - digitsBottom)).toBeLessThanOrEqual(1);
    },
  );
});
