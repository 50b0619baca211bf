import { describe, expect, it } from 'vitest';
import {
  CV_FIXTURE_TODAY,
  CV_FIXTURES,
  CV_LAYOUTS,
  CV_PAGE_SIZE,
  CvTemplate,
  FIXTURE_AGENCY,
  cvPageNumbers,
  fixtureSettings,
} from '@placement/cv-templates';
import type { CvTemplateName } from '@placement/domain';
import { drawnPastPage } from './support/drawnPastPage';

const names = Object.keys(CV_LAYOUTS) as CvTemplateName[];

// A long name wraps to two lines, a full skills grid with three jobs, a full form (five jobs, every skill, a
// 330-character remark, set smaller by fitContent) and the largest form (20 jobs, some with 64-character countries,
// a 500-character remark, continued on another page): none may push the office block, a phone or the QR code off
// the paper (the yebad print lost its address and QR code; six layouts cut the full form, issue 35).
describe('no CV template draws past its page', () => {
  it.each(names)(
    '%s, long name, many skills, full and largest forms, English and Arabic, every page',
    async (name) => {
      const lost: string[] = [];
      for (const fixture of ['longName', 'manySkills', 'fullForm', 'largest'] as const) {
        for (const lang of ['en', 'ar'] as const) {
          const settings = fixtureSettings(name, lang, 2);
          for (const page of cvPageNumbers(settings, CV_FIXTURES[fixture])) {
            const past = await drawnPastPage(
              <CvTemplate
                employee={CV_FIXTURES[fixture]}
                agency={FIXTURE_AGENCY}
                settings={settings}
                today={CV_FIXTURE_TODAY}
                page={page}
              />,
              CV_PAGE_SIZE,
            );
            for (const { what, box } of past)
              lost.push(`${fixture} ${lang} page ${page}: ${what} ends at ${Math.round(box.bottom)}`);
          }
        }
      }
      expect(lost).toEqual([]);
    },
    120_000,
  );
});
