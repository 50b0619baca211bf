import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from '@placement/satori';
import { CV_FONT_FAMILIES } from '@placement/cv-templates';
import { describe, expect, it } from 'vitest';
import { renderDocument, renderFonts, svgToPng } from '../src';
import { decodePng, type Picture } from './support/pixels';

const require = createRequire(import.meta.url);
const FONT_SIZE = 60;
const NAMES = ['SARA ALI MOHAMMED', 'FATIMA ALI', 'HANA AMAN'];

/** The widths of the blank column runs between a picture's first and last ink, left to right. */
function inkGaps(picture: Picture): number[] {
  const inked = Array.from({ length: picture.width }, (_, x) => {
    for (let y = 0; y < picture.height; y++) {
      const at = (y * picture.width + x) * 4;
      if ((picture.data[at] ?? 255) < 128) return true;
    }
    return false;
  });
  const first = inked.indexOf(true);
  const last = inked.lastIndexOf(true);
  const gaps: number[] = [];
  let run = 0;
  for (let x = first; x <= last; x++) {
    if (inked[x]) {
      if (run > 0) gaps.push(run);
      run = 0;
    } else run++;
  }
  return gaps;
}

/** The word spaces of a drawn line: the gaps wider than any gap between two letters of a word. */
function wordSpaces(picture: Picture): number[] {
  return inkGaps(picture).filter((gap) => gap > FONT_SIZE * 0.22);
}

function line(text: string, fontFamily: string) {
  return (
    <div
      style={{
        display: 'flex',
        width: 1200,
        height: 100,
        backgroundColor: '#ffffff',
        fontFamily,
        fontSize: FONT_SIZE,
        fontWeight: 700,
        padding: 10,
      }}
    >
      {text}
    </div>
  );
}

// An Arabic CV names its faces Arabic first; a Latin name in it was drawn "SARAALI MOHAMMED" (issue 35).
const ARABIC_CV_FAMILIES = [
  CV_FONT_FAMILIES.arabic,
  CV_FONT_FAMILIES.arabicFallback,
  CV_FONT_FAMILIES.latin,
  CV_FONT_FAMILIES.ethiopic,
]
  .map((family) => `'${family}'`)
  .join(', ');

describe('a Latin name on an Arabic CV keeps the space between its words', () => {
  it.each(NAMES)(
    '%s, as printed',
    async (name) => {
      const out = await renderDocument(
        [
          {
            element: line(name, ARABIC_CV_FAMILIES),
            page: { width: 1200, height: 100, paper: 'A4' as const },
          },
        ],
        {
          png: true,
        },
      );
      const spaces = wordSpaces(decodePng(out.pngs[0] as Buffer));
      expect(spaces).toHaveLength(name.split(' ').length - 1);
    },
    60_000,
  );

  it('satori draws a word whose letters come from two fonts where it measured it', async () => {
    // Cairo's Arabic subset, given without its range, holds a Latin "A": "SARA" is then measured with Cairo's A and
    // Noto Sans' S and R. Drawn in the font of its first letter, it ran into the next word.
    const cairo = readFileSync(require.resolve('@fontsource/cairo/files/cairo-arabic-700-normal.woff'));
    const fonts = [
      { name: 'Cairo', data: cairo, weight: 700 as const, style: 'normal' as const },
      ...renderFonts().filter((font) => font.name === 'Noto Sans'),
    ];
    const svg = await satori(line('SARA ALI', "'Cairo', 'Noto Sans'"), { width: 1200, height: 100, fonts });
    const spaces = wordSpaces(decodePng(await svgToPng(svg)));
    expect(spaces).toHaveLength(1);
  }, 60_000);
});
