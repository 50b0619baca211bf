import { Navigate, useLocation } from 'react-router';
import { guardRoute } from '@placement/domain';
import { useCurrentUser } from '../auth/currentUser';
import { useRetireFirstPaintWhenLeft } from '../firstPaint/useRetireFirstPaintWhenLeft';
import { PageLoading } from './PageLoading';
import { SignedInLayout } from '../shell/SignedInLayout';

// The guard of /app (spec 01 §2): the domain's guardRoute decides; signed out -> /login, a route without its
// role -> /app/profile. The API refuses the same operations, so this only spares the user a page of errors.
export function RequireSignIn() {
  const location = useLocation();
  const { user, loading } = useCurrentUser();
  useRetireFirstPaintWhenLeft();
  if (loading) return <PageLoading />;
  const decision = guardRoute(user, location.pathname);
  if (!decision.allowed) {
    return <Navigate to={decision.redirect} replace state={{ from: location.pathname }} />;
  }
  return <SignedInLayout user={user!} />;
}
export { RequireSignIn as Component };
