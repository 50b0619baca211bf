import { COUNTRY_LABELS, type Country } from './country';
import type { EnumLabels } from './Lang';

// Destination countries an employee can apply to; codes are the same as COUNTRIES.
export const APPLIED_COUNTRIES = [
  'saudi_arabia',
  'kuwait',
  'uae',
  'qatar',
  'lebanon',
  'bahrain',
  'jordan',
] as const satisfies readonly Country[];
export type AppliedCountry = (typeof APPLIED_COUNTRIES)[number];

export const APPLIED_COUNTRY_LABELS: EnumLabels<AppliedCountry> = {
  saudi_arabia: COUNTRY_LABELS.saudi_arabia,
  kuwait: COUNTRY_LABELS.kuwait,
  uae: COUNTRY_LABELS.uae,
  qatar: COUNTRY_LABELS.qatar,
  lebanon: COUNTRY_LABELS.lebanon,
  bahrain: COUNTRY_LABELS.bahrain,
  jordan: COUNTRY_LABELS.jordan,
};
