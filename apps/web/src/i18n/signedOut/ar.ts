import type { SignedOutCatalogue } from './en';

export const signedOutAr: SignedOutCatalogue = {
  app: {
    name: 'بليسمنت',
    loading: 'جارٍ التحميل…',
    error: 'حدث خطأ ما',
    errorDetail: 'تعذر عرض الصفحة. أعد تحميلها أو ارجع إلى البداية.',
    reload: 'إعادة التحميل',
    uploaded: 'تم الرفع بنجاح',
    fileRemoved: 'تمت إزالة الملف',
  },
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
    or: 'أو',
    withGoogle: 'تسجيل الدخول باستخدام Google',
    registerWithGoogle: 'التسجيل باستخدام Google',
    providerCompleting: 'جارٍ تسجيل دخولك…',
    providerCancelled: 'أُلغي تسجيل الدخول لدى مزوّد الهوية',
    providerNotStartedHere: 'لم يبدأ تسجيل الدخول هذا من هذه الصفحة: ابدأه من جديد',
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
  },
  // The forms' messages, which /login shows too (the rest of `public` loads with the other signed-out pages).
  public: {
    validation: {
      required: 'مطلوب',
      minLength: 'يجب ألا يقل عن {{count}} أحرف',
      maxLength: 'يجب ألا يزيد عن {{count}} حرفًا',
      emailInvalid: 'البريد الإلكتروني غير صحيح',
      passwordsMustMatch: 'كلمتا المرور غير متطابقتين',
      countryNotInList: 'اختر دولة من القائمة',
    },
  },
};

// The signed-out pages' components' words come in the same chunk (app/i18n/words.ts).
export { uiTextSignedOutAr } from '@placement/ui/words/ar';
