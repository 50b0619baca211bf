import type { EnumLabels } from './Lang';

export const EDUCATION_LEVELS = [
  'grade_eight_complete',
  'secondary_complete',
  'vocational_complete',
  'college_complete',
  'post_graduate',
  'other_education',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

// English labels are the ones CVs print (spec 02 §3).
export const EDUCATION_LEVEL_LABELS: EnumLabels<EducationLevel> = {
  grade_eight_complete: { en: 'Primary', ar: 'ابتدائي', am: 'የመጀመሪያ ደረጃ' },
  secondary_complete: { en: 'Secondary', ar: 'ثانوي', am: 'ሁለተኛ ደረጃ' },
  vocational_complete: { en: 'Vocational', ar: 'مهني', am: 'ቴክኒክና ሙያ' },
  college_complete: { en: 'College', ar: 'جامعي', am: 'ኮሌጅ' },
  post_graduate: { en: 'Post Graduate', ar: 'دراسات عليا', am: 'የድህረ ምረቃ' },
  other_education: { en: 'Other Education', ar: 'تعليم آخر', am: 'ሌላ ትምህርት' },
};
