import type { EnumLabels } from './Lang';

// The 13 skills of the employee form (spec 01 §3).
export const SKILLS = [
  'driving',
  'baby_sitting',
  'children_care',
  'tutoring_children',
  'washing_ironing_clothes',
  'dusting_cleaning',
  'washing_dishes',
  'cooking',
  'arabic_cooking',
  'sewing',
  'computer',
  'decorating',
  'other_skills',
] as const;
export type Skill = (typeof SKILLS)[number];

// The nine skills a CV's yes/no grid shows, in the CV's order (spec 02 §3).
export const CV_SKILLS = [
  'washing_dishes',
  'washing_ironing_clothes',
  'dusting_cleaning',
  'baby_sitting',
  'cooking',
  'arabic_cooking',
  'children_care',
  'sewing',
  'tutoring_children',
] as const satisfies readonly Skill[];

export const SKILL_LABELS: EnumLabels<Skill> = {
  driving: { en: 'Driving', ar: 'قيادة السيارة', am: 'መኪና ማሽከርከር' },
  baby_sitting: { en: 'Baby Sitting', ar: 'رعاية الرضع', am: 'ሕፃናትን መጠበቅ' },
  children_care: { en: 'Children Care', ar: 'رعاية الأطفال', am: 'ልጆችን መንከባከብ' },
  tutoring_children: { en: 'Tutoring Children', ar: 'تدريس الأطفال', am: 'ልጆችን ማስጠናት' },
  washing_ironing_clothes: { en: 'Washing & Ironing Clothes', ar: 'غسيل وكي الملابس', am: 'ልብስ ማጠብና መተኮስ' },
  dusting_cleaning: { en: 'Dusting & Cleaning', ar: 'التنظيف وإزالة الغبار', am: 'አቧራ ማንሳትና ማጽዳት' },
  washing_dishes: { en: 'Washing Dishes', ar: 'غسيل الأطباق', am: 'ዕቃ ማጠብ' },
  cooking: { en: 'Cooking', ar: 'الطبخ', am: 'ምግብ ማብሰል' },
  arabic_cooking: { en: 'Arabic Cooking', ar: 'الطبخ العربي', am: 'የዓረብ ምግብ ማብሰል' },
  sewing: { en: 'Sewing', ar: 'الخياطة', am: 'ልብስ መስፋት' },
  computer: { en: 'Computer', ar: 'الحاسوب', am: 'ኮምፒውተር' },
  decorating: { en: 'Decorating', ar: 'الديكور', am: 'ቤት ማስዋብ' },
  other_skills: { en: 'Other Skills', ar: 'مهارات أخرى', am: 'ሌሎች ክህሎቶች' },
};
