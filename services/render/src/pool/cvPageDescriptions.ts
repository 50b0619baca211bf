import { cvPageNumbers, type CvAgency, type CvEmployee } from '@placement/cv-templates';
import type { CvTemplateSettings } from '@placement/domain';
import type { PageDescription } from './PageDescription';

/** The pages of one employee's CV: the personal page, then the passport page unless the template has one page. */
export function cvPageDescriptions(
  employee: CvEmployee,
  agency: CvAgency,
  settings: CvTemplateSettings,
  placement: 'sheet' | 'spec-mm',
  today?: Date | string,
): PageDescription[] {
  return cvPageNumbers(settings).map((page) => ({
    document: 'cv',
    cv: { employee, agency, settings, page, today },
    placement,
  }));
}
