import type { EnumLabels, Lang } from './Lang';

export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];

export const SEX_LABELS: EnumLabels<Sex> = {
  male: { en: 'Male', ar: 'ذكر', am: 'ወንድ' },
  female: { en: 'Female', ar: 'أنثى', am: 'ሴት' },
};

// A label that agrees with a person's sex: Arabic (and for some words Amharic and English) says a single man
// is أعزب and a single woman عزباء.
export type SexForms = Readonly<Record<Sex, string>>;

// The forms of an enumeration's labels where a language inflects them by the person's sex; a value or
// language not listed reads the same for both.
export type LabelsBySex<Value extends string> = Readonly<
  Partial<Record<Value, Readonly<Partial<Record<Lang, SexForms>>>>>
>;
