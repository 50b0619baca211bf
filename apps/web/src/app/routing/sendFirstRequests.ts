import { sendEarly } from '../apollo/earlyRequests';
import { CURRENT_USER_EARLY } from '../auth/CURRENT_USER_EARLY';
import { FIRST_PAGE_EARLY } from '../../features/employees/api/FIRST_PAGE_EARLY';

/**
 * Loaded on a signed-in page (/app...) as soon as the entry chunk has been evaluated (firstRequests): the page's
 * first queries go to the API at once instead of after Apollo Client and the page's code have loaded (about
 * 150 ms later on the build machine, README "Web benchmark: the employees list in a browser"). The route
 * loaders (preloadCurrentUser, preloadEmployees) then ask Apollo Client for the same queries and get these
 * answers. It mirrors those loaders: every /app page asks for `me`, the two employees lists for their first page.
 */
const path = location.pathname.replace(/\/+$/, '');
sendEarly(CURRENT_USER_EARLY);
if (path === '/app/employees' || path === '/app/coms') sendEarly(FIRST_PAGE_EARLY);
