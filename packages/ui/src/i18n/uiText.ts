import type { Language } from '../theme/Theme';

// The few words the components show themselves. Screen text comes in through props; the web app's i18next
// catalogues will own everything else.
export interface UiText {
  search: string;
  refresh: string;
  accountMenu: string;
  myAccount: string;
  settings: string;
  logOut: string;
  whatsAppSupport: string;
  openDrawer: string;
  closeDrawer: string;
  mainMenu: string;
  rowsPerPage: string;
  all: string;
  total: string;
  selectAll: string;
  selectRow: string;
  selected: string;
  deselect: string;
  previousPage: string;
  nextPage: string;
  loading: string;
  noMatch: string;
  cancel: string;
  delete: string;
  continue: string;
  areYouSure: string;
  deletePermanently: string;
  irreversible: string;
  showPassword: string;
  hidePassword: string;
  country: string;
  chooseFile: string;
  removeFile: string;
  fileTooLarge: string;
  back: string;
  next: string;
  notFound: string;
  backToHome: string;
  language: string;
  darkMode: string;
  lightMode: string;
  dismiss: string;
  notifications: string;
  ofTotal: string;
  noAgentAssigned: string;
  actions: string;
  close: string;
  progress: string;
  sharedLinks: string;
  copyLink: string;
  linkCopied: string;
  email: string;
  emailNotCorrect: string;
  shareByEmail: string;
  shareOnWhatsApp: string;
  candidates: string;
  month: string;
  year: string;
  tabHasErrors: string;
  saveBlocked: string;
}

