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
import { publicEn } from './public/en';
import { signedOutEn } from './signedOut/en';
import { signedInPagesEn } from './signedInPages/en';
export const en = {
  ...signedOutEn,
  pages: { ...signedOutEn.pages, ...signedInPagesEn },
  public: { ...signedOutEn.public, ...publicEn },
  cvs: cvsEn,
  cvMaker: cvMakerEn,
  employees: employeesEn,
  printing: printingEn,
  employee: employeeEn,
  visas: visasEn,
  spreadsheetImport: spreadsheetImportEn,
  admin: adminEn,
};

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The shape every catalogue has: the same keys as English, each a string. */
export type Catalogue = Strings<typeof en>;
