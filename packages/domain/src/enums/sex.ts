import type { EnumLabels } from './Lang';

export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];

export const SEX_LABELS: EnumLabels<Sex> = {
  male: { en: 'Male', ar: 'ذكر', am: 'ወንድ' },
  female: { en: 'Female', ar: 'أنثى', am: 'ሴት' },
};
