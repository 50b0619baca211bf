import type { EnumLabels } from './Lang';

export const PROFESSIONS = [
  'housemaid',
  'house_worker',
  'driver',
  'baby_sitter',
  'nanny',
  'cooker',
  'nurse',
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
  farm_worker: { en: 'Farm Worker', ar: 'عامل مزرعة', am: 'የእርሻ ሠራተኛ' },
  other_profession: { en: 'Other Profession', ar: 'مهنة أخرى', am: 'ሌላ ሙያ' },
};
