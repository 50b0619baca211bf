// The visa number field of the employee entry form (spec 01 §5, spec 02 §5): a paste button while the field
// holds fewer than 9 characters, and when exactly 10 are typed or pasted the matching visa of the loaded list
// (the first 400 visas) fills the visa section.
export const VISA_NUMBER_LOOKUP_LENGTH = 10;

export function showVisaPasteButton(visaNumber: string | null | undefined): boolean {
  return (visaNumber ?? '').length < 9;
}

export function shouldLookUpVisa(visaNumber: string | null | undefined): boolean {
  return (visaNumber ?? '').trim().length === VISA_NUMBER_LOOKUP_LENGTH;
}

export function findVisaByNumber<V extends { visaNumber?: string | null }>(
  visas: readonly V[],
  visaNumber: string | null | undefined,
): V | undefined {
  if (!shouldLookUpVisa(visaNumber)) return undefined;
  const wanted = (visaNumber ?? '').trim();
  return visas.find((visa) => (visa.visaNumber ?? '').trim() === wanted);
}

// The visa list shows each visa number once (several records can share one number, e.g. a visa for 3 workers
// saved as 3 records); the first of each number is kept, in list order.
export function dedupeVisasByNumber<V extends { visaNumber?: string | null }>(visas: readonly V[]): V[] {
  const seen = new Set<string>();
  return visas.filter((visa) => {
    const key = (visa.visaNumber ?? '').trim();
    if (key === '') return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
