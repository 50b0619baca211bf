// The signed-in pages' titles (and the shared and premium CV pages', which load the signed-in words): they
// load with the signed-in words (app/i18n/words.ts), not with /login; en.ts spreads them into `pages`.
export const signedInPagesEn = {
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
  importEmployees: 'Import Employees',
  importVisas: 'Import Visas',
  visa: 'Visa',
  meds: 'Medical Payments',
  medicalPayment: 'Medical Payment',
  users: 'Users',
  content: 'Videos and links',
  companies: 'Companies',
  audit: 'Audit log',
};

/** Every language has the English titles, each a string. */
export type SignedInPages = { readonly [K in keyof typeof signedInPagesEn]: string };
