import { describe, expect, it } from 'vitest';
import { CV_FIXTURES, fixtureSettings } from '../fixtures/cvFixtures';
import { cvFlow } from './cvFlow';
import { PAGE_ONE_REMARK_CHARS } from './cvPageRoom';
import { cvPageNumbers } from './cvPages';

const words = (text: string | null | undefined) => (text ?? '').split(/\s+/u).filter(Boolean);

describe('how a CV flows over its pages', () => {
  it('keeps a typical candidate on the personal page, as entered', () => {
    const { pages } = cvFlow(CV_FIXTURES.typical, fixtureSettings('basic', 'en', 2));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.employee.workExperience).toEqual(CV_FIXTURES.typical.workExperience);
    expect(pages[0]?.employee.education?.remarks).toBe(CV_FIXTURES.typical.education?.remarks);
    expect(pages[0]?.workContinues).toBe(false);
  });

  it.each(['en', 'ar'] as const)(
    'prints every work row once, in order, and every word of the remark (%s)',
    (lang) => {
      const employee = CV_FIXTURES.largest;
      const { pages } = cvFlow(employee, fixtureSettings('basic', lang, 2));
      expect(pages.length).toBeGreaterThan(1);
      expect(pages.flatMap((page) => page.employee.workExperience ?? [])).toEqual(employee.workExperience);
      // Each page but the last whose table goes on says so.
      const withRows = pages.filter((page) => page.showsWork);
      expect(withRows.map((page) => page.workContinues)).toEqual(
        withRows.map((_, i) => i < withRows.length - 1),
      );
      const note = lang === 'ar' ? 'يتبع في الصفحة التالية' : 'continued on the next page';
      const [first, ...rest] = pages;
      const firstRemark = first?.employee.education?.remarks ?? '';
      expect(firstRemark.length).toBeLessThanOrEqual(PAGE_ONE_REMARK_CHARS);
      expect(firstRemark.endsWith(`… (${note})`)).toBe(true);
      const printed = [
        ...words(firstRemark.slice(0, firstRemark.indexOf(' …'))),
        ...rest.flatMap((page) => words(page.employee.education?.remarks).filter((word) => word !== '…')),
      ];
      expect(printed).toEqual(words(employee.education?.remarks));
    },
  );

  it('keeps at least one row on the personal page, so its table never reads "first timer"', () => {
    const long = 'Kingdom of Saudi Arabia, Eastern Province, Dammam and Al Khobar';
    const employee = {
      ...CV_FIXTURES.typical,
      workExperience: Array.from({ length: 4 }, () => ({ country: long, profession: 'cook', years: 2 })),
    };
    const { pages } = cvFlow(employee, fixtureSettings('basic', 'en', 2));
    expect(pages[0]?.employee.workExperience?.length).toBeGreaterThanOrEqual(1);
    expect(pages[0]?.workContinues).toBe(true);
  });

  it('leaves a remark that fits whole, and empty form rows out', () => {
    const remark = 'A'.repeat(PAGE_ONE_REMARK_CHARS);
    const employee = {
      ...CV_FIXTURES.typical,
      education: { ...CV_FIXTURES.typical.education, remarks: remark },
      workExperience: [
        { country: 'kuwait', profession: 'cook', years: 2 },
        { country: '', profession: '' },
      ],
    };
    const { pages } = cvFlow(employee, fixtureSettings('basic', 'en', 2));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.employee.education?.remarks).toBe(remark);
    expect(pages[0]?.employee.workExperience).toHaveLength(1);
  });

  it('prints continuation pages even for a single-page template', () => {
    expect(cvPageNumbers(fixtureSettings('stars', 'en', 1), CV_FIXTURES.largest)).toEqual([1, 'more-1']);
  });
});
