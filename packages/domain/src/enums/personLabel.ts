import { COMPLEXION_LABELS_BY_SEX } from './complexion';
import { enumCode } from './enumCode';
import type { EnumKind } from './enumLabels';
import { label } from './label';
import type { Lang } from './Lang';
import { MARITAL_STATUS_LABELS_BY_SEX } from './maritalStatus';
import { NATIONALITY_LABELS_BY_SEX } from './nationality';
import { PROFESSION_LABELS_BY_SEX } from './profession';
import { RELIGION_LABELS_BY_SEX } from './religion';
import type { LabelsBySex, Sex } from './sex';

// The enumerations that describe a person, with the forms that agree with the person's sex.
const LABELS_BY_SEX: Readonly<Partial<Record<EnumKind, LabelsBySex<string>>>> = {
  maritalStatus: MARITAL_STATUS_LABELS_BY_SEX,
  religion: RELIGION_LABELS_BY_SEX,
  nationality: NATIONALITY_LABELS_BY_SEX,
  complexion: COMPLEXION_LABELS_BY_SEX,
  profession: PROFESSION_LABELS_BY_SEX,
};

function asSex(sex: string | null | undefined): Sex | undefined {
  const value = (sex ?? '').trim().toLowerCase();
  return value === 'male' || value === 'female' ? value : undefined;
}

/**
 * The label of a value that describes a person (a CV's marital status, religion, nationality, complexion,
 * profession) in the form that agrees with the person's sex: a single man is أعزب, a single woman عزباء.
 * Without a known sex it is the plain label.
 */
export function personLabel(
  kind: EnumKind,
  value: string | null | undefined,
  lang: Lang,
  sex: string | null | undefined,
): string {
  const known = asSex(sex);
  const code = enumCode(kind, value);
  const forms = code === undefined ? undefined : LABELS_BY_SEX[kind]?.[code]?.[lang];
  return known && forms ? forms[known] : label(kind, value, lang);
}
