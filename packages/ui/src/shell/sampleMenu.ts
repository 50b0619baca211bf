import type { MenuEntry } from './MenuEntry';

// The menu of a local-agency manager holding every role (spec 01 §6), for stories.
export const sampleMenu: MenuEntry[] = [
  { id: 'dashboard', label: 'Dashboard', icon: 'dashboard', href: '/app/dashboard' },
  {
    id: 'employees',
    label: 'Employees',
    icon: 'people',
    children: [
      { id: 'employee-list', label: 'Employee List', href: '/app/employees' },
      { id: 'employee-add', label: 'Add New Employee', href: '/app/employee/new' },
      { id: 'embassy-list', label: 'Embassy List', href: '/app/coms' },
    ],
  },
  {
    id: 'cvs',
    label: 'CVs',
    icon: 'document',
    children: [
      { id: 'cv-list', label: 'CV List', href: '/app/cvs' },
      { id: 'premium-cvs', label: 'Premium CVs', href: '/app/pcv' },
      { id: 'cv-maker', label: 'CV Maker', href: '/app/cvmaker' },
    ],
  },
  { id: 'visas', label: 'Visas', icon: 'visa', href: '/app/visas' },
  { id: 'reports', label: 'Reports', icon: 'report', href: '/app/reports' },
  {
    id: 'admin',
    label: 'Admin',
    icon: 'settings',
    children: [
      { id: 'company-profile', label: 'Company Profile', href: '/app/profile' },
      { id: 'users', label: 'Users', href: '/app/users' },
      { id: 'companies', label: 'Companies', href: '/app/companies' },
    ],
  },
  { id: 'videos', label: 'Videos', icon: 'video', href: '/app/tutors' },
];

export const sampleMenuArabic: MenuEntry[] = [
  { id: 'dashboard', label: 'لوحة التحكم', icon: 'dashboard', href: '/app/dashboard' },
  {
    id: 'employees',
    label: 'العمال',
    icon: 'people',
    children: [
      { id: 'employee-list', label: 'قائمة العمال', href: '/app/employees' },
      { id: 'employee-add', label: 'إضافة عامل جديد', href: '/app/employee/new' },
    ],
  },
  { id: 'cvs', label: 'السير الذاتية', icon: 'document', href: '/app/cvs' },
  { id: 'visas', label: 'التأشيرات', icon: 'visa', href: '/app/visas' },
  { id: 'reports', label: 'التقارير', icon: 'report', href: '/app/reports' },
  { id: 'videos', label: 'الفيديوهات', icon: 'video', href: '/app/tutors' },
];
