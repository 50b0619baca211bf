import { DEFAULT_PAGE_SIZE } from '@placement/ui';
import type { VariablesOf } from '../../../app/graphql/graphql';
import type { EMPLOYEES } from './EMPLOYEES';

// The variables of the list as it opens: no search, no filter, the first page of the default size. The route
// loader asks for exactly these, so the list finds its first page in the cache.
export const FIRST_PAGE = {
  skip: 0,
  take: DEFAULT_PAGE_SIZE,
  searchText: null,
  status: null,
  link: null,
} satisfies VariablesOf<typeof EMPLOYEES>;
