import type { EnumLabels } from './Lang';

// The age band a sponsor asks for on a visa (Visa Condition tab).
export const AGE_CATEGORIES = ['bet2125', 'bet2630', 'bet3135', 'bet3640', 'bet4145'] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];

export const AGE_CATEGORY_LABELS: EnumLabels<AgeCategory> = {
  bet2125: { en: '21-25', ar: '21-25 سنة', am: '21-25 ዓመት' },
  bet2630: { en: '26-30', ar: '26-30 سنة', am: '26-30 ዓመት' },
  bet3135: { en: '31-35', ar: '31-35 سنة', am: '31-35 ዓመት' },
  bet3640: { en: '36-40', ar: '36-40 سنة', am: '36-40 ዓመት' },
  bet4145: { en: '41-45', ar: '41-45 سنة', am: '41-45 ዓመት' },
};

// The inclusive age range of a band, for matching a candidate's age against a visa.
export const AGE_CATEGORY_RANGES: Readonly<Record<AgeCategory, readonly [number, number]>> = {
  bet2125: [21, 25],
  bet2630: [26, 30],
  bet3135: [31, 35],
  bet3640: [36, 40],
  bet4145: [41, 45],
};
