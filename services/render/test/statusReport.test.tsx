import { describe, expect, it } from 'vitest';
import {
  FIXTURE_EMPLOYMENT_AGENCY,
  PAPER,
  STATUS_REPORT_FIXTURE_OPTIONS,
  statusReportFixtureEmployees,
  statusReportPages,
  statusReportPageSizes,
} from '@placement/documents';
import { renderDocument } from '../src';
import { pdfPageSizes, pdfText, qpdfCheck } from './support/tools';

describe('Amharic status report', () => {
  it('lists every employee once across pages and keeps room for the closing', () => {
    for (const count of [0, 1, 8, 9, 45, 500]) {
      const sizes = statusReportPageSizes(count);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(count);
    }
    expect(statusReportPageSizes(45).length).toBeGreaterThan(1);
  });

  it('prints as searchable A4 pages with the letter number, the dates and every passport in order', async () => {
    const employees = statusReportFixtureEmployees(20);
    const pages = statusReportPages(employees, {
      agency: FIXTURE_EMPLOYMENT_AGENCY,
      report: STATUS_REPORT_FIXTURE_OPTIONS,
    });
    const out = await renderDocument(pages, { png: true, pdf: true }, { printScale: 1 });
    expect(out.pdfFallbacks).toEqual([]);
    const pdf = out.pdf as Buffer;
    expect(qpdfCheck(pdf).ok).toBe(true);
    expect(pdfPageSizes(pdf)).toEqual(pages.map(() => ({ width: PAPER.A4.width, height: PAPER.A4.height })));
    const text = pdfText(pdf);
    for (const value of [
      'ABF/0520/2026',
      '25-NOV-2026',
      '01-NOV-2026',
      '24-NOV-2026',
      'Addis Bright Future Agency',
    ])
      expect(text).toContain(value);
    const positions = employees.map((e) => text.indexOf(e.passportNumber as string));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Fallbacks: no Amharic name -> the Latin name; a 4-character phone and a 3-character labour id -> '-'.
    expect(text).toContain('Meron Tadesse Gebremedhin');
    expect(text).not.toContain('0911');
    expect(text).not.toContain('LB1 ');
    expect(text).toContain('LB-770100');
  }, 60_000);
});
