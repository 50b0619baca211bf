import type { EnumLabels, Lang } from '../enums';
import { isRoleName, type RoleName } from '../enums/roleName';

// How the role grid of the user admin names each role. The stored name stays the key ('ClosComplains' is
// spelled as stored); the English label reads as words.
export const ROLE_LABELS: EnumLabels<RoleName> = {
  ViewDashboard: { en: 'View Dashboard', ar: 'عرض لوحة التحكم', am: 'ዳሽቦርድ ማየት' },
  Options: { en: 'Options', ar: 'الخيارات', am: 'አማራጮች' },
  ViewCompanies: { en: 'View Companies', ar: 'عرض الشركات', am: 'ድርጅቶችን ማየት' },
  ViewUsers: { en: 'View Users', ar: 'عرض المستخدمين', am: 'ተጠቃሚዎችን ማየት' },
  ManageUsers: { en: 'Manage Users', ar: 'إدارة المستخدمين', am: 'ተጠቃሚዎችን ማስተዳደር' },
  ViewRoles: { en: 'View Roles', ar: 'عرض الصلاحيات', am: 'ሚናዎችን ማየት' },
  ManageRoles: { en: 'Manage Roles', ar: 'إدارة الصلاحيات', am: 'ሚናዎችን ማስተዳደር' },
  ManageUserRoles: { en: 'Manage User Roles', ar: 'إدارة صلاحيات المستخدمين', am: 'የተጠቃሚ ሚናዎችን ማስተዳደር' },
  CompanyManagement: { en: 'Company Management', ar: 'إدارة الشركة', am: 'የድርጅት አስተዳደር' },
  ForeignAgentsManagement: {
    en: 'Foreign Agents Management',
    ar: 'إدارة الوكلاء الخارجيين',
    am: 'የውጭ ወኪሎች አስተዳደር',
  },
  ViewCandidates: { en: 'View Candidates', ar: 'عرض المرشحين', am: 'እጩዎችን ማየት' },
  ViewEmployees: { en: 'View Employees', ar: 'عرض العمالة', am: 'ሠራተኞችን ማየት' },
  AddEmployees: { en: 'Add Employees', ar: 'إضافة العمالة', am: 'ሠራተኞችን መመዝገብ' },
  EditEmployees: { en: 'Edit Employees', ar: 'تعديل بيانات العمالة', am: 'የሠራተኞችን መረጃ ማስተካከል' },
  DeleteEmployees: { en: 'Delete Employees', ar: 'حذف العمالة', am: 'ሠራተኞችን መሰረዝ' },
  EmployeeReports: { en: 'Employee Reports', ar: 'تقارير العمالة', am: 'የሠራተኞች ሪፖርቶች' },
  ViewVisas: { en: 'View Visas', ar: 'عرض التأشيرات', am: 'ቪዛዎችን ማየት' },
  AddVisas: { en: 'Add Visas', ar: 'إضافة التأشيرات', am: 'ቪዛ መመዝገብ' },
  EditVisas: { en: 'Edit Visas', ar: 'تعديل التأشيرات', am: 'ቪዛ ማስተካከል' },
  DeleteVisas: { en: 'Delete Visas', ar: 'حذف التأشيرات', am: 'ቪዛ መሰረዝ' },
  AssignVisas: { en: 'Assign Visas', ar: 'ربط التأشيرات', am: 'ቪዛ መመደብ' },
  ReleaseVisas: { en: 'Release Visas', ar: 'فك ربط التأشيرات', am: 'ቪዛ መልቀቅ' },
  OpenComplains: { en: 'Open Complaints', ar: 'فتح الشكاوى', am: 'ቅሬታ መክፈት' },
  EditComplains: { en: 'Edit Complaints', ar: 'تعديل الشكاوى', am: 'ቅሬታ ማስተካከል' },
  ClosComplains: { en: 'Close Complaints', ar: 'إغلاق الشكاوى', am: 'ቅሬታ መዝጋት' },
  ReOpenComplains: { en: 'Reopen Complaints', ar: 'إعادة فتح الشكاوى', am: 'ቅሬታ እንደገና መክፈት' },
  ConfirmComplains: { en: 'Confirm Complaints', ar: 'تأكيد الشكاوى', am: 'ቅሬታ ማረጋገጥ' },
  LabourEntry: { en: 'Labour Entry', ar: 'إدخال بيانات وزارة العمل', am: 'የሠራተኛ ሚኒስቴር መረጃ ማስገባት' },
  DiscontinueProcess: { en: 'Discontinue Process', ar: 'إيقاف المعاملة', am: 'ሂደት ማቋረጥ' },
  DeleteLabourData: { en: 'Delete Labour Data', ar: 'حذف بيانات وزارة العمل', am: 'የሠራተኛ ሚኒስቴር መረጃ መሰረዝ' },
  LabourReports: { en: 'Labour Reports', ar: 'تقارير وزارة العمل', am: 'የሠራተኛ ሚኒስቴር ሪፖርቶች' },
  EmbassyEntry: { en: 'Embassy Entry', ar: 'إدخال بيانات السفارة', am: 'የኤምባሲ መረጃ ማስገባት' },
  DeleteEmbassyData: { en: 'Delete Embassy Data', ar: 'حذف بيانات السفارة', am: 'የኤምባሲ መረጃ መሰረዝ' },
  EmbassyReports: { en: 'Embassy Reports', ar: 'تقارير السفارة', am: 'የኤምባሲ ሪፖርቶች' },
  EnjazEntry: { en: 'Enjaz Entry', ar: 'إدخال بيانات إنجاز', am: 'የእንጃዝ መረጃ ማስገባት' },
  FlightEntry: { en: 'Flight Entry', ar: 'إدخال بيانات السفر', am: 'የበረራ መረጃ ማስገባት' },
  DeleteFlightData: { en: 'Delete Flight Data', ar: 'حذف بيانات السفر', am: 'የበረራ መረጃ መሰረዝ' },
  FlightReports: { en: 'Flight Reports', ar: 'تقارير السفر', am: 'የበረራ ሪፖርቶች' },
  AfterFlightEntry: { en: 'After Flight Entry', ar: 'إدخال بيانات ما بعد الوصول', am: 'ከበረራ በኋላ መረጃ ማስገባት' },
  ViewReports: { en: 'View Reports', ar: 'عرض التقارير', am: 'ሪፖርቶችን ማየት' },
};

/** A role's label in a language; a role name outside the known 40 comes back as itself. */
export function roleLabel(name: string, lang: Lang): string {
  return isRoleName(name) ? ROLE_LABELS[name][lang] : name;
}
