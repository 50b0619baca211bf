import { describe, expect, it } from 'vitest';
import { CV_FIXTURES, CV_LAYOUTS } from '@placement/cv-templates';
import type { CvTemplateName } from '@placement/domain';
import { embassyListPages, EMBASSY_LIST_ROWS_PER_PAGE } from '@placement/documents';
import { renderDocument, type DocumentPageInput } from '../src';
import { decodeCodes, pdfText, qpdfCheck } from './support/tools';
import { cvTemplatePages } from './support/cvTemplatePages';
import { embassyListEmployees } from './support/embassyListEmployees';
import { comparePictures, decodePng, pdfPagePicture, pdfPagePng } from './support/pixels';

const employee = CV_FIXTURES.typical;
const names = Object.keys(CV_LAYOUTS) as CvTemplateName[];

/**
 * Tolerances for poppler's drawing of the vector page against resvg's PNG of the same SVG at the same size: edges
 * are anti-aliased differently (and glyphs hinted differently), so single pixels differ; geometry and colour must
 * not, so at most 1.5% of 2x2 blocks may change by more than 48 levels and the mean difference stays under 3 levels.
 * A page of another template, or the same page with one box missing, goes far past both (tested below).
 */
const MAX_CHANGED = 0.015;
const MAX_MEAN = 3;

async function expectVectorLikePng(pages: DocumentPageInput[]) {
  const out = await renderDocument(pages, { png: true, pdf: true });
  const pdf = out.pdf as Buffer;
  expect(out.pdfFallbacks).toEqual([]);
  expect(qpdfCheck(pdf).ok).toBe(true);
  const differences = out.pngs.map((png, i) => {
    const expected = decodePng(png);
    return comparePictures(pdfPagePicture(pdf, i + 1, expected.width, expected.height), expected);
  });
  for (const difference of differences) {
    expect(difference.changed).toBeLessThan(MAX_CHANGED);
    expect(difference.mean).toBeLessThan(MAX_MEAN);
  }
  return pdf;
}

describe('vector PDF pages look like the PNG of the same page', () => {
  it.each(names)(
    '%s, English',
    async (name) => {
      const pdf = await expectVectorLikePng(cvTemplatePages(name, 'en'));
      const text = pdfText(pdf).toUpperCase();
      expect(text).toContain(employee.passportNumber);
      expect(text).toContain((employee.givenName ?? '').toUpperCase());
    },
    120_000,
  );

  // Arabic: the basic layout (as the template test), the hexagon photo clip (oxagon) and the photo fade (maleda).
  it.each(['basic', 'oxagon', 'maleda'] as const)(
    '%s, Arabic',
    async (name) => {
      await expectVectorLikePng(cvTemplatePages(name, 'ar'));
    },
    120_000,
  );

  it('the comparison fails for a different page, and for the same page with a box left out', async () => {
    const [basic] = cvTemplatePages('basic', 'en');
    const [other] = cvTemplatePages('oxagon', 'en');
    const out = await renderDocument([basic as DocumentPageInput, other as DocumentPageInput], { png: true });
    const a = decodePng(out.pngs[0] as Buffer);
    const b = decodePng(out.pngs[1] as Buffer);
    expect(comparePictures(a, b).changed).toBeGreaterThan(MAX_CHANGED * 3);
    const holed = { ...a, data: Buffer.from(a.data) };
    // A 60 x 40 px box painted white: a label or a barcode the PDF would have lost.
    for (let y = 300; y < 340; y++) holed.data.fill(255, (y * a.width + 200) * 4, (y * a.width + 260) * 4);
    const difference = comparePictures(holed, a);
    expect(difference.changed * a.width * a.height).toBeGreaterThan(100);
  }, 60_000);
});

describe('embassy list as a vector PDF', () => {
  const rows = embassyListEmployees(EMBASSY_LIST_ROWS_PER_PAGE + 3);

  it('has no raster fallback, matches the PNG, keeps its text and its barcodes decode at 300 dpi', async () => {
    const pages = embassyListPages(rows, { agencyName: 'Addis Bright Future Agency', date: '2026-06-01' });
    const pdf = await expectVectorLikePng(pages);
    const text = pdfText(pdf);
    for (const row of rows) {
      expect(text).toContain(row.passportNumber);
      expect(text).toContain(`${row.givenName} ${row.surName}`.toUpperCase());
    }
    const codes = decodeCodes(pdfPagePng(pdf, 1, 300)).sort();
    expect(codes).toEqual(
      rows
        .slice(0, EMBASSY_LIST_ROWS_PER_PAGE)
        .map((row) => `CODE-128:${row.embassyProcess?.enjazNumber ?? ''}`)
        .sort(),
    );
  }, 120_000);
});
