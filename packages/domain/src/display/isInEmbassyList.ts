export interface EmbassyListCandidate {
  passportNumber?: string | null;
  visa?: unknown;
  embassyProcess?: { enjazNumber?: string | null } | null;
}

// The embassy list prints the application number as a barcode, so only employees with a visa, a passport number
// and an application number longer than 8 characters are on it.
export function isInEmbassyList(employee: EmbassyListCandidate): boolean {
  return (
    Boolean(employee.visa) &&
    (employee.passportNumber ?? '').trim().length > 0 &&
    (employee.embassyProcess?.enjazNumber ?? '').trim().length > 8
  );
}
