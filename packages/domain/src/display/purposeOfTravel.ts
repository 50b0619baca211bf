import { VISA_TYPES, type VisaType } from '../enums';

// The purpose-of-travel boxes of the embassy visa application, one per visa type in the order the form prints
// them; the box of the employee's visa type is ticked. A visa saved without a type is a work visa: agencies
// place workers, and the visa form saves a type only when one is chosen.
export function purposeOfTravel(visaType: string | null | undefined): { type: VisaType; ticked: boolean }[] {
  const chosen = VISA_TYPES.includes(visaType as VisaType) ? visaType : 'work';
  return VISA_TYPES.map((type) => ({ type, ticked: type === chosen }));
}
