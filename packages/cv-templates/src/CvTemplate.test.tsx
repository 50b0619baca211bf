import { CV_TEMPLATE_NAMES, FIRST_TIMER, label } from '@placement/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderCvSvg } from '../test/renderCv';
import type { CvEmployee } from './CvEmployee';
import { CvTemplate } from './CvTemplate';
import { cvPageNumbers } from './paging/cvPages';
import { CV_LAYOUTS, cvLayoutFor } from './cvLayouts';
import {
  CV_FIXTURES,
  CV_FIXTURE_TODAY,
  CV_STORY_STATES,
  FIXTURE_AGENCY,
  fixtureSettings,
} from './fixtures/cvFixtures';
import { CV_PAGE_SIZE } from './pageSize';

describe('every template in every story state through satori', () => {
  for (const name of CV_TEMPLATE_NAMES) {
    it(`${name}: every state renders pages of A4 size`, async () => {
      for (const state of CV_STORY_STATES) {
        const settings = fixtureSettings(name, state.cvLang, state.numberOfPages);
        for (const page of cvPageNumbers(settings, CV_FIXTURES[state.fixture])) {
          const svg = await renderCvSvg(
            <CvTemplate
              employee={CV_FIXTURES[state.fixture]}
              agency={FIXTURE_AGENCY}
              settings={settings}
              page={page}
              today={CV_FIXTURE_TODAY}
            />,
          );
          expect(
            svg.startsWith(`<svg width="${CV_PAGE_SIZE.width}" height="${CV_PAGE_SIZE.height}"`),
            `${state.story} page ${page}`,
          ).toBe(true);
        }
      }
    }, 60_000);
  }
});

describe('template registry', () => {
  it('has a layout for every template name of the spec', () => {
    expect(Object.keys(CV_LAYOUTS).sort()).toEqual([...CV_TEMPLATE_NAMES].sort());
  });

  it('gives the default layout for any other name', () => {
    expect(cvLayoutFor('fancy')).toBe(CV_LAYOUTS.default);
    expect(cvLayoutFor('')).toBe(CV_LAYOUTS.default);
    expect(cvLayoutFor(undefined)).toBe(CV_LAYOUTS.default);
    expect(cvLayoutFor(' Maleda ')).toBe(CV_LAYOUTS.maleda);
  });

  it('prints one page for single-page templates, else the personal page and the passport page', () => {
    expect(cvPageNumbers(fixtureSettings('basic', 'en', 1), CV_FIXTURES.typical)).toEqual([1]);
    expect(cvPageNumbers(fixtureSettings('basic', 'en', 2), CV_FIXTURES.typical)).toEqual([1, 2]);
  });

  it('prints a continuation page before the passport page when the personal page has no room, even single-page', () => {
    expect(cvPageNumbers(fixtureSettings('basic', 'en', 2), CV_FIXTURES.largest)).toEqual([1, 'more-1', 2]);
    expect(cvPageNumbers(fixtureSettings('basic', 'ar', 1), CV_FIXTURES.largest)).toEqual([1, 'more-1']);
  });
});

describe('continuation pages', () => {
  const page = (employee: CvEmployee, cvLang: 'en' | 'ar') =>
    renderToStaticMarkup(
      <CvTemplate
        employee={employee}
        agency={FIXTURE_AGENCY}
        settings={fixtureSettings('basic', cvLang, 2)}
        today={CV_FIXTURE_TODAY}
        page="more-1"
      />,
    );

  it('name the candidate and passport, in the CV language', () => {
    expect(page(CV_FIXTURES.largest, 'en')).toContain(
      'Hiwotemariam Gebremedhin Woldegiorgis Tesfamichael Haileselassie - EP4471298 (continued)',
    );
    expect(page(CV_FIXTURES.largest, 'ar')).toContain('(تتمة)');
  });

  it('on a hide-contact CV (no name, no passport number) only say that the page continues', () => {
    const hidden = { ...CV_FIXTURES.largest, givenName: null, surName: null, passportNumber: null };
    const html = page(hidden, 'en');
    expect(html).not.toContain('EP4471298');
    expect(html).not.toContain('Hiwotemariam');
    expect(html).toContain('>continued<');
  });
});

function markup(
  fixture: keyof typeof CV_FIXTURES | CvEmployee,
  cvLang: 'en' | 'ar',
  name: (typeof CV_TEMPLATE_NAMES)[number] = 'basic',
  depositAmount = '',
) {
  return renderToStaticMarkup(
    <CvTemplate
      employee={typeof fixture === 'string' ? CV_FIXTURES[fixture] : fixture}
      agency={{ ...FIXTURE_AGENCY, depositAmount }}
      settings={fixtureSettings(name, cvLang, 2)}
      today={CV_FIXTURE_TODAY}
    />,
  );
}

