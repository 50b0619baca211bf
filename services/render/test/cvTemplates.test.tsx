import { describe, expect, it } from 'vitest';
import { CV_FIXTURES, CV_LAYOUTS, CV_PAGE_SIZE } from '@placement/cv-templates';
import type { CvTemplateName } from '@placement/domain';
import { cvPage } from '@placement/documents';
import { renderDocument } from '../src';
import { pdfPageSizes, pdfText, qpdfCheck } from './support/tools';
import { cvTemplatePages } from './support/cvTemplatePages';

const employee = CV_FIXTURES.typical;
const names = Object.keys(CV_LAYOUTS) as CvTemplateName[];

describe('every CV template renders to PNG and a searchable PDF', () => {
  it.each(names)(
    '%s',
    async (name) => {
      // Both pages for the first layout, the personal page for the rest; PNGs at half size keep the suite fast,
      // while layout, text layer and PDF structure are the same as at print size. PDF pages are vectors (no scale).
      const pages = name === names[0] ? cvTemplatePages(name, 'en') : cvTemplatePages(name, 'en').slice(0, 1);
      const out = await renderDocument(pages, { png: true, pdf: true }, { pngScale: 0.5 });
      expect(out.pdfFallbacks).toEqual([]);
      expect(out.pngs).toHaveLength(pages.length);
      for (const png of out.pngs) expect(png.subarray(1, 4).toString()).toBe('PNG');
      const pdf = out.pdf as Buffer;
      expect(qpdfCheck(pdf).ok).toBe(true);
      expect(pdfPageSizes(pdf)).toHaveLength(pages.length);
      const text = pdfText(pdf).toUpperCase();
      expect(text).toContain(employee.passportNumber);
      expect(text).toContain((employee.givenName ?? '').toUpperCase());
    },
    60_000,
  );

  it("an Arabic CV in the spec's mm placement keeps its Latin values searchable", async () => {
    const pages = cvTemplatePages('basic', 'ar').map((p, i) => ({
      ...p,
      page: cvPage(CV_PAGE_SIZE, i === 0 ? 1 : 2, 'spec-mm'),
    }));
    const out = await renderDocument(pages, { pdf: true });
    expect(out.pdfFallbacks).toEqual([]);
    const text = pdfText(out.pdf as Buffer);
    expect(text).toContain(employee.passportNumber);
    expect(qpdfCheck(out.pdf as Buffer).ok).toBe(true);
  }, 60_000);
});
