import type { EarlyRequest } from '../../../app/apollo/earlyRequests';
import { printedAsSent } from '../../../app/apollo/printedAsSent';
import { EMPLOYEES } from './EMPLOYEES';

/**
 * The list's first page (EMPLOYEES with FIRST_PAGE) as Apollo Client sends it, for the request sent before
 * Apollo Client has loaded (app/headStart/headStart, through build/headStartPlugin, which alone imports this at
 * build time). The variables are FIRST_PAGE's, written out: FIRST_PAGE takes its page size from @placement/ui,
 * which the build's Node process cannot import (its fonts are CSS); earlyRequests.test checks they are equal.
 */
export const FIRST_PAGE_EARLY: EarlyRequest = {
  operationName: 'Employees',
  variables: { skip: 0, take: 50, searchText: null, status: null, link: null },
  query: printedAsSent(EMPLOYEES),
};
