import type { AgencyType } from '../enums/agencyType';

/** The agency type a stored depositAmount selects: empty is employment, sudan/sudan2 exactly, else commission. */
export function agencyTypeOf(depositAmount: string | null | undefined): AgencyType {
  const value = (depositAmount ?? '').trim();
  if (value === '') return 'employment';
  if (value === 'sudan' || value === 'sudan2') return value;
  return 'commission';
}

/**
 * The depositAmount to store for a chosen agency type. A commission company keeps the value it holds (older
 * records hold an amount), so changing nothing else on its profile does not rewrite it.
 */
export function depositAmountFor(type: AgencyType, current?: string | null): string {
  switch (type) {
    case 'employment':
      return '';
    case 'sudan':
    case 'sudan2':
      return type;
    case 'commission':
      return agencyTypeOf(current) === 'commission' ? (current ?? '').trim() : 'commission';
  }
}
