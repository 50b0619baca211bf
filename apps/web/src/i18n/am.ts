import { printingAm } from '../features/printing/i18n/am';
import { cvsAm } from './cvs';
import { cvMakerAm } from './cvMaker';
import type { Catalogue } from './en';
import { publicAm } from './public/am';
import { signedOutAm } from './signedOut/am';
import { signedInPagesAm } from './signedInPages/am';
import { adminAm } from './admin/am';
import { employeesAm } from '../features/employees/i18n/am';
import { employeeAm } from '../features/employees/i18n/entryAm';
import { visasAm } from '../features/visas/i18n/am';
import { spreadsheetImportAm } from './spreadsheetImport/am';

export const am: Catalogue = {
  ...signedOutAm,
  pages: { ...signedOutAm.pages, ...signedInPagesAm },
  public: { ...signedOutAm.public, ...publicAm },
  cvs: cvsAm,
  cvMaker: cvMakerAm,
  employees: employeesAm,
  printing: printingAm,
  employee: employeeAm,
  visas: visasAm,
  spreadsheetImport: spreadsheetImportAm,
  admin: adminAm,
};
