import { KUWAIT_DEFAULT_SALARY } from '../defaults/kuwaitPlaceholders';

// The monthly salary the Kuwait contract states, in Kuwaiti dinars (spec 02 §9: from additionalData.salary).
// A record saved before the Kuwait default existed may have none; the contract then states the default (120)
// the entry form would have filled in, never an empty or zero salary.
export function kuwaitContractSalary(salary: string | number | null | undefined): number {
  const amount = typeof salary === 'number' ? salary : Number(String(salary ?? '').trim());
  return Number.isFinite(amount) && amount > 0 ? amount : KUWAIT_DEFAULT_SALARY;
}
