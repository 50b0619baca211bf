import type { RouteObject } from 'react-router';
import { titled } from './RouteHandle';

// The two employees lists' first page, asked for beside the page's code and the signed-in user (see the loader).
const employeesLoaderCode = () => import('../../features/employees/api/preloadEmployees');
const preloadEmployees = () => employeesLoaderCode().then((module) => module.preloadEmployees());

/**
 * The signed-in pages, the children of /app (spec 01 §2). A chunk of their own, added to the router when a
 * navigation first reaches /app (patchSignedInRoutes): the signed-out pages' entry carries neither this table
 * nor the list of chunks each of these pages needs. Each screen is a lazy route module exporting `Component`;
 * adding one is its feature folder plus one line here.
 */
export const signedInRoutes: RouteObject[] = [
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
    path: 'content',
    handle: titled('pages.content'),
    lazy: () => import('../../features/content/routes/ContentEditorPage'),
  },
  {
    path: 'audit',
    handle: titled('pages.audit'),
    lazy: () => import('../../features/audit/routes/AuditLogPage'),
  },
];
