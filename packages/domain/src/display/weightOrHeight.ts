import type { CompanyVariant } from '../enums/companyVariant';
import type { Lang } from '../enums';

// Weight and height show '-' when not measured (zero or empty).
export function weightOrHeight(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const text = String(value).trim();
  return text === '' || Number(text) === 0 ? '-' : text;
}

// Sudan companies reuse the two fields: height holds the medical insurance and weight the exchange rate.
export const WEIGHT_HEIGHT_LABELS = {
  height: { en: 'Height', ar: 'الطول', am: 'ቁመት' },
  weight: { en: 'Weight', ar: 'الوزن', am: 'ክብደት' },
  medicalInsurance: { en: 'Medical Insurance', ar: 'التأمين الطبي', am: 'የሕክምና መድን' },
  exchangeRate: { en: 'Exchange Rate', ar: 'سعر الصرف', am: 'የምንዛሪ ተመን' },
} as const;

export type WeightHeightMeaning = keyof typeof WEIGHT_HEIGHT_LABELS;

export function weightHeightMeaning(
  field: 'height' | 'weight',
  variant?: CompanyVariant | null,
): WeightHeightMeaning {
  if (variant !== 'sudan') return field;
  return field === 'height' ? 'medicalInsurance' : 'exchangeRate';
}

export function weightHeightLabel(
  field: 'height' | 'weight',
  variant?: CompanyVariant | null,
  lang: Lang = 'en',
): string {
  return WEIGHT_HEIGHT_LABELS[weightHeightMeaning(field, variant)][lang];
}
