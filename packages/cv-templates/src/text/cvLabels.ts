import type { CvLang } from '@placement/domain';

// The fixed wording of a CV in both languages.
export const CV_LABELS = {
  title: ['Curriculum Vitae', 'السيرة الذاتية'],
  applicationForEmployment: ['Application for Employment', 'طلب توظيف'],
  passportDetails: ['Passport Details', 'بيانات جواز السفر'],
  passportNumber: ['Passport No.', 'رقم الجواز'],
  issueDate: ['Date of Issue', 'تاريخ الإصدار'],
  expiryDate: ['Date of Expiry', 'تاريخ الانتهاء'],
  placeOfIssue: ['Place of Issue', 'مكان الإصدار'],
  placeOfBirth: ['Place of Birth', 'مكان الميلاد'],
  dateOfBirth: ['Date of Birth', 'تاريخ الميلاد'],
  age: ['Age', 'العمر'],
  reference: ['Reference No.', 'الرقم المرجعي'],
  applicationDate: ['Application Date', 'تاريخ الطلب'],
  workExperience: ['Work Experience', 'الخبرة العملية'],
  country: ['Country', 'الدولة'],
  profession: ['Position', 'المهنة'],
  period: ['Period', 'المدة'],
  skills: ['Skills', 'المهارات'],
  yes: ['Yes', 'نعم'],
  no: ['No', 'لا'],
  languages: ['Language Knowledge', 'اللغات'],
  arabicLanguage: ['Arabic', 'العربية'],
  englishLanguage: ['English', 'الإنجليزية'],
  workInformation: ['Work Information', 'معلومات العمل'],
  appliedProfession: ['Applied For', 'الوظيفة المطلوبة'],
  salary: ['Monthly Salary', 'الراتب الشهري'],
  contractPeriod: ['Contract Period', 'مدة العقد'],
  appliedCountry: ['Destination', 'بلد العمل'],
  personalDetails: ['Personal Details', 'البيانات الشخصية'],
  fullName: ['Full Name', 'الاسم الكامل'],
  nationality: ['Nationality', 'الجنسية'],
  religion: ['Religion', 'الديانة'],
  maritalStatus: ['Marital Status', 'الحالة الاجتماعية'],
  children: ['No. of Children', 'عدد الأطفال'],
  complexion: ['Complexion', 'لون البشرة'],
  sex: ['Sex', 'الجنس'],
  education: ['Education', 'المؤهل العلمي'],
  yearGraduated: ['Year Graduated', 'سنة التخرج'],
  school: ['School', 'المدرسة'],
  remarks: ['Remarks', 'ملاحظات'],
  willingToLearn: ['Willing to learn', 'مستعدة للتعلم'],
  contact: ['Contact Us', 'اتصل بنا'],
  telephone: ['Tel', 'هاتف'],
  address: ['Address', 'العنوان'],
  passportCopy: ['Passport Copy', 'صورة جواز السفر'],
  years: ['years', 'سنوات'],
  noPhoto: ['No photo', 'لا توجد صورة'],
  scanToSee: ['Scan for more CVs', 'امسح لمزيد من السير الذاتية'],
} as const satisfies Record<string, readonly [string, string]>;

export type CvLabel = keyof typeof CV_LABELS;

export function cvLabel(key: CvLabel, lang: CvLang): string {
  return CV_LABELS[key][lang === 'ar' ? 1 : 0];
}
