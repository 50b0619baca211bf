import type { EnumLabels } from './Lang';

export const COMPANY_TYPES = ['LocalAgency', 'ForeignAgent', 'Moderator', 'SubAgent'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const COMPANY_TYPE_LABELS: EnumLabels<CompanyType> = {
  LocalAgency: { en: 'Local Agency', ar: 'وكالة محلية', am: 'የአገር ውስጥ ኤጀንሲ' },
  ForeignAgent: { en: 'Foreign Agent', ar: 'وكيل خارجي', am: 'የውጭ ወኪል' },
  Moderator: { en: 'Moderator', ar: 'مشرف', am: 'ተቆጣጣሪ' },
  SubAgent: { en: 'Sub Agent', ar: 'وكيل فرعي', am: 'ንዑስ ወኪል' },
};
