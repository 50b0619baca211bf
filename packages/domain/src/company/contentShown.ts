import type { Company } from '../entities';
import { isSudan2 } from './companyVariant';

type DepositHolder = Pick<Company, 'depositAmount'> | null | undefined;

/** Tutorial videos are for the Ethiopian offices: sudan2 agencies see no tutor cards or tutorial links. */
export function showsTutorials(company: DepositHolder): boolean {
  return !isSudan2(company);
}

/** Whether an Important Links card of this kind is shown: Ethiopia's labour portal is hidden from sudan2. */
export function showsImportantLink(company: DepositHolder, kind: string | null | undefined): boolean {
  return !(kind === 'ethiopianLabourPortal' && isSudan2(company));
}
