import type { Company } from '../entities';
import { isSudan } from './companyVariant';

type DepositHolder = Pick<Company, 'depositAmount'> | null | undefined;

/**
 * The partners an employee can be offered to on the entry form: a sudan agency picks among its sub agents (its
 * "Sub Agents" picker, spec 02 §6), any other agency among its partner companies (the "For Company" picker),
 * never its sub agents.
 */
export function prospectChoices<Partner extends { type?: string | null }>(
  partners: readonly Partner[],
  company: DepositHolder,
): Partner[] {
  return isSudan(company)
    ? partners.filter((partner) => partner.type === 'SubAgent')
    : partners.filter((partner) => partner.type !== 'SubAgent');
}
