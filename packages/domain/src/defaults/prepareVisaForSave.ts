// Visa save: the sponsor's name in capitals, as the embassy application and the contract print it, so a
// sponsor typed in lower case on one screen and upper case on another is one name in lists and searches.
// Other fields pass through.
export function prepareVisaForSave<T extends { fullName?: string | null }>(visa: T): T {
  return {
    ...visa,
    fullName: typeof visa.fullName === 'string' ? visa.fullName.trim().toUpperCase() : visa.fullName,
  };
}
