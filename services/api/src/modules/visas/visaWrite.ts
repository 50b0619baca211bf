import {
  newVisaDefaults,
  prepareVisaForSave,
  VALIDATION_MESSAGES,
  visaInputSchema,
  visaIsBlank,
} from '@placement/domain';
import { badInput } from '../../errors';
import { parseInput } from '../../inputChecks';
import { mergeGiven } from '../employees/mergeGiven';
import type { VisaRecord, VisaWrite } from './repository';

type Fields = Record<string, unknown>;

/**
 * A visa input checked by the domain's visa schema (spec 02 §5: visa number 9-10 digits, employer id 1-10
 * digits, closed lists) and saved by the domain's rules: a new visa starts from the domain's new-visa defaults,
 * an update keeps the fields it was not given. `field` names the input inside a larger one ('visa').
 */
export function visaWrite(input: Fields, existing?: VisaRecord | null, field = ''): VisaWrite {
  const values = parseInput(visaInputSchema, input, field);
  const { _id: _ignored, owner: _owner, ...given } = values;
  let visa: Fields;
  if (existing) {
    const { _id: _existingId, ownerId: _ownerId, ...stored } = existing;
    visa = mergeGiven(stored, given);
  } else {
    visa = { ...newVisaDefaults(), ...withoutEmpty(given) };
  }
  // Checked on what will be stored: an update that blanks both, or a new visa of nothing, is refused.
  if (visaIsBlank(visa as { visaNumber?: string; fullName?: string }))
    throw badInput(field ? `${field}.visaNumber` : 'visaNumber', VALIDATION_MESSAGES.blankVisa);
  const { visaNumber, passportNumber, fullName, status, ...data } = prepareVisaForSave(visa);
  return {
    visaNumber: String(visaNumber ?? ''),
    passportNumber: String(passportNumber ?? ''),
    fullName: String(fullName ?? ''),
    status: String(status ?? 'new'),
    data: withoutEmpty(data),
  };
}

/** Missing and null fields are not stored, so a default or a stored value is not replaced by nothing. */
function withoutEmpty(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null),
  );
}
