// What printed documents show when an Amharic or optional field is empty (spec 02 §5): the Latin value or a
// fixed default rather than a blank on an official paper.
function filled(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  return text === '' ? undefined : text;
}

interface VisaLike {
  fullName?: string | null;
  fullNameAmharic?: string | null;
  cityAmharic?: string | null;
  address?: { city?: string | null } | null;
}

export function sponsorNameAmharic(visa: VisaLike | null | undefined): string {
  return filled(visa?.fullNameAmharic) ?? filled(visa?.fullName) ?? '';
}

export function sponsorCity(visa: VisaLike | null | undefined): string {
  return filled(visa?.cityAmharic) ?? filled(visa?.address?.city) ?? '';
}

export function workerName(employee: {
  givenName?: string | null;
  surName?: string | null;
  additionalData?: { fullNameAmharic?: string | null } | null;
}): string {
  return (
    filled(employee.additionalData?.fullNameAmharic) ??
    [filled(employee.givenName), filled(employee.surName)].filter(Boolean).join(' ')
  );
}

export function agencyName(
  owner: { nameAmharic?: string | null; displayName?: string | null } | null | undefined,
) {
  return filled(owner?.nameAmharic) ?? filled(owner?.displayName) ?? '';
}

export const KUWAIT_DEFAULT_EMPLOYMENT_SITE = 'Kuwait City';

export function kuwaitEmploymentSite(visa: VisaLike | null | undefined): string {
  return filled(visa?.address?.city) ?? KUWAIT_DEFAULT_EMPLOYMENT_SITE;
}
