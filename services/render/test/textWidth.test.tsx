import { describe, expect, it } from 'vitest';
import { renderSvg, visualText } from '../src';
import { textWidth, type TextFace } from '../src/text/textWidth';

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

  it('knows a space is wider in Amiri than in Cairo', () => {
    const face = { fontWeight: 400, fontSize: 100, letterSpacing: 0 };
    expect(textWidth(' ', { ...face, fontFamily: 'Amiri' })).toBeGreaterThan(
      textWidth(' ', { ...face, fontFamily: 'Cairo' }) + 5,
    );
  });
});
