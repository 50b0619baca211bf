import type { EnumLabels } from './Lang';
import type { LabelsBySex } from './sex';

export const COMPLEXIONS = ['brown', 'black', 'blue', 'acceptable'] as const;
export type Complexion = (typeof COMPLEXIONS)[number];

// 'blue' is the agencies' word for a very dark skin tone (as in Amharic ጠቆር ያለ), not the colour itself,
// so Arabic and Amharic say "dark" rather than "blue".
export const COMPLEXION_LABELS: EnumLabels<Complexion> = {
  brown: { en: 'Brown', ar: 'حنطي', am: 'ቡናማ' },
  black: { en: 'Black', ar: 'أسمر', am: 'ጥቁር' },
  blue: { en: 'Blue', ar: 'أسمر داكن', am: 'ጠቆር ያለ' },
  acceptable: { en: 'Acceptable', ar: 'مقبول', am: 'ተቀባይነት ያለው' },
};

// Arabic describes the person: a woman is حنطية or سمراء.
export const COMPLEXION_LABELS_BY_SEX: LabelsBySex<Complexion> = {
  brown: { ar: { male: 'حنطي', female: 'حنطية' } },
  black: { ar: { male: 'أسمر', female: 'سمراء' } },
  blue: { ar: { male: 'أسمر داكن', female: 'سمراء داكنة' } },
  acceptable: { ar: { male: 'مقبول', female: 'مقبولة' } },
};
