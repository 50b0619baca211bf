import { isSudan2, type Company } from '@placement/domain';
import type { CompanyVariant } from './Theme';

/** The theme variant of a company: its depositAmount marker sudan2 selects the orange look. */
export function themeVariantFor(company: Pick<Company, 'depositAmount'> | null | undefined): CompanyVariant {
  return isSudan2(company) ? 'sudan2' : 'default';
}
