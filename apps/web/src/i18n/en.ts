import { printingEn } from '../features/printing/i18n/en';
import { cvsEn } from './cvs';
import { employeesEn } from '../features/employees/i18n/en';
import { employeeEn } from '../features/employees/i18n/entryEn';
import { visasEn } from '../features/visas/i18n/en';
// The English catalogue: every word the app shows that is not an enum label (those come from
// packages/domain) or a component's own word (packages/ui's uiText). ar.ts and am.ts must have every key:
// they are typed by this one, so a missing translation fails typecheck.
import { adminEn } from './admin/en';
import { publicEn } from './public/en';
export const en = {
  cvs: cvsEn,
  app: {
    name: 'Placement',
    loading: 'Loading…',
    error: 'Something went wrong',
    errorDetail: 'The page could not be shown. Reload it, or go back to the start.',
    reload: 'Reload',
    uploaded: 'Upload successful',
    fileRemoved: 'File removed',
  },
  employees: employeesEn,
  printing: printingEn,
  employee: employeeEn,
  visas: visasEn,
  preferences: {
    language: 'Language',
    darkMode: 'Dark mode',
  },
  login: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    forgotPassword: 'Forgot password?',
    signUp: "Don't have an account? Sign up",
    captcha: 'Verification',
    captchaWaiting: 'Checking that you are a person…',
  },
  account: {
    signedOut: 'You have signed out',
  },
  pages: {
    login: 'Sign in',
    register: 'Register',
    forgotPassword: 'Forgot password',
    resetPassword: 'Reset password',
    verify: 'Verify e-mail',
    statusTracking: 'Track status',
    home: 'Home',
    dashboard: 'Dashboard',
    profile: 'My Account',
    member: 'Members',
    setting: 'Settings',
    tutors: 'Videos',
    support: 'Support',
    complaints: 'Complaints',
    links: 'Important Links',
    reports: 'Reports',
    companyProfile: 'Company Profile',
    cvs: 'CV List',
    cvDetails: 'CV Details',
    premiumCvs: 'Premium CVs',
    sharedCvs: 'Shared CVs',
    customCvs: 'Custom CVs',
    cvMaker: 'CV Maker',
    employees: 'Employee List',
    employee: 'Employee',
    coms: 'Applicants List',
    com: 'Applicant',
    visas: 'Visa List',
    visa: 'Visa',
    meds: 'Medical Payments',
    medicalPayment: 'Medical Payment',
    users: 'Users',
    companies: 'Companies',
    audit: 'Audit log',
  },
  comingSoon: {
    heading: '{{page}}: coming soon',
    records: 'This screen will list, add and edit your records here. It is being built now.',
    cvs: 'This screen will show, build and share CVs here. It is being built now.',
    administration: 'This screen will manage companies, users and accounts here. It is being built now.',
    account: 'This screen will show your account and its settings here. It is being built now.',
    content: 'This screen will show help, videos and reports here. It is being built now.',
  },
  admin: adminEn,
  public: publicEn,
};

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The shape every catalogue has: the same keys as English, each a string. */
export type Catalogue = Strings<typeof en>;
