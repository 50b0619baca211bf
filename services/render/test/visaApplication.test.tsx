import { describe, expect, it } from 'vitest';
import { PAPER, VISA_APPLICATION_CASES, visaApplicationPages } from '@placement/documents';
import { renderDocument } from '../src';
import { decodeCodes, pdfPagePngs, pdfPageSizes, pdfText, qpdfCheck } from './support/tools';

const A4 = { width: PAPER.A4.width, height: PAPER.A4.height };

describe('Saudi embassy visa application (_Enjaz.pdf)', () => {
  it.each(['twoBlockLayout', 'commissionLayout', 'withoutPhotoVisitVisa'] as const)(
    '%s: two searchable A4 pages, both barcodes and the QR code decode from the PNG and the PDF at 150 dpi',
    async (name) => {
      const fixture = VISA_APPLICATION_CASES[name];
      const { employee, agency } = fixture;
      const pages = visaApplicationPages(employee, agency, 'dependents' in fixture ? fixture.dependents : []);
      const out = await renderDocument(pages, { png: true, pdf: true }, { printScale: 1 });
      expect(out.pdfFallbacks).toEqual([]);
      const pdf = out.pdf as Buffer;
      expect(qpdfCheck(pdf).ok).toBe(true);
      expect(pdfPageSizes(pdf)).toEqual([A4, A4]);

      const visaNumber = employee.visa?.visaNumber as string;
      const applicationNumber = (employee.embassyProcess?.enjazNumber as string).trim();
      const text = pdfText(pdf);
      for (const value of [
        `${employee.givenName} ${employee.surName}`.toUpperCase(),
        employee.passportNumber as string,
        visaNumber,
        applicationNumber,
        (employee.visa?.fullName as string).toUpperCase(),
        agency.licenseNumber as string,
        'Consular Section',
        'Dependents on the same passport',
        'For official use only',
      ])
        expect(text).toContain(value);

      const codes = [`CODE-128:${visaNumber}`, `CODE-128:${applicationNumber}`].sort();
      const qr = `QR-Code:${agency.displayName}\nLicence No: ${agency.licenseNumber}`;
      const [applicationPng, dependentsPng] = out.pngs as [Buffer, Buffer];
      expect(decodeCodes(applicationPng).sort()).toEqual(codes);
      const [applicationAt150, dependentsAt150] = pdfPagePngs(pdf, 150) as [Buffer, Buffer];
      expect(decodeCodes(applicationAt150).sort()).toEqual(codes);
      // zbarimg prints a multi-line QR payload over several lines: compare the whole output.
      for (const png of [dependentsPng, dependentsAt150]) expect(decodeCodes(png).join('\n')).toContain(qr);
    },
    120_000,
  );

  it('has no pages without an application number (the page stays empty)', () => {
    const { employee, agency } = VISA_APPLICATION_CASES.withoutApplicationNumber;
    expect(visaApplicationPages(employee, agency)).toEqual([]);
  });
});
