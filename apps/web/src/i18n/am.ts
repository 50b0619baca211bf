import { printingAm } from '../features/printing/i18n/am';
import { cvsAm } from './cvs';
import { cvMakerAm } from './cvMaker';
import type { Catalogue } from './en';
import { signedOutAm } from './signedOut/am';
import { adminAm } from './admin/am';
import { employeesAm } from '../features/employees/i18n/am';
import { employeeAm } from '../features/employees/i18n/entryAm';
import { visasAm } from '../features/visas/i18n/am';
import { spreadsheetImportAm } from './spreadsheetImport/am';

export const am: Catalogue = {
  ...signedOutAm,
  cvs: cvsAm,
  cvMaker: cvMakerAm,
  employees: employeesAm,
  printing: printingAm,
  employee: employeeAm,
  visas: visasAm,
  spreadsheetImport: spreadsheetImportAm,
  comingSoon: {
    heading: '{{page}}: በቅርቡ',
    records: 'ይህ ገጽ መዝገቦችዎን እዚህ ያሳያል፣ ይጨምራል እና ያስተካክላል። አሁን እየተሠራ ነው።',
    cvs: 'ይህ ገጽ ሲቪዎችን እዚህ ያሳያል፣ ያዘጋጃል እና ያጋራል። አሁን እየተሠራ ነው።',
    administration: 'ይህ ገጽ ድርጅቶችን፣ ተጠቃሚዎችን እና መለያዎችን እዚህ ያስተዳድራል። አሁን እየተሠራ ነው።',
    account: 'ይህ ገጽ መለያዎን እና ቅንብሮቹን እዚህ ያሳያል። አሁን እየተሠራ ነው።',
    content: 'ይህ ገጽ እገዛን፣ ቪዲዮዎችን እና ሪፖርቶችን እዚህ ያሳያል። አሁን እየተሠራ ነው።',
  },
  admin: adminAm,
};
