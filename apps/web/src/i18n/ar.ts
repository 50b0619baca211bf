import { printingAr } from '../features/printing/i18n/ar';
import { cvsAr } from './cvs';
import type { Catalogue } from './en';
import { adminAr } from './admin/ar';
import { publicAr } from './public/ar';
import { employeesAr } from '../features/employees/i18n/ar';
import { employeeAr } from '../features/employees/i18n/entryAr';
import { visasAr } from '../features/visas/i18n/ar';

export const ar: Catalogue = {
  cvs: cvsAr,
  app: {
    name: 'بليسمنت',
    loading: 'جارٍ التحميل…',
    error: 'حدث خطأ ما',
    errorDetail: 'تعذر عرض الصفحة. أعد تحميلها أو ارجع إلى البداية.',
    reload: 'إعادة التحميل',
    uploaded: 'تم الرفع بنجاح',
    fileRemoved: 'تمت إزالة الملف',
  },
  employees: employeesAr,
  printing: printingAr,
  employee: employeeAr,
  visas: visasAr,
  preferences: {
    language: 'اللغة',
    darkMode: 'الوضع الداكن',
  },
  login: {
    title: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    forgotPassword: 'نسيت كلمة المرور؟',
    signUp: 'ليس لديك حساب؟ سجّل الآن',
    captcha: 'التحقق',
    captchaWaiting: 'جارٍ التحقق من أنك إنسان…',
  },
  account: {
    signedOut: 'تم تسجيل خروجك',
  },
  pages: {
    login: 'تسجيل الدخول',
    register: 'التسجيل',
    forgotPassword: 'نسيت كلمة المرور',
    resetPassword: 'إعادة تعيين كلمة المرور',
    verify: 'تأكيد البريد الإلكتروني',
    statusTracking: 'تتبع الحالة',
    home: 'الرئيسية',
    dashboard: 'لوحة المعلومات',
    profile: 'حسابي',
    member: 'الأعضاء',
    setting: 'الإعدادات',
    tutors: 'مقاطع الفيديو',
    support: 'الدعم',
    complaints: 'الشكاوى',
    links: 'روابط مهمة',
    reports: 'التقارير',
    companyProfile: 'ملف الشركة',
    cvs: 'قائمة السير الذاتية',
    cvDetails: 'تفاصيل السير الذاتية',
    premiumCvs: 'السير الذاتية المميزة',
    sharedCvs: 'سير ذاتية مشتركة',
    customCvs: 'سير ذاتية مخصصة',
    cvMaker: 'صانع السير الذاتية',
    employees: 'قائمة العمالة',
    employee: 'العامل',
    coms: 'قائمة المتقدمين',
    com: 'المتقدم',
    visas: 'قائمة التأشيرات',
    visa: 'التأشيرة',
    meds: 'مدفوعات الفحص الطبي',
    medicalPayment: 'دفعة الفحص الطبي',
    users: 'المستخدمون',
    companies: 'الشركات',
    audit: 'سجل التدقيق',
  },
  comingSoon: {
    heading: '{{page}}: قريبًا',
    records: 'ستعرض هذه الشاشة سجلاتك وتضيفها وتعدّلها هنا. يجري بناؤها الآن.',
    cvs: 'ستعرض هذه الشاشة السير الذاتية وتنشئها وتشاركها هنا. يجري بناؤها الآن.',
    administration: 'ستدير هذه الشاشة الشركات والمستخدمين والحسابات هنا. يجري بناؤها الآن.',
    account: 'ستعرض هذه الشاشة حسابك وإعداداته هنا. يجري بناؤها الآن.',
    content: 'ستعرض هذه الشاشة المساعدة ومقاطع الفيديو والتقارير هنا. يجري بناؤها الآن.',
  },
  admin: adminAr,
  public: publicAr,
};
