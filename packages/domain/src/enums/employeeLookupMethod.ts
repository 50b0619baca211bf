import type { EnumLabels } from './Lang';

// How a medical-payment detail names its employee: by passport number, by a Wafid link, or picked by search.
export const EMPLOYEE_LOOKUP_METHODS = ['passport', 'wafidLink', 'bySearch'] as const;
export type EmployeeLookupMethod = (typeof EMPLOYEE_LOOKUP_METHODS)[number];

export const EMPLOYEE_LOOKUP_METHOD_LABELS: EnumLabels<EmployeeLookupMethod> = {
  passport: { en: 'By Passport Number', ar: 'برقم الجواز', am: 'በፓስፖርት ቁጥር' },
  wafidLink: { en: 'Wafid Link', ar: 'رابط وافد', am: 'የዋፊድ ሊንክ' },
  bySearch: { en: 'By Search', ar: 'بالبحث', am: 'በፍለጋ' },
};
