import {
  CV_FIXTURE_TODAY,
  CV_FIXTURES,
  CV_PAGE_SIZE,
  CvTemplate,
  FIXTURE_AGENCY,
  cvPageNumbers,
  fixtureSettings,
} from '@placement/cv-templates';
import type { CvTemplateName } from '@placement/domain';
import { cvPage } from '@placement/documents';
import type { DocumentPageInput } from '../../src';

/** Every page of one CV layout for the typical fixture candidate, in English or Arabic. */
export function cvTemplatePages(name: CvTemplateName, lang: 'en' | 'ar'): DocumentPageInput[] {
  const settings = fixtureSettings(name, lang, 2);
  return cvPageNumbers(settings, CV_FIXTURES.typical).map((page) => ({
    element: (
      <CvTemplate
        employee={CV_FIXTURES.typical}
        agency={FIXTURE_AGENCY}
        settings={settings}
        today={CV_FIXTURE_TODAY}
        page={page}
      />
    ),
    page: cvPage(CV_PAGE_SIZE, page),
  }));
}
