import type { EnumLabels } from './Lang';

// A user's userType: Super runs the platform; ClientAdmin and ClientUser belong to one company.
export const USER_KINDS = ['Super', 'ClientAdmin', 'ClientUser'] as const;
export type UserKind = (typeof USER_KINDS)[number];

export const USER_KIND_LABELS: EnumLabels<UserKind> = {
  Super: { en: 'Super Admin', ar: 'المشرف العام', am: 'ዋና አስተዳዳሪ' },
  ClientAdmin: { en: 'Company Admin', ar: 'مدير الشركة', am: 'የድርጅት አስተዳዳሪ' },
  ClientUser: { en: 'Company User', ar: 'مستخدم الشركة', am: 'የድርጅት ተጠቃሚ' },
};
