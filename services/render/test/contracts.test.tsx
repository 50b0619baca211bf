import { describe, expect, it } from 'vitest';
import {
  CONTRACT_TRANSLATION_CASES,
  contractTranslationPages,
  KUWAIT_CONTRACT_CASES,
  kuwaitContractPages,
  PAPER,
} from '@placement/documents';
import { renderDocument } from '../src';
import { pdfPageSizes, pdfText, qpdfCheck } from './support/tools';

async function printed(pages: Parameters<typeof renderDocument>[0]) {
  const out = await renderDocument(pages, { png: true, pdf: true }, { printScale: 1 });
  expect(out.pdfFallbacks).toEqual([]);
  const pdf = out.pdf as Buffer;
  expect(qpdfCheck(pdf).ok).toBe(true);
  expect(out.pngs).toHaveLength(1);
  return { pdf, text: pdfText(pdf) };
}

describe('Amharic contract translation (_Contract.pdf)', () => {
  it('prints on one Letter page with the passport, the visa and contract numbers and the Gregorian date', async () => {
    const { employee, ...options } = CONTRACT_TRANSLATION_CASES.complete;
    const { pdf, text } = await printed(contractTranslationPages(employee, options));
    expect(pdfPageSizes(pdf)).toEqual([{ width: PAPER.Letter.width, height: PAPER.Letter.height }]);
    for (const value of ['EP6120458', '6012345678', 'C-2026-0412', '1023456789', '25-NOV-2026', '1,000'])
      expect(text).toContain(value);
    expect(text).toContain('Al Nakheel Recruitment Office');
  }, 60_000);

  it('falls back to the Latin names and to the first partner of the user company', async () => {
    const { employee, ...options } = CONTRACT_TRANSLATION_CASES.latinFallbacks;
    const { text } = await printed(contractTranslationPages(employee, options));
    for (const value of [
      'Saleh Abdullah Al Otaibi',
      'Riyadh',
      'Dawit Bekele Haile',
      'Addis Bright Future Agency',
    ])
      expect(text).toContain(value);
    expect(text).toContain('Riyadh Gate Recruitment');
  }, 60_000);

  it("prints 'Please fill all the required Data' on Letter paper when the contact person has no address", async () => {
    const { employee, ...options } = CONTRACT_TRANSLATION_CASES.missingContactPerson;
    const { pdf, text } = await printed(contractTranslationPages(employee, options));
    expect(pdfPageSizes(pdf)).toEqual([{ width: PAPER.Letter.width, height: PAPER.Letter.height }]);
    expect(text).toContain('Please fill all the required Data');
    expect(text).not.toContain('EP6120458');
  }, 60_000);
});

describe('trilingual Kuwait contract (_KuwaitContract.pdf)', () => {
  const A3 = { width: PAPER.A3.width, height: PAPER.A3.height };

  it('prints on one A3 page: Kuwait City when the visa names no city, the KWD salary, age from months', async () => {
    const { employee, ...options } = KUWAIT_CONTRACT_CASES.kuwaitCityDefault;
    const { pdf, text } = await printed(kuwaitContractPages(employee, options));
    expect(pdfPageSizes(pdf)).toEqual([A3]);
    for (const value of [
      'MERON TADESSE GEBREMEDHIN',
      'EP6120991',
      'FAHAD NASER AL MUTAIRI',
      'Kuwait City, Kuwait',
      '120 Kuwaiti dinars (KWD)',
      'no later than 10 days',
      '30 days',
      '4 copies',
      'Al Safwa Domestic Labour Office',
      'Addis Bright Future Agency',
      'Abebe Kebede',
    ])
      expect(text).toContain(value);
    // Born 25 March 1996, signed 25 November 2026: 368 months, 30 years.
    expect(text).toMatch(/Age[^\n]*\b30\b/u);
    // The sponsor id placeholder (ten 9s) is not printed as a civil id.
    expect(text).not.toContain('9999999999');
  }, 60_000);

  it('prints the named city, the salary and the default witness address', async () => {
    const { employee, ...options } = KUWAIT_CONTRACT_CASES.namedCityMaleWorker;
    const { text } = await printed(kuwaitContractPages(employee, options));
    expect(text).toContain('Hawalli, Kuwait');
    expect(text).not.toContain('Kuwait City');
    expect(text).toContain('150 Kuwaiti dinars');
    expect(text).toContain('287031501234');
    expect(text.match(/Addis Ababa/gu)?.length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it("prints 'Please fill all the required Data' on A3 when the visa has no address", async () => {
    const { employee, ...options } = KUWAIT_CONTRACT_CASES.missingVisaAddress;
    const { pdf, text } = await printed(kuwaitContractPages(employee, options));
    expect(pdfPageSizes(pdf)).toEqual([A3]);
    expect(text).toContain('Please fill all the required Data');
  }, 60_000);
});
