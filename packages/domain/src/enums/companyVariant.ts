// The variants a company's depositAmount switches on (company/companyVariant reads them from a company).
export const COMPANY_VARIANTS = ['standard', 'sudan', 'sudan2'] as const;
export type CompanyVariant = (typeof COMPANY_VARIANTS)[number];
