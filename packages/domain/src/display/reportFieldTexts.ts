// How the Amharic status report and letters print fields that are often half-filled (spec 01 §9, spec 02 §5):
// a value too short to be real prints as '-' (or falls back to the Latin name) rather than as a fragment.

// A labour id counts only above 5 characters.
export function labourIdText(labourId: string | null | undefined): string {
  const text = (labourId ?? '').trim();
  return text.length > 5 ? text : '-';
}

// The Amharic full name is used only above 8 characters, otherwise given name plus surname.
export function amharicNameText(employee: {
  givenName?: string | null;
  surName?: string | null;
  additionalData?: { fullNameAmharic?: string | null } | null;
}): string {
  const amharic = (employee.additionalData?.fullNameAmharic ?? '').trim();
  if (amharic.length > 8) return amharic;
  return [employee.givenName, employee.surName]
    .map((name) => (name ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

// A telephone number is shown only above 8 characters.
export function telephoneText(telephone: string | null | undefined): string {
  const text = (telephone ?? '').trim();
  return text.length > 8 ? text : '-';
}
