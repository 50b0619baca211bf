import satori from '@placement/satori';
import { describe, expect, it } from 'vitest';
import { renderFonts } from '../../src/fonts/renderFonts';
import { svgToPixels } from '../../src/pipeline/renderPng';
import { removeNoOpMasks } from '../../src/pipeline/removeNoOpMasks';

describe('removeNoOpMasks', () => {
  it('drops the page-sized overflow mask and leaves every pixel as it was', async () => {
    const element = (
      <div
        style={{
          display: 'flex',
          width: 300,
          height: 200,
          background: '#fff',
          fontFamily: 'Noto Sans',
          overflow: 'hidden',
        }}
      >
        <div
          style={{ display: 'flex', overflow: 'hidden', width: 120, height: 40, border: '3px solid #007229' }}
        >
          Overflowing text that must stay clipped
        </div>
        <div style={{ display: 'flex', boxShadow: '5px 5px 5px rgba(0,0,0,0.3)', padding: 10 }}>
          EP4471298
        </div>
      </div>
    );
    const raw = await satori(element, { width: 300, height: 200, fonts: renderFonts() });
    const cleaned = removeNoOpMasks(raw, 300, 200);
    expect(raw.match(/mask="url\(#satori_om-id\)"/gu)?.length ?? 0).toBeGreaterThan(0);
    expect(cleaned).not.toContain('mask="url(#satori_om-id)"');
    expect(svgToPixels(cleaned).pixels.equals(svgToPixels(raw).pixels)).toBe(true);
  });

  it('keeps a mask that hides part of the page', () => {
    const svg =
      '<svg><mask id="m"><rect x="0" y="0" width="100" height="50" fill="#fff"/></mask><g mask="url(#m)"></g></svg>';
    expect(removeNoOpMasks(svg, 100, 100)).toBe(svg);
  });
});
