import { printingEn } from '../features/printing/i18n/en';
import { cvsEn } from './cvs';
import { cvMakerEn } from './cvMaker';
import { employeesEn } from '../features/employees/i18n/en';
import { employeeEn } from '../features/employees/i18n/entryEn';
import { visasEn } from '../features/visas/i18n/en';
import { spreadsheetImportEn } from './spreadsheetImport/en';
// The English catalogue: every word the app shows that is not an enum label (those come from
// packages/domain) or a component's own word (packages/ui's uiText). ar.ts and am.ts must have every key:
// they are typed by this one, so a missing translation fails typecheck.
import { adminEn } from './admin/en';
import { signedOutEn } from './signedOut/en';
export const en = {
  ...signedOutEn,
  cvs: cvsEn,
  cvMaker: cvMakerEn,
  employees: employeesEn,
  printing: printingEn,
  employee: employeeEn,
  visas: visasEn,
  spreadsheetImport: spreadsheetImportEn,
  comingSoon: {
    heading: '{{page}}: coming soon',
    records: 'This screen will list, add and edit your records here. It is being built now.',
    cvs: 'This screen will show, build and share CVs here. It is being built now.',
    administration: 'This screen will manage companies, users and accounts here. It is being built now.',
    account: 'This screen will show your account and its settings here. It is being built now.',
    content: 'This screen will show help, videos and reports here. It is being built now.',
  },
  admin: adminEn,
};

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The shape every catalogue has: the same keys as English, each a string. */
export type Catalogue = Strings<typeof en>;
