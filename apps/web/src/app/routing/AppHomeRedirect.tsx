import { Navigate } from 'react-router';
import { homeRoute, isSuperUser, SUPER_HOME_ROUTE } from '@placement/domain';
import { useCurrentUser } from '../auth/currentUser';

/**
 * /app opens the employee list for employment companies, the applicants list otherwise (spec 01 §2); the
 * platform operator's home is the companies it runs.
 */
export function AppHomeRedirect() {
  const { user } = useCurrentUser();
  const home = isSuperUser(user) ? SUPER_HOME_ROUTE : homeRoute(user?.company ?? null);
  return <Navigate to={home} replace />;
}
export { AppHomeRedirect as Component };
