import type { EarlyRequest } from '../../../app/apollo/earlyRequests';

/**
 * The list's first page (EMPLOYEES with FIRST_PAGE) printed as Apollo Client sends it, for the request sent
 * before Apollo Client has loaded (app/headStart/headStart, through build/headStartPlugin). earlyRequests.test checks the two stay the
 * same; if they ever differ, the early answer is not used and only its head start is lost.
 */
export const FIRST_PAGE_EARLY: EarlyRequest = {
  operationName: 'Employees',
  variables: { skip: 0, take: 50, searchText: null, status: null, link: null },
  query:
    'query Employees($skip: Int, $take: Int, $searchText: String, $status: String, $link: ID) {\n  employees(\n    skip: $skip\n    take: $take\n    searchText: $searchText\n    status: $status\n    link: $link\n  ) {\n    totalCount\n    employees {\n      _id\n      status\n      givenName\n      surName\n      passportNumber\n      facePhoto\n      owner {\n        _id\n        __typename\n      }\n      prospects {\n        _id\n        displayName\n        __typename\n      }\n      visa {\n        _id\n        visaNumber\n        fullName\n        __typename\n      }\n      embassyProcess {\n        enjazNumber\n        __typename\n      }\n      additionalData {\n        labourId\n        height\n        weight\n        __typename\n      }\n      __typename\n    }\n    __typename\n  }\n}',
};
