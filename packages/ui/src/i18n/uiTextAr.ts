import type { UiTextSignedOut } from './uiText';

// A file of its own so a bundle carries this language's words only where it loads them (the web app's
// language chunks), not in the entry every visitor downloads.
export const uiTextSignedOutAr: UiTextSignedOut = {
  loading: 'جار التحميل…',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  notFound: 'عذرا. يبدو أن الصفحة التي تبحث عنها لم تعد موجودة',
  backToHome: 'العودة إلى الرئيسية',
  language: 'اللغة',
  darkMode: 'الوضع الداكن',
  lightMode: 'الوضع الفاتح',
  dismiss: 'إغلاق',
  notifications: 'الإشعارات',
};
