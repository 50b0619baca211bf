import { describe, expect, it } from 'vitest';
import { renderSvg, svgToPixels } from '../src';
import { grayFromRgba, inkComponents } from './support/inkComponents';

const SIZE = { width: 600, height: 80 };

async function ink(text: string): Promise<number> {
  const { svg } = await renderSvg(
    <div style={{ display: 'flex', fontFamily: 'Noto Sans Arabic', fontSize: 28, padding: 10 }}>{text}</div>,
    SIZE,
  );
  const raster = svgToPixels(svg);
  const gray = grayFromRgba(raster.pixels, raster.width, raster.height);
  return inkComponents(gray, { x: 0, y: 0, width: raster.width, height: raster.height }, 4).length;
}

/**
 * satori's font engine used to throw "lookupType: 5 - substFormat: 3 is not yet supported" on any text holding a
 * character whose Noto Sans Arabic substitution is contextual (format 3): the Arabic question mark, the percent
 * sign, tatweel and vowel marks. One such character in a remark failed the whole CV. The engine is patched to skip
 * a substitution it cannot apply (patches/@shuding__opentype.js@1.4.0-beta.0.patch).
 */
describe('Arabic signs that need contextual substitutions', () => {
  it.each([
    ['question mark', 'هل أنت جاهز؟', 'هل أنت جاهز'],
    ['percent sign', 'نسبة ٥٠٪', 'نسبة ٥٠'],
    ['vowel marks', 'كَتَبَ', 'كتب'],
  ])('%s renders and adds its own ink', async (_name, withSign, without) => {
    expect(await ink(withSign)).toBeGreaterThan(await ink(without));
  });

  it('tatweel lengthens the word without failing the render', async () => {
    const { svg } = await renderSvg(
      <div style={{ display: 'flex', fontFamily: 'Noto Sans Arabic', fontSize: 28 }}>مــرحبا</div>,
      SIZE,
    );
    expect(svg).toContain('<path');
  });
});
