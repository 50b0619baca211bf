import type { EnumLabels } from './Lang';

export const CURRENCIES = [
  'saudi_riyal',
  'qatar_riyal',
  'kuwait_dinar',
  'emirate_dirham',
  'jordan_dinar',
  'lebanon_lire',
  'ethiopia_birr',
  'usd',
] as const;
export type Currency = (typeof CURRENCIES)[number];

// The CV screens offer only the six Gulf and Levant salary currencies (spec 02 §9); records may hold all eight.
export const CV_CURRENCIES = [
  'saudi_riyal',
  'qatar_riyal',
  'kuwait_dinar',
  'emirate_dirham',
  'jordan_dinar',
  'lebanon_lire',
] as const satisfies readonly Currency[];

// ISO 4217 codes: CVs print the salary as "1000 SAR".
export const CURRENCY_CODES: Readonly<Record<Currency, string>> = {
  saudi_riyal: 'SAR',
  qatar_riyal: 'QAR',
  kuwait_dinar: 'KWD',
  emirate_dirham: 'AED',
  jordan_dinar: 'JOD',
  lebanon_lire: 'LBP',
  ethiopia_birr: 'ETB',
  usd: 'USD',
};

export const CURRENCY_LABELS: EnumLabels<Currency> = {
  saudi_riyal: { en: 'Saudi Riyal', ar: 'ريال سعودي', am: 'የሳዑዲ ሪያል' },
  qatar_riyal: { en: 'Qatari Riyal', ar: 'ريال قطري', am: 'የኳታር ሪያል' },
  kuwait_dinar: { en: 'Kuwaiti Dinar', ar: 'دينار كويتي', am: 'የኩዌት ዲናር' },
  emirate_dirham: { en: 'UAE Dirham', ar: 'درهم إماراتي', am: 'የኤሚሬትስ ድርሃም' },
  jordan_dinar: { en: 'Jordanian Dinar', ar: 'دينار أردني', am: 'የዮርዳኖስ ዲናር' },
  lebanon_lire: { en: 'Lebanese Pound', ar: 'ليرة لبنانية', am: 'የሊባኖስ ፓውንድ' },
  ethiopia_birr: { en: 'Ethiopian Birr', ar: 'بر إثيوبي', am: 'የኢትዮጵያ ብር' },
  usd: { en: 'US Dollar', ar: 'دولار أمريكي', am: 'የአሜሪካ ዶላር' },
};
