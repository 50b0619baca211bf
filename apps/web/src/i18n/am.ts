import { printingAm } from '../features/printing/i18n/am';
import { cvsAm } from './cvs';
import type { Catalogue } from './en';
import { adminAm } from './admin/am';
import { publicAm } from './public/am';
import { employeesAm } from '../features/employees/i18n/am';
import { employeeAm } from '../features/employees/i18n/entryAm';
import { visasAm } from '../features/visas/i18n/am';

export const am: Catalogue = {
  cvs: cvsAm,
  app: {
    name: 'ፕሌስመንት',
    loading: 'በመጫን ላይ…',
    error: 'የሆነ ችግር ተፈጥሯል',
    errorDetail: 'ገጹን ማሳየት አልተቻለም። ገጹን እንደገና ይጫኑ ወይም ወደ መጀመሪያው ይመለሱ።',
    reload: 'እንደገና ጫን',
    uploaded: 'በተሳካ ሁኔታ ተጭኗል',
    fileRemoved: 'ፋይሉ ተወግዷል',
  },
  employees: employeesAm,
  printing: printingAm,
  employee: employeeAm,
  visas: visasAm,
  preferences: {
    language: 'ቋንቋ',
    darkMode: 'ጨለማ ገጽታ',
  },
  login: {
    title: 'ግባ',
    email: 'ኢሜይል',
    password: 'የይለፍ ቃል',
    submit: 'ግባ',
    forgotPassword: 'የይለፍ ቃል ረሱ?',
    signUp: 'መለያ የለዎትም? ይመዝገቡ',
    captcha: 'ማረጋገጫ',
    captchaWaiting: 'ሰው መሆንዎን በማረጋገጥ ላይ…',
  },
  account: {
    signedOut: 'ወጥተዋል',
  },
  pages: {
    login: 'ግባ',
    register: 'ይመዝገቡ',
    forgotPassword: 'የይለፍ ቃል ረሳሁ',
    resetPassword: 'የይለፍ ቃል ቀይር',
    verify: 'ኢሜይል አረጋግጥ',
    statusTracking: 'ሁኔታ መከታተያ',
    home: 'መነሻ',
    dashboard: 'ዳሽቦርድ',
    profile: 'የእኔ መለያ',
    member: 'አባላት',
    setting: 'ቅንብሮች',
    tutors: 'ቪዲዮዎች',
    support: 'ድጋፍ',
    complaints: 'ቅሬታዎች',
    links: 'ጠቃሚ ማገናኛዎች',
    reports: 'ሪፖርቶች',
    companyProfile: 'የድርጅት መገለጫ',
    cvs: 'የሲቪ ዝርዝር',
    cvDetails: 'የሲቪ ዝርዝር መረጃ',
    premiumCvs: 'ልዩ ሲቪዎች',
    sharedCvs: 'የተጋሩ ሲቪዎች',
    customCvs: 'ብጁ ሲቪዎች',
    cvMaker: 'ሲቪ ማዘጋጃ',
    employees: 'የሠራተኞች ዝርዝር',
    employee: 'ሠራተኛ',
    coms: 'የአመልካቾች ዝርዝር',
    com: 'አመልካች',
    visas: 'የቪዛ ዝርዝር',
    visa: 'ቪዛ',
    meds: 'የሕክምና ክፍያዎች',
    medicalPayment: 'የሕክምና ክፍያ',
    users: 'ተጠቃሚዎች',
    companies: 'ድርጅቶች',
    audit: 'የኦዲት መዝገብ',
  },
  comingSoon: {
    heading: '{{page}}: በቅርቡ',
    records: 'ይህ ገጽ መዝገቦችዎን እዚህ ያሳያል፣ ይጨምራል እና ያስተካክላል። አሁን እየተሠራ ነው።',
    cvs: 'ይህ ገጽ ሲቪዎችን እዚህ ያሳያል፣ ያዘጋጃል እና ያጋራል። አሁን እየተሠራ ነው።',
    administration: 'ይህ ገጽ ድርጅቶችን፣ ተጠቃሚዎችን እና መለያዎችን እዚህ ያስተዳድራል። አሁን እየተሠራ ነው።',
    account: 'ይህ ገጽ መለያዎን እና ቅንብሮቹን እዚህ ያሳያል። አሁን እየተሠራ ነው።',
    content: 'ይህ ገጽ እገዛን፣ ቪዲዮዎችን እና ሪፖርቶችን እዚህ ያሳያል። አሁን እየተሠራ ነው።',
  },
  admin: adminAm,
  public: publicAm,
};
