import type { EnumLabels } from './Lang';
import type { LabelsBySex } from './sex';

export const RELIGIONS = ['muslim', 'non_muslim', 'christian', 'other_religion'] as const;
export type Religion = (typeof RELIGIONS)[number];

export const RELIGION_LABELS: EnumLabels<Religion> = {
  muslim: { en: 'Muslim', ar: 'مسلم', am: 'ሙስሊም' },
  non_muslim: { en: 'Non-Muslim', ar: 'غير مسلم', am: 'ሙስሊም ያልሆነ' },
  christian: { en: 'Christian', ar: 'مسيحي', am: 'ክርስቲያን' },
  other_religion: { en: 'Other Religion', ar: 'ديانة أخرى', am: 'ሌላ ሃይማኖት' },
};

export const RELIGION_LABELS_BY_SEX: LabelsBySex<Religion> = {
  muslim: { ar: { male: 'مسلم', female: 'مسلمة' } },
  non_muslim: {
    ar: { male: 'غير مسلم', female: 'غير مسلمة' },
    am: { male: 'ሙስሊም ያልሆነ', female: 'ሙስሊም ያልሆነች' },
  },
  christian: { ar: { male: 'مسيحي', female: 'مسيحية' } },
};
