import type { EarlyRequest } from '../apollo/earlyRequests';

/**
 * CURRENT_USER (./currentUser) printed as Apollo Client sends it, for the request sent before Apollo Client has
 * loaded (app/headStart/headStart, through build/headStartPlugin). earlyRequests.test checks the two stay the same; if they ever differ,
 * the early answer is not used and only its head start is lost.
 */
export const CURRENT_USER_EARLY: EarlyRequest = {
  operationName: 'CurrentUser',
  variables: {},
  query:
    'query CurrentUser {\n  me {\n    _id\n    name\n    email\n    avatar\n    userType\n    clientType\n    status\n    company {\n      _id\n      displayName\n      type\n      depositAmount\n      licence\n      __typename\n    }\n    roles {\n      _id\n      displayName\n      __typename\n    }\n    __typename\n  }\n}',
};
