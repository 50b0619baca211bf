import { printingAr } from '../features/printing/i18n/ar';
import { cvsAr } from './cvs';
import { cvMakerAr } from './cvMaker';
import type { Catalogue } from './en';
import { publicAr } from './public/ar';
import { signedOutAr } from './signedOut/ar';
import { signedInPagesAr } from './signedInPages/ar';
import { adminAr } from './admin/ar';
import { employeesAr } from '../features/employees/i18n/ar';
import { employeeAr } from '../features/employees/i18n/entryAr';
import { visasAr } from '../features/visas/i18n/ar';
import { spreadsheetImportAr } from './spreadsheetImport/ar';

export const ar: Catalogue = {
  ...signedOutAr,
  pages: { ...signedOutAr.pages, ...signedInPagesAr },
  public: { ...signedOutAr.public, ...publicAr },
  cvs: cvsAr,
  cvMaker: cvMakerAr,
  employees: employeesAr,
  printing: printingAr,
  employee: employeeAr,
  visas: visasAr,
  spreadsheetImport: spreadsheetImportAr,
  admin: adminAr,
};