describe('what every layout shows', () => {
  it.each(CV_TEMPLATE_NAMES)('%s shows the display rules of spec 02 §2.3', (name) => {
    const typical = markup('typical', 'en', name);
    expect(typical).toContain('21-Sep-1998');
    expect(typical).toContain('Ethiopian');
    expect(typical).toContain('Saudi Arabia');
    expect(typical).toContain('Hard working, honest and good with elderly people');
    const none = markup('noExperience', 'en', name);
    expect(none).toContain(FIRST_TIMER.en);
    expect(none).toContain('Willing to learn');
    const arabic = markup('typical', 'ar', name);
    expect(arabic).toContain('٢١-سبتمبر-١٩٩٨');
    expect(arabic).toContain(label('nationality', 'ethiopian', 'ar'));
    expect(arabic).toContain('dir="rtl"');
  });

  it('shows weight and height as - when zero', () => {
    const html = markup('noExperience', 'en');
    expect(html).toMatch(/Weight<\/div><div[^>]*>-<\/div>/);
    expect(html).toMatch(/Height<\/div><div[^>]*>-<\/div>/);
  });

  it('reads height as medical insurance and weight as exchange rate for sudan companies', () => {
    const html = markup('typical', 'en', 'basic', 'sudan');
    expect(html).toMatch(/Medical Insurance<\/div><div[^>]*>158<\/div>/);
    expect(html).toMatch(/Exchange Rate<\/div><div[^>]*>54<\/div>/);
    expect(html).not.toContain('>Weight<');
  });

  it('prints the salary with its currency code in English and its name in Arabic', () => {
    expect(markup('typical', 'en')).toContain('1000 SAR');
    expect(markup('typical', 'ar')).toContain('١٠٠٠ ريال سعودي');
  });

  it('shows the age in whole years on the given day', () => {
    expect(markup('typical', 'en')).toMatch(/Age<\/div><div[^>]*>27<\/div>/);
  });

  it('shows the Amharic full name under its own label', () => {
    const english = markup('typical', 'en');
    expect(english).toMatch(/Full Name \(Amharic\)<\/div><div[^>]*>ትግስት አለሙ በቀለ<\/div>/);
    expect(english.split('>Full Name<').length - 1).toBe(1);
    expect(markup('typical', 'ar')).toMatch(/الاسم الكامل \(بالأمهرية\)<\/div><div[^>]*>ትግስት አለሙ በቀለ</);
  });

  it('shows every work-experience period the same way, stored as 2 or as two', () => {
    // The typical fixture has one row stored as 2 and one as 'two'.
    const english = markup('typical', 'en');
    expect(english.match(/>2 years</g)).toHaveLength(3); // both rows and the contract period
    expect(english).not.toMatch(/>Two</);
    expect(markup('typical', 'ar').match(/>سنتان</g)).toHaveLength(3);
  });

  it.each(CV_TEMPLATE_NAMES)(
    '%s: the Arabic CV of a male candidate calls him أعزب, مسيحي, إثيوبي; of a female one عزباء, مسيحية, إثيوبية',
    (name) => {
      const male = markup({ ...CV_FIXTURES.typical, sex: 'male' }, 'ar', name);
      const female = markup('typical', 'ar', name);
      // Not every layout prints marital status and religion; each one that does must agree with the sex.
      if (female.includes('عزباء')) expect(male).toContain('>أعزب<');
      if (female.includes('مسيحية')) expect(male).toMatch(/>مسيحي</);
      expect(male).not.toMatch(/عزباء|مسيحية|إثيوبية/);
      expect(female).not.toMatch(/>أعزب<|>مسيحي<|>إثيوبي</);
      expect(female).toContain('إثيوبية');
      expect(male).toContain('إثيوبي');
    },
  );

  it("a male candidate's Arabic CV says أعزب and عامل منزلي", () => {
    const male = markup({ ...CV_FIXTURES.typical, sex: 'male' }, 'ar');
    expect(male).toMatch(/>أعزب</);
    expect(male).toMatch(/>عامل منزلي</);
  });

  it('prints work experience stored as English words (United Arab Emirates, cook, caregiver) in Arabic', () => {
    const arabic = markup('manySkills', 'ar');
    expect(arabic).toContain('>الإمارات العربية المتحدة<');
    expect(arabic).toContain('>طباخة<');
    expect(arabic).toContain('>مقدمة رعاية<');
    expect(arabic).not.toMatch(/United Arab Emirates|>Cook<|Caregiver/i);
  });
});
