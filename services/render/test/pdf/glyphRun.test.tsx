import { describe, expect, it } from 'vitest';
import { pageForPaper } from '@placement/documents';
import { renderSvg } from '../../src/pipeline/renderSvg';
import { pdfText, qpdfCheck } from '../support/tools';
import { glyphOutlineContent, glyphRun } from '../../src/pdf/glyphRun';
import { printPdfWriter } from '../../src/pipeline/printPdfWriter';
import { PRINT_SCALE } from '../../src/pipeline/printScale';

describe('glyphRun', () => {
  it('reads a text path as glyphs: where each starts, and its outline relative to that point', () => {
    expect(glyphRun('M10.25 20q1 -2 3 4l0.5 0zm1 1l2 2z M30 -4.5l1 1z')).toEqual([
      { x: 10.25, y: 20, outline: 'q1 -2 3 4l0.5 0zm1 1l2 2z' },
      { x: 30, y: -4.5, outline: 'l1 1z' },
    ]);
  });

  it('leaves every other path to be drawn as path data', () => {
    expect(glyphRun('M36,278 A0,0 0 0 1 36,278 h330')).toBeUndefined();
    expect(glyphRun('M1 2L3 4Z')).toBeUndefined();
    expect(glyphRun('M1 2l3 4zL5 6')).toBeUndefined();
    expect(glyphRun('m1 2l3 4z')).toBeUndefined();
    expect(glyphRun('')).toBeUndefined();
  });

  it('writes an outline from (0, 0) as a filled path, with the box of its points', () => {
    const { ops, bbox } = glyphOutlineContent('l10 0l0 -5l-10 0z');
    expect(ops.split('\n').filter((op) => op !== '')).toEqual([
      '0 0 m',
      '10 0 l',
      '10 -5 l',
      '0 -5 l',
      'h',
      'f',
    ]);
    expect(bbox).toEqual([-1, -6, 11, 1]);
  });
});

describe('a text page in the PDF', () => {
  it('draws each distinct glyph outline once, however often it recurs on however many pages', async () => {
    const page = pageForPaper('A4', 72);
    const line = 'ABABAB EP4471298 ABABAB';
    const text = await renderSvg(
      <div style={{ display: 'flex', fontFamily: 'Noto Sans', fontSize: 20 }}>{line}</div>,
      page,
    );
    const writer = printPdfWriter({ printScale: PRINT_SCALE });
    writer.addSvgPage(page, text);
    writer.addSvgPage(page, text);
    const pdf = await writer.finish();
    expect(writer.fallbacks).toEqual([]);
    expect(qpdfCheck(pdf).ok).toBe(true);
    const distinct = new Set(line.replace(/ /gu, '')).size;
    // A glyph form is a form XObject with a bounding box and no transparency group of its own.
    const forms =
      pdf
        .toString('latin1')
        .match(/\/Subtype \/Form\n\/BBox \[[^\]]*\]\n\/Filter \/FlateDecode\n\/Length/gu) ?? [];
    expect(forms).toHaveLength(distinct);
    expect(pdfText(pdf)).toContain('EP4471298');
  });
});
