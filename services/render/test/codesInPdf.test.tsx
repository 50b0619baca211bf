import { describe, expect, it } from 'vitest';
import { CV_LAYOUTS, FIXTURE_AGENCY } from '@placement/cv-templates';
import type { CvTemplateName } from '@placement/domain';
import {
  EMBASSY_LIST_ROWS_PER_PAGE,
  VISA_APPLICATION_CASES,
  embassyListPages,
  visaApplicationPages,
  type EmbassyListEmployee,
} from '@placement/documents';
import { renderDocument, type DocumentPageInput } from '../src';
import { cvTemplatePages } from './support/cvTemplatePages';
import { embassyListEmployees } from './support/embassyListEmployees';
import { printedPagesAndSvgs } from './support/printedCv';
import { qrCodeRegions } from './support/qrCodeRegions';
import { decodeCodes, pdfPagePng, pdfPagePngs, pdfPageRegionPng } from './support/tools';

const names = Object.keys(CV_LAYOUTS) as CvTemplateName[];

/** The longest values spec 02 §5 allows: an application number is 'E' and 10 digits, a visa number 10 digits. */
const LONGEST_APPLICATION = (i: number) => `E${String(9876543210 - i)}`;
const LONGEST_VISA = '9876543210';

// Common viewers draw a PDF page at 150-300 dpi; a code must scan from either, not just from our own PNG.
describe('codes scan from the PDF as viewers draw it', () => {
  // 150 dpi is the hard case (fewest pixels a module) and is checked on every layout; 300 dpi on the layout whose
  // code was reported (cadres) and one other. Only the code and what stands around it are drawn, as pdftoppm draws
  // them on the whole page: poppler's time goes with the pixels it draws (a whole CV page at 300 dpi takes it
  // seconds of CPU; the cadres page ~40 s while its rounded cards were soft masks).
  it.each(names.map((name) => [name, name === 'cadres' || name === 'basic' ? [150, 300] : [150]] as const))(
    '%s: the office QR code at %s dpi',
    async (name, resolutions) => {
      const [personal] = cvTemplatePages(name, 'en') as [DocumentPageInput];
      // The PDF page renderDocument prints, with its SVG to find the codes in.
      const { pdf, svgs } = await printedPagesAndSvgs([personal]);
      const regions = qrCodeRegions(svgs[0] ?? '');
      expect(regions.length, 'QR codes on the page').toBeGreaterThan(0);
      for (const dpi of resolutions) {
        const read = regions
          .flatMap((region) => decodeCodes(pdfPageRegionPng(pdf, dpi, 1, region)))
          .join('\n');
        expect(read, `${dpi} dpi`).toContain(`QR-Code:${FIXTURE_AGENCY.displayName}`);
        expect(read, `${dpi} dpi`).toContain(FIXTURE_AGENCY.address?.streetAddress ?? '');
      }
    },
    300_000,
  );

  it('the embassy list: a full page of the longest application numbers at 150 dpi', async () => {
    const rows: EmbassyListEmployee[] = embassyListEmployees(EMBASSY_LIST_ROWS_PER_PAGE).map((row, i) => ({
      ...row,
      embassyProcess: { enjazNumber: LONGEST_APPLICATION(i) },
    }));
    const pages = embassyListPages(rows, { agencyName: 'Addis Bright Future Agency', date: '2026-06-01' });
    const out = await renderDocument(pages, { pdf: true });
    const [page] = pdfPagePngs(out.pdf as Buffer, 150);
    expect(decodeCodes(page as Buffer).sort()).toEqual(
      rows.map((_, i) => `CODE-128:${LONGEST_APPLICATION(i)}`).sort(),
    );
  }, 120_000);

  it('the visa application: code128a visa and application numbers of the longest length at 150 dpi', async () => {
    const { employee, agency } = VISA_APPLICATION_CASES.twoBlockLayout;
    const longest = {
      ...employee,
      visa: { ...employee.visa, visaNumber: LONGEST_VISA },
      embassyProcess: { ...employee.embassyProcess, enjazNumber: LONGEST_APPLICATION(0) },
    };
    const out = await renderDocument(visaApplicationPages(longest, agency, []), { pdf: true });
    const application = pdfPagePng(out.pdf as Buffer, 150, 1);
    expect(
      decodeCodes(application as Buffer)
        .filter((code) => code.startsWith('CODE-128:'))
        .sort(),
    ).toEqual([`CODE-128:${LONGEST_APPLICATION(0)}`, `CODE-128:${LONGEST_VISA}`].sort());
  }, 120_000);
});
