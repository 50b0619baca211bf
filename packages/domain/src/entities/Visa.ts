import type { AgeCategory, Complexion, Currency, Profession, Religion, VisaType } from '../enums';
import type { EntityId } from './EntityId';

export interface VisaAddress {
  telephone?: string | null;
  city?: string | null;
  country?: string | null;
}

// A sponsor's visa: who employs, where, and the conditions the sponsor asked for (Visa Condition tab).
export interface Visa {
  _id: EntityId;
  contractNumber?: string | null;
  visaNumber?: string | null;
  visaQty?: number | null;
  /** The sponsor's (employer's) full name. */
  fullName?: string | null;
  fullNameAmharic?: string | null;
  cityAmharic?: string | null;
  /** The sponsor id, also called employer id (1-10 digits), not a passport. */
  passportNumber?: string | null;
  salary?: number | null;
  currency?: Currency | null;
  remarks?: string | null;
  firstTime?: boolean | null;
  goodLooking?: boolean | null;
  writeRead?: boolean | null;
  profession?: Profession | null;
  religion?: Religion | null;
  ageCategory?: AgeCategory | null;
  complexion?: Complexion | null;
  status?: string | null;
  visaType?: VisaType | null;
  address?: VisaAddress | null;
  /** The owning company's id. */
  owner?: EntityId | null;
  /** The foreign agent a local agency picked on visa entry. */
  agentId?: EntityId | null;
}
