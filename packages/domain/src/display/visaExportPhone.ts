// The visa-application service wants the local number without country code: the last 9 digits.
export function visaExportPhone(phone: string | null | undefined): string {
  return (phone ?? '').replace(/\D/g, '').slice(-9);
}