export const uiText: Readonly<Record<Language, UiText>> = {
  en: {
    search: 'Search',
    refresh: 'Refresh',
    accountMenu: 'Account',
    myAccount: 'My account',
    settings: 'Settings',
    logOut: 'Log out',
    whatsAppSupport: 'WhatsApp support',
    openDrawer: 'Open menu',
    closeDrawer: 'Close menu',
    mainMenu: 'Main menu',
    rowsPerPage: 'Rows per page',
    all: 'All',
    total: 'Total',
    selectAll: 'Select All',
    selectRow: 'Select',
    selected: 'Selected',
    deselect: 'Deselect',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    loading: 'Loading…',
    noMatch: 'No match',
    cancel: 'Cancel',
    delete: 'Delete',
    continue: 'Continue',
    areYouSure: 'Are you sure?',
    deletePermanently: 'This data will be deleted permanently.',
    irreversible: 'Taking this action is irreversible.',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    country: 'Country',
    chooseFile: 'Choose file',
    removeFile: 'Remove',
    fileTooLarge: "File size can't exceeds 1Mb",
    back: 'Back',
    next: 'Next',
    notFound: "Oops. Looks like the page you're looking for no longer exists",
    backToHome: 'Back to Home',
    language: 'Language',
    darkMode: 'Dark mode',
    lightMode: 'Light mode',
    dismiss: 'Dismiss',
    notifications: 'Notifications',
    ofTotal: 'of',
    noAgentAssigned: 'NO AGENT ASSIGNED',
    actions: 'Actions',
    close: 'Close',
    progress: 'Progress',
    sharedLinks: 'Shared Links',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    email: 'Email',
    emailNotCorrect: 'Email is not correct',
    shareByEmail: 'Share by email',
    shareOnWhatsApp: 'Share on WhatsApp',
    candidates: 'Candidates',
    month: 'Month',
    year: 'Year',
    tabHasErrors: 'has fields to correct',
    saveBlocked: 'Fill in the required fields and correct the marked ones: press Save to see them',
  },
  ar: {
    search: 'بحث',
    refresh: 'تحديث',
    accountMenu: 'الحساب',
    myAccount: 'حسابي',
    settings: 'الإعدادات',
    logOut: 'تسجيل الخروج',
    whatsAppSupport: 'الدعم عبر واتساب',
    openDrawer: 'فتح القائمة',
    closeDrawer: 'إغلاق القائمة',
    mainMenu: 'القائمة الرئيسية',
    rowsPerPage: 'عدد الصفوف',
    all: 'الكل',
    total: 'المجموع',
    selectAll: 'تحديد الكل',
    selectRow: 'تحديد',
    selected: 'المحدد',
    deselect: 'إلغاء التحديد',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    loading: 'جار التحميل…',
    noMatch: 'لا توجد نتائج',
    cancel: 'إلغاء',
    delete: 'حذف',
    continue: 'متابعة',
    areYouSure: 'هل أنت متأكد؟',
    deletePermanently: 'سيتم حذف هذه البيانات نهائيا.',
    irreversible: 'لا يمكن التراجع عن هذا الإجراء.',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    country: 'الدولة',
    chooseFile: 'اختر ملفا',
    removeFile: 'إزالة',
    fileTooLarge: 'لا يمكن أن يتجاوز حجم الملف 1 ميغابايت',
    back: 'السابق',
    next: 'التالي',
    notFound: 'عذرا. يبدو أن الصفحة التي تبحث عنها لم تعد موجودة',
    backToHome: 'العودة إلى الرئيسية',
    language: 'اللغة',
    darkMode: 'الوضع الداكن',
    lightMode: 'الوضع الفاتح',
    dismiss: 'إغلاق',
    notifications: 'الإشعارات',
    ofTotal: 'من',
    noAgentAssigned: 'لا يوجد وكيل',
    actions: 'الإجراءات',
    close: 'إغلاق',
    progress: 'التقدم',
    sharedLinks: 'الروابط المشتركة',
    copyLink: 'نسخ الرابط',
    linkCopied: 'تم نسخ الرابط',
    email: 'البريد الإلكتروني',
    emailNotCorrect: 'البريد الإلكتروني غير صحيح',
    shareByEmail: 'مشاركة بالبريد الإلكتروني',
    shareOnWhatsApp: 'مشاركة عبر واتساب',
    candidates: 'المرشحون',
    month: 'الشهر',
    year: 'السنة',
    tabHasErrors: 'فيه حقول يجب تصحيحها',
    saveBlocked: 'املأ الحقول المطلوبة وصحح الحقول المعلَّمة: اضغط حفظ لرؤيتها',
  },
  am: {
    search: 'ፈልግ',
    refresh: 'አድስ',
    accountMenu: 'መለያ',
    myAccount: 'የእኔ መለያ',
    settings: 'ቅንብሮች',
    logOut: 'ውጣ',
    whatsAppSupport: 'የዋትስአፕ ድጋፍ',
    openDrawer: 'ምናሌ ክፈት',
    closeDrawer: 'ምናሌ ዝጋ',
    mainMenu: 'ዋና ምናሌ',
    rowsPerPage: 'በገጽ ያሉ ረድፎች',
    all: 'ሁሉም',
    total: 'ጠቅላላ',
    selectAll: 'ሁሉንም ምረጥ',
    selectRow: 'ምረጥ',
    selected: 'የተመረጡ',
    deselect: 'ምርጫ ሰርዝ',
    previousPage: 'ቀዳሚ ገጽ',
    nextPage: 'ቀጣይ ገጽ',
    loading: 'በመጫን ላይ…',
    noMatch: 'ምንም አልተገኘም',
    cancel: 'ሰርዝ',
    delete: 'አጥፋ',
    continue: 'ቀጥል',
    areYouSure: 'እርግጠኛ ነዎት?',
    deletePermanently: 'ይህ መረጃ በቋሚነት ይጠፋል።',
    irreversible: 'ይህ እርምጃ ሊቀለበስ አይችልም።',
    showPassword: 'የይለፍ ቃል አሳይ',
    hidePassword: 'የይለፍ ቃል ደብቅ',
    country: 'አገር',
    chooseFile: 'ፋይል ምረጥ',
    removeFile: 'አስወግድ',
    fileTooLarge: 'የፋይሉ መጠን ከ1 ሜጋባይት መብለጥ አይችልም',
    back: 'ተመለስ',
    next: 'ቀጣይ',
    notFound: 'ይቅርታ። የሚፈልጉት ገጽ ከአሁን በኋላ የለም',
    backToHome: 'ወደ መነሻ ተመለስ',
    language: 'ቋንቋ',
    darkMode: 'ጨለማ ገጽታ',
    lightMode: 'ብሩህ ገጽታ',
    dismiss: 'ዝጋ',
    notifications: 'ማሳወቂያዎች',
    ofTotal: 'ከ',
    noAgentAssigned: 'ወኪል አልተመደበም',
    actions: 'ተግባራት',
    close: 'ዝጋ',
    progress: 'ሂደት',
    sharedLinks: 'የተጋሩ ሊንኮች',
    copyLink: 'ሊንኩን ቅዳ',
    linkCopied: 'ሊንኩ ተቀድቷል',
    email: 'ኢሜይል',
    emailNotCorrect: 'ኢሜይሉ ትክክል አይደለም',
    shareByEmail: 'በኢሜይል አጋራ',
    shareOnWhatsApp: 'በዋትስአፕ አጋራ',
    candidates: 'እጩዎች',
    month: 'ወር',
    year: 'ዓመት',
    tabHasErrors: 'የሚታረሙ መስኮች አሉት',
    saveBlocked: 'የሚያስፈልጉትን መስኮች ይሙሉ፣ ምልክት የተደረገባቸውንም ያርሙ፤ ለማየት አስቀምጥን ይጫኑ',
  },
};
