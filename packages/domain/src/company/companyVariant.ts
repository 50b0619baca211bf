import type { Company } from '../entities';
import type { CompanyVariant } from '../enums/companyVariant';

// A company's behaviour is chosen by its depositAmount (spec 01 §1): a non-empty value makes it a commission
// company, an empty one an employment company; the exact values 'sudan' and 'sudan2' switch variants on.
type DepositHolder = Pick<Company, 'depositAmount'> | null | undefined;

export const COMPANY_KINDS = ['commission', 'employment'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

const marker = (company: DepositHolder) => (company?.depositAmount ?? '').trim();

/** 'commission' when depositAmount holds anything (blank counts as empty), otherwise 'employment'. */
export function companyKind(depositAmount: string | null | undefined): CompanyKind {
  return (depositAmount ?? '').trim() === '' ? 'employment' : 'commission';
}

/** Sudan companies get sub agents, the agent filter, extra list columns and letters. */
export function isSudan(company: DepositHolder): boolean {
  return marker(company) === 'sudan';
}

/** Sudan2 companies get the orange colour theme and no Amharic name fields. */
export function isSudan2(company: DepositHolder): boolean {
  return marker(company) === 'sudan2';
}

export function companyVariant(company: DepositHolder): CompanyVariant {
  if (isSudan(company)) return 'sudan';
  if (isSudan2(company)) return 'sudan2';
  return 'standard';
}
