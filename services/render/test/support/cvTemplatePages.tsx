import { CV_FIXTURES, CV_PAGE_SIZE } from '@placement/cv-templates';
import type { CvTemplateName } from '@placement/domain';
import { cvPage } from '@placement/documents';
import type { DocumentPageInput } from '../../src';
import { cvPageElements } from './printedCv';

/** Every page of one CV layout for the typical fixture candidate, in English or Arabic. */
export function cvTemplatePages(name: CvTemplateName, lang: 'en' | 'ar'): DocumentPageInput[] {
  return cvPageElements(name, lang, CV_FIXTURES.typical).map(({ page, element }) => ({
    element,
    page: cvPage(CV_PAGE_SIZE, page),
  }));
}
