// How an agency is identified on printed documents that a clerk may check by phone: its phone numbers in the
// order the company record keeps them, and the text of the QR code on the dependents page (spec 02 §2.9).

interface AgencyContact {
  displayName?: string | null;
  nameAmharic?: string | null;
  licenseNumber?: string | null;
  address?: {
    telephone?: string | null;
    alternateTelephone?: string | null;
    mobile?: string | null;
    alternateMobile?: string | null;
  } | null;
}

// Every filled phone of the agency once: telephone, alternate telephone, mobile, alternate mobile.
export function agencyPhones(agency: AgencyContact | null | undefined): string[] {
  const address = agency?.address;
  const phones = [address?.telephone, address?.alternateTelephone, address?.mobile, address?.alternateMobile]
    .map((phone) => (phone ?? '').trim())
    .filter((phone) => phone !== '');
  return [...new Set(phones)];
}

// The dependents page's QR code: the agency's Latin name (a scanner app shows it as is), its licence number
// and its phones, one per line. A missing part is left out rather than printed empty.
export function agencyQrText(agency: AgencyContact | null | undefined): string {
  const name = (agency?.displayName ?? '').trim() || (agency?.nameAmharic ?? '').trim();
  const licence = (agency?.licenseNumber ?? '').trim();
  const phones = agencyPhones(agency);
  return [name, licence && `Licence No: ${licence}`, phones.length > 0 && `Tel: ${phones.join(', ')}`]
    .filter(Boolean)
    .join('\n');
}
