import { describe, expect, it } from 'vitest';
import {
  correctionLetterPages,
  letterPageSizes,
  LETTER_CLOSING_ROWS,
  LETTER_ROWS_FIRST_PAGE,
  LETTER_ROWS_NEXT_PAGE,
} from './CorrectionLetter';
import {
  LETTER_FIXTURE_AGENCY,
  LETTER_FIXTURE_OPTIONS,
  letterFixtureEmployees,
} from './correctionLetterFixtures';

describe('correction letter pages', () => {
  it('keeps a short letter on one page', () => {
    expect(letterPageSizes(1)).toEqual([1]);
    expect(letterPageSizes(LETTER_ROWS_FIRST_PAGE - LETTER_CLOSING_ROWS)).toHaveLength(1);
  });

  it('lists every employee once, never overfills a page, and signs beside at least one row', () => {
    for (const count of [1, 5, 6, 15, 16, 40, 43, 500]) {
      const sizes = letterPageSizes(count);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(count);
      sizes.forEach((size, page) => {
        const capacity = page === 0 ? LETTER_ROWS_FIRST_PAGE : LETTER_ROWS_NEXT_PAGE;
        const last = page === sizes.length - 1;
        expect(size).toBeLessThanOrEqual(last ? capacity - LETTER_CLOSING_ROWS : capacity);
        if (last) expect(size).toBeGreaterThan(0);
      });
    }
  });

  it('gives a long reason room on the first page', () => {
    const employees = letterFixtureEmployees(LETTER_ROWS_FIRST_PAGE);
    const short = correctionLetterPages(employees, {
      agency: LETTER_FIXTURE_AGENCY,
      letter: LETTER_FIXTURE_OPTIONS.issued,
    });
    const long = correctionLetterPages(employees, {
      agency: LETTER_FIXTURE_AGENCY,
      letter: { ...LETTER_FIXTURE_OPTIONS.issued, reason: 'ምክንያት '.repeat(50) },
    });
    const firstRows = (pages: typeof short) => pages[0]?.element.props.rows.length ?? 0;
    expect(firstRows(long)).toBeLessThan(firstRows(short));
  });
});
