import type { EnumLabels } from './Lang';
import type { LabelsBySex } from './sex';

// The professions of spec 01 §3, and caregiver: looking after an elderly or sick member of the household is a
// common job in the receiving countries and in candidates' past work, which CVs must print in Arabic too.
export const PROFESSIONS = [
  'housemaid',
  'house_worker',
  'driver',
  'baby_sitter',
  'nanny',
  'cooker',
  'nurse',
  'caregiver',
  'farm_worker',
  'other_profession',
] as const;
export type Profession = (typeof PROFESSIONS)[number];

export const PROFESSION_LABELS: EnumLabels<Profession> = {
  housemaid: { en: 'Housemaid', ar: 'عاملة منزلية', am: 'የቤት ሠራተኛ' },
  house_worker: { en: 'House Worker', ar: 'عامل منزلي', am: 'የቤት ውስጥ ሠራተኛ' },
  driver: { en: 'Driver', ar: 'سائق', am: 'ሹፌር' },
  baby_sitter: { en: 'Baby Sitter', ar: 'جليسة أطفال', am: 'ሕፃናት ጠባቂ' },
  nanny: { en: 'Nanny', ar: 'مربية', am: 'ሞግዚት' },
  cooker: { en: 'Cook', ar: 'طباخ', am: 'ምግብ አብሳይ' },
  nurse: { en: 'Nurse', ar: 'ممرضة', am: 'ነርስ' },
  caregiver: { en: 'Caregiver', ar: 'مقدم رعاية', am: 'አስታማሚ' },
  farm_worker: { en: 'Farm Worker', ar: 'عامل مزرعة', am: 'የእርሻ ሠራተኛ' },
  other_profession: { en: 'Other Profession', ar: 'مهنة أخرى', am: 'ሌላ ሙያ' },
};

export const PROFESSION_LABELS_BY_SEX: LabelsBySex<Profession> = {
  housemaid: { ar: { male: 'عامل منزلي', female: 'عاملة منزلية' } },
  house_worker: { ar: { male: 'عامل منزلي', female: 'عاملة منزلية' } },
  driver: { ar: { male: 'سائق', female: 'سائقة' } },
  baby_sitter: { ar: { male: 'جليس أطفال', female: 'جليسة أطفال' } },
  nanny: { ar: { male: 'مربي أطفال', female: 'مربية' } },
  cooker: { ar: { male: 'طباخ', female: 'طباخة' } },
  nurse: { ar: { male: 'ممرض', female: 'ممرضة' } },
  caregiver: { ar: { male: 'مقدم رعاية', female: 'مقدمة رعاية' } },
  farm_worker: { ar: { male: 'عامل مزرعة', female: 'عاملة مزرعة' } },
};
