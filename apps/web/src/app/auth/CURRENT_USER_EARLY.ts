import type { EarlyRequest } from '../apollo/earlyRequests';
import { printedAsSent } from '../apollo/printedAsSent';
import { CURRENT_USER } from './CURRENT_USER';

/**
 * CURRENT_USER as Apollo Client sends it, for the request sent before Apollo Client has loaded
 * (app/headStart/headStart, through build/headStartPlugin, which alone imports this at build time).
 */
export const CURRENT_USER_EARLY: EarlyRequest = {
  operationName: 'CurrentUser',
  variables: {},
  query: printedAsSent(CURRENT_USER),
};
