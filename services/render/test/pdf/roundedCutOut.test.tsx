import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../src';
import { roundedCutOutInside } from '../../src/pdf/SvgPdfWriter';
import type { SvgElement } from '../../src/pdf/svgTree';
import { comparePictures, decodePng, pdfPagePicture } from '../support/pixels';

const element = (name: string, attrs: Record<string, string>): SvgElement => ({ name, attrs, children: [] });
const white = element('rect', { x: '36', y: '162', width: '250', height: '260', fill: '#fff' });
/** The black stroke satori cuts out of a rounded card's overflow mask (cadres' photo card, border 4, radius 8). */
const stroke = (d: string, width = '4') =>
  element('path', { fill: 'none', stroke: '#000', 'stroke-width': width, d });
const CARD =
  'M36.343,162.343 A8,8 0 0 1 42,160 h238 a8,8 0 0 1 8,8 v248 a8,8 0 0 1 -8,8 h-238 a8,8 0 0 1 -8,-8 v-248 A8,8 0 0 1 36.343,162.343';

describe("a rounded box's cut-out is a clip", () => {
  it('is the box drawn in by half the stroke, its corners less round by as much', () => {
    expect(roundedCutOutInside(stroke(CARD), white)).toBe(
      'M42,162 L280,162 A6,6 0 0 1 286,168 L286,416 A6,6 0 0 1 280,422 L42,422 A6,6 0 0 1 36,416 L36,168 A6,6 0 0 1 42,162 Z',
    );
  });

  it('is not taken for any other stroke', () => {
    // A corner less round than half the stroke; part of the border only; a line across the box; another box.
    expect(roundedCutOutInside(stroke(CARD, '20'), white)).toBeUndefined();
    expect(roundedCutOutInside(stroke('M42,160 h238 a8,8 0 0 1 8,8 v248'), white)).toBeUndefined();
    expect(
      roundedCutOutInside(stroke(`${CARD.replace('h238', 'h100 v100 v-100 h138')}`), white),
    ).toBeUndefined();
    expect(
      roundedCutOutInside(stroke(CARD), { ...white, attrs: { ...white.attrs, x: '30' } }),
    ).toBeUndefined();
    expect(
      roundedCutOutInside({ ...stroke(CARD), attrs: { ...stroke(CARD).attrs, stroke: '#333' } }, white),
    ).toBeUndefined();
  });

  it('draws a rounded card with a border and content without soft masks, as the PNG shows it', async () => {
    const card = (
      <div style={{ display: 'flex', width: 400, height: 300, backgroundColor: '#fff', padding: 20 }}>
        <div
          style={{
            display: 'flex',
            width: 300,
            height: 200,
            border: '4px solid #2e7d32',
            borderRadius: 12,
            overflow: 'hidden',
            boxShadow: '0 2px 6px rgba(0,0,0,0.2)',
          }}
        >
          <div style={{ display: 'flex', width: 400, height: 80, backgroundColor: '#1565c0', fontSize: 24 }}>
            Card
          </div>
        </div>
      </div>
    );
    const page = { width: 400, height: 300, paper: 'A4' as const };
    const out = await renderDocument([{ element: card, page }], { png: true, pdf: true });
    const pdf = out.pdf as Buffer;
    expect(out.pdfFallbacks).toEqual([]);
    expect(pdf.toString('latin1')).not.toContain('/Luminosity');
    const expected = decodePng(out.pngs[0] as Buffer);
    const difference = comparePictures(pdfPagePicture(pdf, 1, expected.width, expected.height), expected);
    expect(difference.changed).toBeLessThan(0.015);
    expect(difference.mean).toBeLessThan(3);
  });
});
