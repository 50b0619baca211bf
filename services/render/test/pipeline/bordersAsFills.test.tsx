import satori from '@placement/satori';
import { describe, expect, it } from 'vitest';
import { CV_PAGE_SIZE } from '@placement/cv-templates';
import { renderFonts } from '../../src/fonts/renderFonts';
import { prepareElement } from '../../src/text/prepareElement';
import { bordersAsFills } from '../../src/pipeline/bordersAsFills';
import { removeNoOpClips } from '../../src/pipeline/removeNoOpClips';
import { cvTemplatePages } from '../support/cvTemplatePages';
import { worstSvgDifference as worstDifference } from '../support/pixels';

const STROKED_BORDER = /clip-path="url\(#satori_bc-[^)]+\)" fill="none"/gu;

/** satori's SVG as the border pass receives it in renderSvg: with the page-sized clips already gone. */
async function layOut(element: React.ReactNode, width: number, height: number): Promise<string> {
  const raw = await satori(prepareElement(element) as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: renderFonts(),
  });
  return removeNoOpClips(raw, width, height);
}

const box = (style: React.CSSProperties) => (
  <div style={{ display: 'flex', width: 300, height: 200, backgroundColor: '#fff', padding: 20 }}>
    <div style={{ display: 'flex', width: 180, height: 90, marginLeft: 13.5, marginTop: 7.25, ...style }} />
  </div>
);

describe('bordersAsFills', () => {
  it("draws every border of a CV page as fills and leaves the page's pixels as they were", async () => {
    const { width, height } = CV_PAGE_SIZE;
    const raw = await layOut(
      (cvTemplatePages('basic', 'en')[0] as { element: React.ReactNode }).element,
      width,
      height,
    );
    const filled = bordersAsFills(raw);
    const before = raw.match(STROKED_BORDER)?.length ?? 0;
    const after = filled.match(STROKED_BORDER)?.length ?? 0;
    expect(before).toBeGreaterThan(50);
    expect(after).toBeLessThan(before / 10);
    for (const scale of [1, 2]) expect(worstDifference(raw, filled, scale)).toBeLessThanOrEqual(1);
  }, 60_000);

  it.each([
    ['a translucent border all round, corners laid once', { border: '6px solid rgba(0, 114, 41, 0.35)' }],
    ['a bottom border on a fractional position', { borderBottom: '3px solid #007229' }],
    ['edges of different widths', { borderTop: '2px solid #333', borderLeft: '7px solid #c00' }],
  ])('%s: same pixels', async (_, style) => {
    const raw = await layOut(box(style), 300, 200);
    const filled = bordersAsFills(raw);
    expect(raw).toMatch(STROKED_BORDER);
    expect(filled).not.toMatch(STROKED_BORDER);
    for (const scale of [1, 2]) expect(worstDifference(raw, filled, scale)).toBeLessThanOrEqual(1);
  });

  it('leaves a border alone when it is not straight edges of a box: rounded, dashed', async () => {
    for (const style of [
      { border: '4px solid #007229', borderRadius: 12 },
      { border: '4px dashed #007229' },
    ]) {
      const raw = await layOut(box(style), 300, 200);
      expect(worstDifference(raw, bordersAsFills(raw), 1)).toBeLessThanOrEqual(1);
      expect(bordersAsFills(raw).match(/<path [^>]*stroke=/gu)?.length).toBe(
        raw.match(/<path [^>]*stroke=/gu)?.length,
      );
    }
  });
});
