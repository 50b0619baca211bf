import type { EnumLabels } from './Lang';

// The companies table's "Agency Type" column: what a company's depositAmount selects (spec 01 §1, §2). Empty
// is an employment company; 'sudan' and 'sudan2' are the two Sudan variants; any other value is a commission
// company (company/agencyType turns a stored depositAmount into one of these and back).
export const AGENCY_TYPES = ['employment', 'commission', 'sudan', 'sudan2'] as const;
export type AgencyType = (typeof AGENCY_TYPES)[number];

export const AGENCY_TYPE_LABELS: EnumLabels<AgencyType> = {
  employment: { en: 'Employment', ar: 'توظيف', am: 'ቅጥር' },
  commission: { en: 'Commission', ar: 'عمولة', am: 'ኮሚሽን' },
  sudan: { en: 'Sudan', ar: 'السودان', am: 'ሱዳን' },
  sudan2: { en: 'Sudan (orange)', ar: 'السودان (برتقالي)', am: 'ሱዳን (ብርቱካናማ)' },
};
