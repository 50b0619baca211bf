import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { preloadCurrentUser } from '../auth/preloadCurrentUser';
import { appWords } from '../i18n/appWords';
import { PageLoading } from './PageLoading';
import { PublicLayout } from './PublicLayout';
import { RouteError } from './RouteError';
import { SIGNED_IN_ROUTE_ID } from './patchSignedInRoutes';
import { titled } from './RouteHandle';

// Apollo Client and the signed-in words load with the first page that needs them (every /app page and the
// shared CVs), never with the signed-out pages: /login's JavaScript has a 150 KB budget (pnpm bundle-report).
const withApolloAndWords =
  (load: () => Promise<{ Component: ComponentType }>) => async (): Promise<{ Component: ComponentType }> => {
    const [{ ApolloBoundary }, { Component: Page }] = await Promise.all([
      import('../apollo/ApolloBoundary'),
      load(),
      appWords.use('all'),
    ]);
    return {
      Component: () => (
        <ApolloBoundary>
          <Page />
        </ApolloBoundary>
      ),
    };
  };
// The signed-out pages other than /login show words of their own (i18n/public), loaded beside their code.
const withPublicWords =
  (load: () => Promise<{ Component: ComponentType }>) => async (): Promise<{ Component: ComponentType }> => {
    const [page] = await Promise.all([load(), appWords.use('public')]);
    return page;
  };

const sharedCvs = withApolloAndWords(() => import('../../features/cvs/routes/SharedCvPage'));
const publicPremiumList = withApolloAndWords(() => import('../../features/cvs/routes/PublicPremiumListPage'));
const publicPremiumCvs = withApolloAndWords(() => import('../../features/cvs/routes/PublicPremiumCvsPage'));

// The route table of spec 01 §2: the signed-out pages and /app's guard; the signed-in pages are in
// signedInRoutes. Each screen is a lazy route module (its own chunk) exporting `Component`.
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first route's lazy module loads.
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      {
        element: <PublicLayout />,
        children: [
          {
            path: 'home',
            handle: titled('pages.home'),
            lazy: withPublicWords(() => import('../../features/public/routes/HomePage')),
          },
          {
            path: 'login',
            handle: titled('pages.login'),
            lazy: () => import('../../features/account/routes/LoginPage'),
          },
          {
            path: 'register',
            handle: titled('pages.register'),
            lazy: withPublicWords(() => import('../../features/account/routes/RegisterPage')),
          },
          {
            path: 'forgotPassword',
            handle: titled('pages.forgotPassword'),
            lazy: withPublicWords(() => import('../../features/account/routes/ForgotPasswordPage')),
          },
          {
            path: 'reset/:id/:token',
            handle: titled('pages.resetPassword'),
            lazy: withPublicWords(() => import('../../features/account/routes/ResetPasswordPage')),
          },
          {
            path: 'verify/:id/:token/:expires/:signature',
            handle: titled('pages.verify'),
            lazy: withPublicWords(() => import('../../features/account/routes/VerifyEmailPage')),
          },
          {
            path: 'ts',
            handle: titled('pages.statusTracking'),
            lazy: withPublicWords(() => import('../../features/public/routes/StatusTrackingPage')),
          },
          { path: 'c/ccp/:link', handle: titled('pages.sharedCvs'), lazy: sharedCvs },
          { path: 'c/:link', handle: titled('pages.sharedCvs'), lazy: sharedCvs },
          { path: 'ccv/:link', handle: titled('pages.sharedCvs'), lazy: sharedCvs },
          { path: 'pcv/:agencyId/:agentId', handle: titled('pages.premiumCvs'), lazy: publicPremiumList },
          { path: 'cpp/:agencyId/:agentId', handle: titled('pages.premiumCvs'), lazy: publicPremiumCvs },
          // The public list's link as the agency sends it: the spec's route and the list's key (issue 37).
          {
            path: 'pcv/:agencyId/:agentId/:key',
            handle: titled('pages.premiumCvs'),
            lazy: publicPremiumList,
          },
          { path: 'cpp/:agencyId/:agentId/:key', handle: titled('pages.premiumCvs'), lazy: publicPremiumCvs },
        ],
      },
      { path: '404', lazy: () => import('../../features/public/routes/NotFoundRoute') },
      {
        path: 'app',
        lazy: withApolloAndWords(() => import('./RequireSignIn')),
        // A loader beside a lazy module runs while the module loads: `me` starts with the page's code.
        loader: preloadCurrentUser,
        id: SIGNED_IN_ROUTE_ID,
        // Its pages join on the first navigation to one of them (patchSignedInRoutes): the router asks for them
        // when a path under /app matches nothing but the catch-all. /app itself is here, so it never waits.
        children: [{ index: true, lazy: () => import('./AppHomeRedirect') }],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
