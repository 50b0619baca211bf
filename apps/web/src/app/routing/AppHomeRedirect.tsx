import { Navigate } from 'react-router';
import { homeRoute } from '@placement/domain';
import { useCurrentUser } from '../auth/currentUser';

/** /app opens the employee list for employment companies, the applicants list otherwise (spec 01 §2). */
export function AppHomeRedirect() {
  const { user } = useCurrentUser();
  return <Navigate to={homeRoute(user?.company ?? null)} replace />;
}
export { AppHomeRedirect as Component };
