import { describe, expect, it } from 'vitest';
import {
  CV_FIXTURE_TODAY,
  CV_FIXTURES,
  CV_LAYOUTS,
  CV_PAGE_SIZE,
  CvTemplate,
  FIXTURE_AGENCY,
  fixtureSettings,
  type CvEmployee,
} from '@placement/cv-templates';
import type { CvTemplateName } from '@placement/domain';
import { cvPage } from '@placement/documents';
import { renderDocument, type DocumentPageInput } from '../src';
import { MARKERS, facePhoto, passportScan, pixelsOf, standPhoto } from './support/markerPhotos';
import { decodePng } from './support/pixels';
import { pdfText, qpdfCheck } from './support/tools';

const names = Object.keys(CV_LAYOUTS) as CvTemplateName[];

function pages(name: CvTemplateName, employee: CvEmployee): DocumentPageInput[] {
  const settings = fixtureSettings(name, 'en', 2);
  return ([1, 2] as const).map((page) => ({
    element: (
      <CvTemplate
        employee={employee}
        agency={FIXTURE_AGENCY}
        settings={settings}
        today={CV_FIXTURE_TODAY}
        page={page}
      />
    ),
    page: cvPage(CV_PAGE_SIZE, page),
  }));
}

describe('photos are fitted, never cropped', () => {
  const marked: CvEmployee = {
    ...CV_FIXTURES.typical,
    facePhoto: facePhoto(),
    standPhoto: standPhoto(),
    passportScan: passportScan(),
  };

  // At half size a band of 4-6% of a photo is still several pixels wide; a cropped edge leaves none.
  it.each(names)(
    '%s: the head and feet of a 2:3 full-length photo, the top of the face, both ends of a 1.42:1 scan',
    async (name) => {
      const out = await renderDocument(pages(name, marked), { png: true }, { pngScale: 0.5 });
      const personal = decodePng(out.pngs[0] as Buffer);
      const passport = decodePng(out.pngs[1] as Buffer);
      const shown = {
        head: pixelsOf(personal, MARKERS.head),
        feet: pixelsOf(personal, MARKERS.feet),
        scanLeft: pixelsOf(passport, MARKERS.scanLeft),
        scanRight: pixelsOf(passport, MARKERS.scanRight),
      };
      // Head: the face photo's band and the full-length photo's; feet: only the full-length photo's.
      expect(shown.head, 'head').toBeGreaterThan(200);
      expect(shown.feet, 'feet').toBeGreaterThan(100);
      expect(shown.scanLeft, 'left edge of the scan').toBeGreaterThan(500);
      // The two ends of the scan show alike: a scan shifted or cut on one side would not.
      expect(
        Math.abs(shown.scanLeft - shown.scanRight) / shown.scanLeft,
        'right edge of the scan',
      ).toBeLessThan(0.1);
    },
    60_000,
  );
});

describe('an employee without photos', () => {
  // The stand-in silhouette once reached the PDF writer with a NaN size, and the page fell back to a picture of
  // itself: five times larger and without a text layer.
  it.each(names)(
    '%s: both pages stay vectors with a searchable text layer',
    async (name) => {
      const employee = CV_FIXTURES.missingPhotos;
      const out = await renderDocument(pages(name, employee), { pdf: true });
      expect(out.pdfFallbacks).toEqual([]);
      const pdf = out.pdf as Buffer;
      expect(qpdfCheck(pdf).ok).toBe(true);
      const text = pdfText(pdf).toUpperCase();
      expect(text).toContain(employee.passportNumber);
      expect(text).toContain(`${employee.givenName} ${employee.surName}`.toUpperCase());
    },
    60_000,
  );
});
