import type { EnumLabels } from './Lang';

export const VISA_TYPES = [
  'work',
  'visit',
  'transit',
  'residence',
  'umrah',
  'hajj',
  'diplomacy',
  'other',
] as const;
export type VisaType = (typeof VISA_TYPES)[number];

export const VISA_TYPE_LABELS: EnumLabels<VisaType> = {
  work: { en: 'Work', ar: 'عمل', am: 'ሥራ' },
  visit: { en: 'Visit', ar: 'زيارة', am: 'ጉብኝት' },
  transit: { en: 'Transit', ar: 'عبور', am: 'ትራንዚት' },
  residence: { en: 'Residence', ar: 'إقامة', am: 'መኖሪያ' },
  umrah: { en: 'Umrah', ar: 'عمرة', am: 'ዑምራ' },
  hajj: { en: 'Hajj', ar: 'حج', am: 'ሐጅ' },
  diplomacy: { en: 'Diplomatic', ar: 'دبلوماسية', am: 'ዲፕሎማሲያዊ' },
  other: { en: 'Other', ar: 'أخرى', am: 'ሌላ' },
};
