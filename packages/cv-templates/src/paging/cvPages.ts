import type { CvTemplateSettings } from '@placement/domain';
import type { CvEmployee } from '../CvEmployee';
import type { CvPageName } from './CvPageName';
import { cvFlow } from './cvFlow';

/** The continuation page's number (1 for the first), or 0 for the personal and passport pages. */
export function continuationNumber(page: CvPageName | undefined): number {
  return typeof page === 'string' ? Number(page.slice('more-'.length)) : 0;
}

/**
 * The pages a CV prints: the personal page, a continuation page for each page of work rows and remark it has no
 * room for, then the passport scan unless the template is single-page. A single-page template still prints its
 * continuation pages: it never drops content.
 */
export function cvPageNumbers(settings: CvTemplateSettings, employee: CvEmployee): CvPageName[] {
  const more = cvFlow(employee, settings).pages.length - 1;
  const continuation = Array.from({ length: more }, (_, index) => `more-${index + 1}` as const);
  return [1, ...continuation, ...(settings.numberOfPages === 1 ? [] : [2 as const])];
}
