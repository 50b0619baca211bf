import type { CvLang } from '@placement/domain';

// Stored values (snake_case codes) as they read on a CV in English and Arabic. Unknown codes are shown
// humanised rather than hidden, so a new value never blanks a CV.
const VALUES: Record<string, Record<string, readonly [string, string]>> = {
  nationality: {
    ethiopian: ['Ethiopian', 'إثيوبية'],
    ethiopia: ['Ethiopian', 'إثيوبية'],
    kenyan: ['Kenyan', 'كينية'],
    ugandan: ['Ugandan', 'أوغندية'],
    filipino: ['Filipino', 'فلبينية'],
    indonesian: ['Indonesian', 'إندونيسية'],
    sri_lankan: ['Sri Lankan', 'سريلانكية'],
    indian: ['Indian', 'هندية'],
    bangladeshi: ['Bangladeshi', 'بنغلاديشية'],
    nepalese: ['Nepalese', 'نيبالية'],
    sudanese: ['Sudanese', 'سودانية'],
    eritrean: ['Eritrean', 'إريترية'],
    somali: ['Somali', 'صومالية'],
    burundian: ['Burundian', 'بوروندية'],
    tanzanian: ['Tanzanian', 'تنزانية'],
  },
  country: {
    ethiopia: ['Ethiopia', 'إثيوبيا'],
    saudi_arabia: ['Saudi Arabia', 'السعودية'],
    kuwait: ['Kuwait', 'الكويت'],
    qatar: ['Qatar', 'قطر'],
    united_arab_emirates: ['United Arab Emirates', 'الإمارات'],
    uae: ['United Arab Emirates', 'الإمارات'],
    jordan: ['Jordan', 'الأردن'],
    lebanon: ['Lebanon', 'لبنان'],
    oman: ['Oman', 'عمان'],
    bahrain: ['Bahrain', 'البحرين'],
    sudan: ['Sudan', 'السودان'],
    kenya: ['Kenya', 'كينيا'],
    uganda: ['Uganda', 'أوغندا'],
    dubai: ['Dubai', 'دبي'],
  },
  profession: {
    housemaid: ['Housemaid', 'عاملة منزلية'],
    house_maid: ['Housemaid', 'عاملة منزلية'],
    nanny: ['Nanny', 'مربية'],
    babysitter: ['Babysitter', 'جليسة أطفال'],
    cook: ['Cook', 'طباخة'],
    caregiver: ['Caregiver', 'مقدمة رعاية'],
    driver: ['Driver', 'سائق'],
    cleaner: ['Cleaner', 'عاملة نظافة'],
    nurse: ['Nurse', 'ممرضة'],
  },
  religion: {
    muslim: ['Muslim', 'مسلمة'],
    christian: ['Christian', 'مسيحية'],
    other: ['Other', 'أخرى'],
  },
  maritalStatus: {
    single: ['Single', 'عزباء'],
    married: ['Married', 'متزوجة'],
    divorced: ['Divorced', 'مطلقة'],
    widowed: ['Widowed', 'أرملة'],
    separated: ['Separated', 'منفصلة'],
  },
  complexion: {
    brown: ['Brown', 'حنطي'],
    light_brown: ['Light brown', 'حنطي فاتح'],
    dark_brown: ['Dark brown', 'أسمر'],
    fair: ['Fair', 'فاتح'],
    dark: ['Dark', 'داكن'],
    black: ['Black', 'أسود'],
    white: ['White', 'أبيض'],
  },
  sex: {
    female: ['Female', 'أنثى'],
    male: ['Male', 'ذكر'],
  },
  educationLevel: {
    grade_eight_complete: ['Primary', 'ابتدائي'],
    secondary_complete: ['Secondary', 'ثانوي'],
    vocational_complete: ['Vocational', 'مهني'],
    college_complete: ['College', 'كلية'],
    post_graduate: ['Post Graduate', 'دراسات عليا'],
    other_education: ['Other Education', 'تعليم آخر'],
  },
  skill: {
    washing_dishes: ['Washing dishes', 'غسل الصحون'],
    washing_ironing_clothes: ['Washing & ironing clothes', 'غسل وكي الملابس'],
    dusting_cleaning: ['Dusting & cleaning', 'التنظيف'],
    baby_sitting: ['Baby sitting', 'رعاية الرضع'],
    cooking: ['Cooking', 'الطبخ'],
    arabic_cooking: ['Arabic cooking', 'الطبخ العربي'],
    children_care: ['Children care', 'رعاية الأطفال'],
    sewing: ['Sewing', 'الخياطة'],
    tutoring_children: ['Tutoring children', 'تدريس الأطفال'],
  },
  currency: {
    sar: ['SAR', 'ريال سعودي'],
    saudi_riyal: ['SAR', 'ريال سعودي'],
    qar: ['QAR', 'ريال قطري'],
    kwd: ['KWD', 'دينار كويتي'],
    kuwait_dinar: ['KWD', 'دينار كويتي'],
    aed: ['AED', 'درهم إماراتي'],
    jod: ['JOD', 'دينار أردني'],
    lbp: ['LBP', 'ليرة لبنانية'],
  },
  languageLevel: {
    poor: ['Poor', 'ضعيف'],
    fair: ['Fair', 'مقبول'],
    average: ['Average', 'متوسط'],
    good: ['Good', 'جيد'],
    fluent: ['Fluent', 'ممتاز'],
  },
  count: {
    one: ['One', 'سنة'],
    two: ['Two', 'سنتان'],
    three: ['Three', 'ثلاث'],
    four: ['Four', 'أربع'],
    five: ['Five', 'خمس'],
    six: ['Six', 'ست'],
    seven: ['Seven', 'سبع'],
    eight: ['Eight', 'ثمان'],
    nine: ['Nine', 'تسع'],
    ten: ['Ten', 'عشر'],
  },
};

export type CvValueKind =
  | 'nationality'
  | 'country'
  | 'profession'
  | 'religion'
  | 'maritalStatus'
  | 'complexion'
  | 'sex'
  | 'educationLevel'
  | 'skill'
  | 'currency'
  | 'languageLevel'
  | 'count';

export const CV_SKILLS = Object.keys(VALUES['skill'] ?? {});

function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function cvValue(kind: CvValueKind, code: string | null | undefined, lang: CvLang): string {
  if (code === null || code === undefined || String(code).trim() === '') return '-';
  const key = String(code).trim().toLowerCase().replace(/\s+/g, '_');
  const entry = VALUES[kind]?.[key];
  if (entry) return entry[lang === 'ar' ? 1 : 0];
  return humanise(String(code));
}
