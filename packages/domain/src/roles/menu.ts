import { companyKind, showsTutorials } from '../company';
import type { Company } from '../entities';
import type { LangText } from '../enums';
import { effectiveRoles, isSuperUser } from './effectiveRoles';
import { hasRole, type HeldRoles } from './hasRole';
import type { RoleName } from '../enums/roleName';

// Icons by name; the UI maps each to its drawing.
export const MENU_ICONS = [
  'dashboard',
  'people',
  'document',
  'visa',
  'edit',
  'report',
  'settings',
  'video',
  'share',
  'account',
  'logout',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

export type MenuAction = 'changePassword' | 'signOut';

export interface MenuItem {
  id: string;
  label: LangText;
  icon?: MenuIcon;
  /** Where a leaf links. */
  route?: string;
  /** The leaf adds a record: the web app appends a new 10-character id to `route` (/app/employee/{id}). */
  opensNewRecord?: boolean;
  /** A leaf that does something instead of linking. */
  action?: MenuAction;
  /** The role the item needs (hasRole rule). Groups without one show when any child shows. */
  role?: RoleName;
  /** Only the platform operator (Super) sees the item. */
  operatorOnly?: boolean;
  children?: MenuItem[];
}

const EMBASSY_GROUP: MenuItem = {
  id: 'enjaz',
  label: { en: 'Enjaz', ar: 'إنجاز', am: 'እንጃዝ' },
  icon: 'visa',
  children: [
    {
      id: 'enjaz-list',
      label: { en: 'Applicants List', ar: 'قائمة المتقدمين', am: 'የአመልካቾች ዝርዝር' },
      route: '/app/coms',
      role: 'EnjazEntry',
    },
    {
      id: 'enjaz-add',
      label: { en: 'Add New', ar: 'إضافة جديد', am: 'አዲስ ጨምር' },
      route: '/app/com',
      opensNewRecord: true,
      role: 'EnjazEntry',
    },
  ],
};

const EMPLOYEES_GROUP: MenuItem = {
  id: 'employees',
  label: { en: 'Employees', ar: 'العمالة', am: 'ሠራተኞች' },
  icon: 'people',
  children: [
    {
      id: 'employee-list',
      label: { en: 'Employee List', ar: 'قائمة العمالة', am: 'የሠራተኞች ዝርዝር' },
      route: '/app/employees',
      role: 'ViewEmployees',
    },
    {
      id: 'employee-add',
      label: { en: 'Add Employee', ar: 'إضافة عامل', am: 'ሠራተኛ ጨምር' },
      route: '/app/employee',
      opensNewRecord: true,
      role: 'ViewEmployees',
    },
  ],
};

const CVS_GROUP: MenuItem = {
  id: 'cvs',
  label: { en: 'CVs', ar: 'السير الذاتية', am: 'ሲቪዎች' },
  icon: 'document',
  children: [
    {
      id: 'cv-list',
      label: { en: 'CV List', ar: 'قائمة السير الذاتية', am: 'የሲቪ ዝርዝር' },
      route: '/app/cvs',
      role: 'ViewCandidates',
    },
    {
      id: 'cv-details',
      label: { en: 'CV Details', ar: 'تفاصيل السير الذاتية', am: 'የሲቪ ዝርዝር መረጃ' },
      route: '/app/cvd',
      role: 'ViewCandidates',
    },
    {
      id: 'premium-cvs',
      label: { en: 'Premium CVs', ar: 'السير الذاتية المميزة', am: 'ልዩ ሲቪዎች' },
      route: '/app/pcv',
      role: 'EditEmployees',
    },
    {
      id: 'custom-cvs',
      label: { en: 'Custom CVs', ar: 'سير ذاتية مخصصة', am: 'ብጁ ሲቪዎች' },
      route: '/app/cvp',
      role: 'EditEmployees',
    },
    {
      id: 'cv-maker',
      label: { en: 'CV Maker', ar: 'صانع السير الذاتية', am: 'ሲቪ ማዘጋጃ' },
      route: '/app/cvm',
      role: 'ViewCompanies',
    },
  ],
};

const VISAS_GROUP: MenuItem = {
  id: 'visas',
  label: { en: 'Visas', ar: 'التأشيرات', am: 'ቪዛዎች' },
  icon: 'visa',
  role: 'AddVisas',
  children: [
    {
      id: 'visa-list',
      label: { en: 'Visa List', ar: 'قائمة التأشيرات', am: 'የቪዛ ዝርዝር' },
      route: '/app/visas',
      role: 'AddVisas',
    },
    // Visa ids 0 and empty mean "new" (spec 01 §2), so the add link is fixed.
    {
      id: 'visa-add',
      label: { en: 'Add Visa', ar: 'إضافة تأشيرة', am: 'ቪዛ ጨምር' },
      route: '/app/visa/0',
      role: 'AddVisas',
    },
  ],
};

const COMPLAINTS_GROUP: MenuItem = {
  id: 'complaints',
  label: { en: 'Complaints', ar: 'الشكاوى', am: 'ቅሬታዎች' },
  icon: 'edit',
  role: 'EditComplains',
  children: [
    {
      id: 'complaint-list',
      label: { en: 'Complaints', ar: 'الشكاوى', am: 'ቅሬታዎች' },
      route: '/app/complaints',
      role: 'EditComplains',
    },
  ],
};

const REPORTS: MenuItem = {
  id: 'reports',
  label: { en: 'Reports', ar: 'التقارير', am: 'ሪፖርቶች' },
  icon: 'report',
  route: '/app/reports',
  role: 'ViewReports',
};

const ADMIN_GROUP: MenuItem = {
  id: 'admin',
  label: { en: 'Admin', ar: 'الإدارة', am: 'አስተዳደር' },
  icon: 'settings',
  children: [
    {
      id: 'company-profile',
      label: { en: 'Company Profile', ar: 'ملف الشركة', am: 'የድርጅት መገለጫ' },
      route: '/app/cp',
      role: 'CompanyManagement',
    },
    {
      id: 'users',
      label: { en: 'Users', ar: 'المستخدمون', am: 'ተጠቃሚዎች' },
      route: '/app/users',
      role: 'ManageUsers',
    },
    {
      id: 'companies',
      label: { en: 'Companies', ar: 'الشركات', am: 'ድርጅቶች' },
      route: '/app/companies',
      role: 'ViewCompanies',
    },
    {
      id: 'audit',
      label: { en: 'Audit log', ar: 'سجل التدقيق', am: 'የኦዲት መዝገብ' },
      route: '/app/audit',
      role: 'ManageUsers',
    },
    {
      id: 'content',
      label: { en: 'Videos and links', ar: 'الفيديوهات والروابط', am: 'ቪዲዮዎችና ሊንኮች' },
      route: '/app/content',
      operatorOnly: true,
    },
  ],
};

// Shown to every user holding ViewEmployees, at the end of the menu.
const ALWAYS_SHOWN: readonly MenuItem[] = [
  {
    id: 'videos',
    label: { en: 'Videos', ar: 'مقاطع الفيديو', am: 'ቪዲዮዎች' },
    icon: 'video',
    route: '/app/tutors',
  },
  {
    id: 'links',
    label: { en: 'Important Links', ar: 'روابط مهمة', am: 'ጠቃሚ ሊንኮች' },
    icon: 'share',
    route: '/app/links',
  },
  {
    id: 'profile',
    label: { en: 'My Account', ar: 'حسابي', am: 'የእኔ መለያ' },
    icon: 'account',
    route: '/app/profile',
  },
  {
    id: 'change-password',
    label: { en: 'Change Password', ar: 'تغيير كلمة المرور', am: 'የይለፍ ቃል ቀይር' },
    icon: 'settings',
    action: 'changePassword',
  },
  {
    id: 'sign-out',
    label: { en: 'Sign Out', ar: 'تسجيل الخروج', am: 'ውጣ' },
    icon: 'logout',
    action: 'signOut',
  },
];
export const ALWAYS_SHOWN_ROLE: RoleName = 'ViewEmployees';

// The items only the platform operator sees, taken out of everyone else's menu.
function withoutOperatorItems(item: MenuItem): MenuItem {
  if (!item.children) return item;
  return {
    ...item,
    children: item.children.filter((child) => !child.operatorOnly).map(withoutOperatorItems),
  };
}

/**
 * Every item of the menu, for a user holding every role, in the order of the given company kind; the platform
 * operator's own items (operatorOnly) only for it.
 */
export function fullMenu(company?: Pick<Company, 'depositAmount'> | null, operator = false): MenuItem[] {
  // The company's home list comes first, as /app opens it (employment: employees; commission: Enjaz list).
  const lists =
    companyKind(company?.depositAmount) === 'employment'
      ? [EMPLOYEES_GROUP, EMBASSY_GROUP]
      : [EMBASSY_GROUP, EMPLOYEES_GROUP];
  const dashboard: MenuItem = {
    id: 'dashboard',
    label: { en: 'Dashboard', ar: 'لوحة التحكم', am: 'ዳሽቦርድ' },
    icon: 'dashboard',
    route: '/app/dashboard',
    role: 'ViewDashboard',
  };
  const items = [
    dashboard,
    ...lists,
    CVS_GROUP,
    VISAS_GROUP,
    COMPLAINTS_GROUP,
    REPORTS,
    ADMIN_GROUP,
    // sudan2 agencies see no tutor cards (spec 02 §2.2), so no Videos item leading to an empty page either.
    ...ALWAYS_SHOWN.filter((item) => item.id !== 'videos' || showsTutorials(company)),
  ];
  return operator ? items : items.map(withoutOperatorItems);
}

function visible(item: MenuItem, roles: HeldRoles): MenuItem | null {
  if (item.role && !hasRole(roles, item.role)) return null;
  if (!item.children) return item;
  const children = item.children.map((child) => visible(child, roles)).filter((child) => child !== null);
  return children.length ? { ...item, children } : null;
}

/**
 * The side menu of a user (spec 01 §6): items whose role the user holds (hasRole rule), groups with at least
 * one visible child, and the always-shown account items for holders of ViewEmployees.
 */
export function menuFor(
  user: { userType?: string | null; roles?: HeldRoles },
  company?: Pick<Company, 'depositAmount'> | null,
): MenuItem[] {
  const roles = effectiveRoles(user);
  const showAlways = hasRole(roles, ALWAYS_SHOWN_ROLE);
  const alwaysIds = new Set(ALWAYS_SHOWN.map((item) => item.id));
  return fullMenu(company, isSuperUser(user))
    .filter((item) => showAlways || !alwaysIds.has(item.id))
    .map((item) => visible(item, roles))
    .filter((item) => item !== null);
}

/** The link of a leaf; items that add a record get the new record's id appended. */
export function menuItemHref(item: MenuItem, newRecordId: string): string | undefined {
  if (!item.route) return undefined;
  return item.opensNewRecord ? `${item.route}/${newRecordId}` : item.route;
}
