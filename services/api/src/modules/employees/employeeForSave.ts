import {
  companyVariant,
  employeeInputSchemaFor,
  prepareEmployeeForSave,
  WORKING_TIME_ZONE,
  type EmployeeValues,
} from '@placement/domain';
import { parseInput } from '../../inputChecks';

// The entry screen's passport date limits and the other screen's: a day inside either reading is accepted, as
// the spec gives both (spec 02 §5) and a record saved on either screen must save again. The alternate reading
// is the wider at both ends, so its message is the one that tells what the server takes.
const EMPLOYEE_SCHEMAS = [
  employeeInputSchemaFor({ dateLimits: 'alternate' }),
  employeeInputSchemaFor({ dateLimits: 'entry' }),
];

type Fields = Record<string, unknown>;

export interface EmployeeForSave {
  /** The stored fields: everything but the columns the repository keeps apart (owner, prospects, visa). */
  data: Fields;
  status: string;
  /** The visa saved with the employee, or null when it has no real number (domain rule). */
  visa: Fields | null;
}

/**
 * An employee input checked by the domain's employee schema and transformed by the domain's save rules
 * (spec 01 §5, §7): the same functions the entry form runs, so the server refuses exactly what the form does.
 * An update need not send again the required fields it does not change (sex, date of birth).
 */
export function employeeForSave(
  input: Fields,
  existing: Fields | null,
  company: { depositAmount?: string | null },
): EmployeeForSave {
  const given = existing
    ? {
        ...input,
        sex: input.sex === undefined ? existing.sex : input.sex,
        dateOfBirth: input.dateOfBirth === undefined ? existing.dateOfBirth : input.dateOfBirth,
      }
    : input;
  const values: EmployeeValues = parseInput(EMPLOYEE_SCHEMAS, given);
  const prepared = prepareEmployeeForSave(values, {
    timeZone: WORKING_TIME_ZONE,
    companyVariant: companyVariant(company),
  });
  const { _id: _ignored, owner: _owner, prospects: _prospects, status, visa, ...data } = prepared;
  for (const key of Object.keys(data)) if ((data as Fields)[key] === undefined) delete (data as Fields)[key];
  return {
    data,
    status: status ?? (existing?.status as string | undefined) ?? 'new',
    visa: visa ? { ...visa } : null,
  };
}
