import { describe, expect, it } from 'vitest';
import { EMBASSY_LIST_ROWS_PER_PAGE, embassyListPages, type EmbassyListEmployee } from './EmbassyList';

const employee = (i: number, enjazNumber = `E${100000000 + i}`): EmbassyListEmployee => ({
  id: `e${i}`,
  givenName: `Given${i}`,
  passportNumber: `EP${i}`,
  visa: { visaNumber: '6000000000' },
  embassyProcess: { enjazNumber },
});

describe('embassy list pages', () => {
  it('splits 500 listed employees over pages of EMBASSY_LIST_ROWS_PER_PAGE, numbered across pages', () => {
    const pages = embassyListPages(
      Array.from({ length: 500 }, (_, i) => employee(i)),
      { agencyName: 'A', date: '2026-06-01' },
    );
    expect(pages).toHaveLength(Math.ceil(500 / EMBASSY_LIST_ROWS_PER_PAGE));
    const last = pages.at(-1)?.element.props as { firstNumber: number; rows: unknown[]; pageCount: number };
    expect(last.firstNumber).toBe((pages.length - 1) * EMBASSY_LIST_ROWS_PER_PAGE + 1);
    expect(last.rows).toHaveLength(500 - (pages.length - 1) * EMBASSY_LIST_ROWS_PER_PAGE);
    expect(last.pageCount).toBe(pages.length);
  });

  it('leaves out an application number of 8 characters and keeps one of 9', () => {
    const pages = embassyListPages([employee(1, 'E1234567'), employee(2, 'E12345678')], {
      agencyName: 'A',
      date: '2026-06-01',
    });
    const rows = (pages[0]?.element.props as { rows: EmbassyListEmployee[] }).rows;
    expect(rows.map((r) => r.id)).toEqual(['e2']);
  });

  it('prints one empty page when nobody qualifies', () => {
    const pages = embassyListPages([employee(1, '')], { agencyName: 'A', date: '2026-06-01' });
    expect(pages).toHaveLength(1);
    expect((pages[0]?.element.props as { rows: unknown[] }).rows).toEqual([]);
  });
});
