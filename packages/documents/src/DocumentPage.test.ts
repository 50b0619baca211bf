import { describe, expect, it } from 'vitest';
import { cvPage, DOCUMENT_PAPER, pageForPaper } from './DocumentPage';
import { mm, PAPER } from './paperSizes';

describe('document pages', () => {
  it('lays a page out at 150 px per inch of its paper', () => {
    expect(pageForPaper('A4')).toEqual({ width: 1240, height: 1754, paper: 'A4' });
    expect(pageForPaper('Letter')).toEqual({ width: 1275, height: 1650, paper: 'Letter' });
    expect(pageForPaper('A3')).toEqual({ width: 1754, height: 2480, paper: 'A3' });
  });

  it('uses the paper the spec names for each document', () => {
    expect(DOCUMENT_PAPER.application).toBe('A4');
    expect(DOCUMENT_PAPER.translation).toBe('Letter');
    expect(DOCUMENT_PAPER.kuwaitContract).toBe('A3');
    expect(PAPER.A4.width).toBeCloseTo(mm(210), 1);
    expect(PAPER.A3.height).toBeCloseTo(mm(420), 1);
  });

  it('places a CV image at x 4 mm, y 4 mm, 200 x 290 mm, and the passport page 190 mm high (spec reading)', () => {
    const size = { width: 1240, height: 1754 };
    expect(cvPage(size, 1).imageBox).toBeUndefined();
    const personal = cvPage(size, 1, 'spec-mm').imageBox;
    expect(personal?.x).toBeCloseTo(mm(4), 5);
    expect(personal?.y).toBeCloseTo(mm(4), 5);
    expect(personal?.width).toBeCloseTo(mm(200), 5);
    expect(personal?.height).toBeCloseTo(mm(290), 5);
    expect(cvPage(size, 2, 'spec-mm').imageBox?.height).toBeCloseTo(mm(190), 5);
  });
});
