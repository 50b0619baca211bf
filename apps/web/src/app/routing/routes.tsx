import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { preloadCurrentUser } from '../auth/preloadCurrentUser';
import { appWords } from '../i18n/appWords';
import { PageLoading } from './PageLoading';
import { PublicLayout } from './PublicLayout';
import { RouteError } from './RouteError';
import type { RouteHandle } from './RouteHandle';

const titled = (title: RouteHandle['title']): RouteHandle => ({ title });

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
// The two employees lists' first page, asked for beside the page's code and the signed-in user (see the loader).
const employeesLoaderCode = () => import('../../features/employees/api/preloadEmployees');
const preloadEmployees = () => employeesLoaderCode().then((module) => module.preloadEmployees());

const sharedCvs = withApolloAndWords(() => import('../../features/cvs/routes/SharedCvPage'));
const publicPremiumList = withApolloAndWords(() => import('../../features/cvs/routes/PublicPremiumListPage'));
const publicPremiumCvs = withApolloAndWords(() => import('../../features/cvs/routes/PublicPremiumCvsPage'));

// The route table of spec 01 §2. Each screen is a lazy route module (its own chunk) exporting `Component`;
// adding a screen is its feature folder plus one line here.
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
            lazy: () => import('../../features/public/routes/HomePage'),
          },
          {
            path: 'login',
            handle: titled('pages.login'),
            lazy: () => import('../../features/account/routes/LoginPage'),
          },
          {
            path: 'register',
            handle: titled('pages.register'),
            lazy: () => import('../../features/account/routes/RegisterPage'),
          },
          {
            path: 'forgotPassword',
            handle: titled('pages.forgotPassword'),
            lazy: () => import('../../features/account/routes/ForgotPasswordPage'),
          },
          {
            path: 'reset/:id/:token',
            handle: titled('pages.resetPassword'),
            lazy: () => import('../../features/account/routes/ResetPasswordPage'),
          },
          {
            path: 'verify/:id/:token/:expires/:signature',
            handle: titled('pages.verify'),
            lazy: () => import('../../features/account/routes/VerifyEmailPage'),
          },
          {
            path: 'ts',
            handle: titled('pages.statusTracking'),
            lazy: () => import('../../features/public/routes/StatusTrackingPage'),
          },
          { path: 'c/ccp/:link', handle: titled('pages.sharedCvs'), lazy: sharedCvs },
          { path: 'c/:link', handle: titled('pages.sharedCvs'), lazy: sharedCvs },
          { path: 'ccv/:link', handle: titled('pages.sharedCvs'), lazy: sharedCvs },
          { path: 'pcv/:agencyId/:agentId', handle: titled('pages.premiumCvs'), lazy: publicPremiumList },
          { path: 'cpp/:agencyId/:agentId', handle: titled('pages.premiumCvs'), lazy: publicPremiumCvs },
        ],
      },
      { path: '404', lazy: () => import('../../features/public/routes/NotFoundRoute') },
      {
        path: 'app',
        lazy: withApolloAndWords(() => import('./RequireSignIn')),
        // A loader beside a lazy module runs while the module loads: `me` starts with the page's code.
        loader: preloadCurrentUser,
        children: [
          { index: true, lazy: () => import('./AppHomeRedirect') },
          {
            path: 'dashboard',
            handle: titled('pages.dashboard'),
            lazy: () => import('../../features/dashboard/routes/DashboardPage'),
          },
          {
            path: 'profile',
            handle: titled('pages.profile'),
            lazy: () => import('../../features/account/routes/ProfilePage'),
          },
          {
            path: 'member',
            handle: titled('pages.member'),
            lazy: () => import('../../features/account/routes/ProfilePage'),
          },
          {
            path: 'member/add',
            handle: titled('pages.member'),
            lazy: () => import('../../features/account/routes/ProfilePage'),
          },
          {
            path: 'setting',
            handle: titled('pages.setting'),
            lazy: () => import('../../features/account/routes/SettingsPage'),
          },
          {
            path: 'tutors',
            handle: titled('pages.tutors'),
            lazy: () => import('../../features/content/routes/TutorsPage'),
          },
          {
            path: 'tutor/:id',
            handle: titled('pages.tutors'),
            lazy: () => import('../../features/content/routes/TutorPage'),
          },
          {
            path: 'support',
            handle: titled('pages.support'),
            lazy: () => import('../../features/content/routes/SupportPage'),
          },
          {
            path: 'complaints',
            handle: titled('pages.complaints'),
            lazy: () => import('../../features/content/routes/ComplaintsPage'),
          },
          {
            path: 'links',
            handle: titled('pages.links'),
            lazy: () => import('../../features/content/routes/LinksPage'),
          },
          {
            path: 'reports',
            handle: titled('pages.reports'),
            lazy: () => import('../../features/printing/routes/ReportsPage'),
          },
          {
            path: 'cp',
            handle: titled('pages.companyProfile'),
            lazy: () => import('../../features/companies/routes/CompanyProfilePage'),
          },
          {
            path: 'cp/:id',
            handle: titled('pages.companyProfile'),
            lazy: () => import('../../features/companies/routes/CompanyProfilePage'),
          },
          {
            path: 'cp/:id/:type',
            handle: titled('pages.companyProfile'),
            lazy: () => import('../../features/companies/routes/CompanyProfilePage'),
          },
          {
            path: 'cvs',
            handle: titled('pages.cvs'),
            lazy: () => import('../../features/cvs/routes/CvListPage'),
          },
          {
            path: 'cvd',
            handle: titled('pages.cvDetails'),
            lazy: () => import('../../features/cvs/routes/CvDetailPage'),
          },
          {
            path: 'pcv',
            handle: titled('pages.premiumCvs'),
            lazy: () => import('../../features/cvs/routes/PremiumCvListPage'),
          },
          {
            path: 'pcv/:agencyId/:agentId',
            handle: titled('pages.premiumCvs'),
            lazy: () => import('../../features/cvs/routes/PremiumCvListPage'),
          },
          {
            path: 'cvp',
            handle: titled('pages.customCvs'),
            lazy: () => import('../../features/cvs/routes/CustomCvDetailPage'),
          },
          {
            path: 'cvm',
            handle: titled('pages.cvMaker'),
            lazy: () => import('../../features/cvs/routes/CvMakerPage'),
          },
          {
            path: 'employees',
            handle: { ...titled('pages.employees'), loaderCode: employeesLoaderCode },
            lazy: () => import('../../features/employees/routes/EmployeesPage'),
            loader: preloadEmployees,
          },
          {
            path: 'employees/import',
            handle: titled('pages.importEmployees'),
            lazy: () => import('../../features/employees/routes/EmployeesImportPage'),
          },
          {
            path: 'employee/:id',
            handle: titled('pages.employee'),
            lazy: () => import('../../features/employees/routes/EmployeePage'),
          },
          {
            path: 'coms',
            handle: { ...titled('pages.coms'), loaderCode: employeesLoaderCode },
            lazy: () => import('../../features/employees/routes/ComsPage'),
            loader: preloadEmployees,
          },
          {
            path: 'com/:id',
            handle: titled('pages.com'),
            lazy: () => import('../../features/employees/routes/EmployeePage'),
          },
          {
            path: 'visas',
            handle: titled('pages.visas'),
            lazy: () => import('../../features/visas/routes/VisasPage'),
          },
          {
            path: 'visas/import',
            handle: titled('pages.importVisas'),
            lazy: () => import('../../features/visas/routes/VisasImportPage'),
          },
          {
            path: 'visa/:id',
            handle: titled('pages.visa'),
            lazy: () => import('../../features/visas/routes/VisaPage'),
          },
          {
            path: 'meds',
            handle: titled('pages.meds'),
            lazy: () => import('../../features/medical/routes/MedicalPaymentsPage'),
          },
          {
            path: 'medicalPayment/:id',
            handle: titled('pages.medicalPayment'),
            lazy: () => import('../../features/medical/routes/MedicalPaymentPage'),
          },
          {
            path: 'users',
            handle: titled('pages.users'),
            lazy: () => import('../../features/users/routes/UsersPage'),
          },
          {
            path: 'companies',
            handle: titled('pages.companies'),
            lazy: () => import('../../features/companies/routes/CompaniesPage'),
          },
          {
            path: 'audit',
            handle: titled('pages.audit'),
            lazy: () => import('../../features/audit/routes/AuditLogPage'),
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
