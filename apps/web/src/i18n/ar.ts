import { printingAr } from '../features/printing/i18n/ar';
import { cvsAr } from './cvs';
import { cvMakerAr } from './cvMaker';
import type { Catalogue } from './en';
import { signedOutAr } from './signedOut/ar';
import { adminAr } from './admin/ar';
import { employeesAr } from '../features/employees/i18n/ar';
import { employeeAr } from '../features/employees/i18n/entryAr';
import { visasAr } from '../features/visas/i18n/ar';
import { spreadsheetImportAr } from './spreadsheetImport/ar';

export const ar: Catalogue = {
  ...signedOutAr,
  cvs: cvsAr,
  cvMaker: cvMakerAr,
  employees: employeesAr,
  printing: printingAr,
  employee: employeeAr,
  visas: visasAr,
  spreadsheetImport: spreadsheetImportAr,
  comingSoon: {
    heading: '{{page}}: قريبًا',
    records: 'ستعرض هذه الشاشة سجلاتك وتضيفها وتعدّلها هنا. يجري بناؤها الآن.',
    cvs: 'ستعرض هذه الشاشة السير الذاتية وتنشئها وتشاركها هنا. يجري بناؤها الآن.',
    administration: 'ستدير هذه الشاشة الشركات والمستخدمين والحسابات هنا. يجري بناؤها الآن.',
    account: 'ستعرض هذه الشاشة حسابك وإعداداته هنا. يجري بناؤها الآن.',
    content: 'ستعرض هذه الشاشة المساعدة ومقاطع الفيديو والتقارير هنا. يجري بناؤها الآن.',
  },
  admin: adminAr,
};
