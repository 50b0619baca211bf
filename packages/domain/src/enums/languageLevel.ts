import type { EnumLabels } from './Lang';

// Arabic and English language levels. Most screens offer poor, fair, good, fluent; some views also show
// 'average' (spec 01 §3), so both readings are kept: LANGUAGE_LEVELS has all five, in rising order.
export const LANGUAGE_LEVELS = ['poor', 'fair', 'average', 'good', 'fluent'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

// The four-level reading, for forms that do not offer 'average'.
export const BASIC_LANGUAGE_LEVELS = [
  'poor',
  'fair',
  'good',
  'fluent',
] as const satisfies readonly LanguageLevel[];

export const LANGUAGE_LEVEL_LABELS: EnumLabels<LanguageLevel> = {
  poor: { en: 'Poor', ar: 'ضعيف', am: 'ደካማ' },
  fair: { en: 'Fair', ar: 'مقبول', am: 'በቂ' },
  average: { en: 'Average', ar: 'متوسط', am: 'መካከለኛ' },
  good: { en: 'Good', ar: 'جيد', am: 'ጥሩ' },
  fluent: { en: 'Fluent', ar: 'ممتاز', am: 'አቀላጥፎ' },
};
