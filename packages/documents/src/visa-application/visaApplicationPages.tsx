import { visaApplicationAvailable } from '@placement/domain';
import type { ReactElement } from 'react';
import type { DocumentPage } from '../DocumentPage';
import { DependentsPage, DEPENDENTS_PAGE, type Dependent } from '../dependents/DependentsPage';
import type { DocumentCompany, DocumentEmployee } from '../shared/DocumentEmployee';
import { APPLICATION_PAGE, VisaApplication } from './VisaApplication';

export interface PrintedPage {
  element: ReactElement;
  page: DocumentPage;
}

/**
 * The `_Enjaz.pdf` of one employee: the application page and the dependents page. Without a visa, a passport
 * number and an application number there is nothing to print (spec 02 §4: the page stays empty), so no pages.
 */
export function visaApplicationPages(
  employee: DocumentEmployee,
  agency: DocumentCompany,
  dependents: Dependent[] = [],
): PrintedPage[] {
  if (!visaApplicationAvailable(employee)) return [];
  return [
    { element: <VisaApplication employee={employee} agency={agency} />, page: APPLICATION_PAGE },
    {
      element: <DependentsPage employee={employee} agency={agency} dependents={dependents} />,
      page: DEPENDENTS_PAGE,
    },
  ];
}
