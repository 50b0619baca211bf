import { describe, expect, it } from 'vitest';
import {
  barcodeDataUrl,
  embassyListPages,
  EMBASSY_LIST_ROWS_PER_PAGE,
  pageForPaper,
  PAPER,
  qrDataUrl,
} from '@placement/documents';
import { renderDocument } from '../src';
import { decodeCodes, pdfPageSizes, pdfText, qpdfCheck } from './support/tools';
import { embassyListEmployees } from './support/embassyListEmployees';

describe('embassy list', () => {
  const list = [
    ...embassyListEmployees(30),
    // Not on the list: no visa; application number of 8 characters; no passport number.
    {
      id: 'novisa',
      givenName: 'Novisa',
      passportNumber: 'EP1',
      embassyProcess: { enjazNumber: 'E123456789' },
    },
    {
      id: 'short',
      givenName: 'Shortapp',
      passportNumber: 'EP2',
      visa: {},
      embassyProcess: { enjazNumber: 'E1234567' },
    },
    { id: 'nopass', givenName: 'Nopass', visa: {}, embassyProcess: { enjazNumber: 'E123456789' } },
  ];

  it('lists only employees with a visa, a passport number and an application number over 8 characters', () => {
    const pages = embassyListPages(list, { agencyName: 'Addis Bright', date: '2026-06-01' });
    expect(pages).toHaveLength(Math.ceil(30 / EMBASSY_LIST_ROWS_PER_PAGE));
  });

  it('prints as a searchable A4 PDF whose barcodes decode to the application numbers', async () => {
    const pages = embassyListPages(list, { agencyName: 'Addis Bright Future Agency', date: '2026-06-01' });
    const out = await renderDocument(pages, { png: true, pdf: true });
    expect(out.pdfFallbacks).toEqual([]);
    const pdf = out.pdf as Buffer;
    expect(qpdfCheck(pdf).ok).toBe(true);
    expect(pdfPageSizes(pdf)).toEqual([
      { width: 595.28, height: 841.89 },
      { width: 595.28, height: 841.89 },
    ]);
    const text = pdfText(pdf);
    for (const e of embassyListEmployees(30)) {
      expect(text).toContain(`${e.givenName} ${e.surName}`.toUpperCase());
      expect(text).toContain(e.passportNumber);
      expect(text).toContain(e.embassyProcess?.enjazNumber);
    }
    expect(text).toContain('01-JUN-2026');
    expect(text).not.toContain('NOVISA');
    expect(text).not.toContain('SHORTAPP');
    expect(text).not.toContain('NOPASS');
    const codes = decodeCodes(out.pngs[0] as Buffer).sort();
    const expected = embassyListEmployees(EMBASSY_LIST_ROWS_PER_PAGE)
      .map((e) => `CODE-128:${e.embassyProcess?.enjazNumber}`)
      .sort();
    expect(codes).toEqual(expected);
  }, 60_000);
});

describe('paper sizes, barcodes and QR codes', () => {
  function Sheet({ title }: { title: string }) {
    return (
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          width: '100%',
          height: '100%',
          padding: 40,
          background: '#fff',
          fontFamily: "'Noto Sans'",
          fontSize: 24,
        }}
      >
        <div style={{ display: 'flex' }}>{title}</div>
        <img src={barcodeDataUrl('E123456789', 'code128a', 10)} width={360} height={80} alt="" />
        <div style={{ display: 'flex', height: 40 }} />
        <img src={barcodeDataUrl('6012345678', 'code128', 10)} width={360} height={80} alt="" />
        <div style={{ display: 'flex', height: 40 }} />
        <img src={qrDataUrl('https://placement.example/cv/Ab3dE9', 2)} width={240} height={240} alt="" />
      </div>
    );
  }

  it.each([
    ['A4', PAPER.A4],
    ['Letter', PAPER.Letter],
    ['A3', PAPER.A3],
  ] as const)(
    '%s page: PDF at the paper size, codes decode in the PNG',
    async (paper, size) => {
      const page = pageForPaper(paper, 72);
      const out = await renderDocument([{ element: <Sheet title={`Paper ${paper}`} />, page }], {
        png: true,
        pdf: true,
      });
      const pdf = out.pdf as Buffer;
      expect(qpdfCheck(pdf).ok).toBe(true);
      const [actual] = pdfPageSizes(pdf);
      expect(actual?.width).toBeCloseTo(size.width, 1);
      expect(actual?.height).toBeCloseTo(size.height, 1);
      expect(pdfText(pdf)).toContain(`Paper ${paper}`);
      expect(decodeCodes(out.pngs[0] as Buffer).sort()).toEqual([
        'CODE-128:6012345678',
        'CODE-128:E123456789',
        'QR-Code:https://placement.example/cv/Ab3dE9',
      ]);
    },
    30_000,
  );
});
