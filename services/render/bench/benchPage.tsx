import {
  CV_FIXTURE_TODAY,
  CV_FIXTURES,
  CV_LAYOUTS,
  CV_PAGE_SIZE,
  cvPageNumbers,
  CvTemplate,
  FIXTURE_AGENCY,
  fixtureSettings,
} from '@placement/cv-templates';
import type { CvLang, CvTemplateName } from '@placement/domain';
import { cvPage } from '@placement/documents';

/** Every CV template, in the order the templates package lists them. */
export const BENCH_TEMPLATES = Object.keys(CV_LAYOUTS) as CvTemplateName[];

/**
 * A CV as a user downloads it: the typical candidate (a new one for each `n`) in `template`, both pages (the
 * personal page, then the passport page). A PNG CV is its first page.
 */
export function benchCvPages(template: CvTemplateName = 'basic', lang: CvLang = 'en', n = 0) {
  const employee = { ...CV_FIXTURES.typical, givenName: `Tigist${n}`, passportNumber: `EP${4471298 + n}` };
  const settings = fixtureSettings(template, lang, 2);
  return cvPageNumbers(settings, employee).map((page) => ({
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

/** The basic CV's personal page with the typical candidate: the page of the batch and react-pdf comparisons. */
export function benchCv(lang: CvLang = 'en', n = 0) {
  return benchCvPages('basic', lang, n)[0]!;
}
