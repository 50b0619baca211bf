// Kuwait applicants travel without a sponsor visa of the Saudi kind, but records and documents expect one.
// On save the form fills in recognisable placeholders (spec 01 §7, spec 02 §9), and lists hide them again.
export const KUWAIT_VISA_NUMBER_PLACEHOLDER = '1111111111';
export const KUWAIT_SPONSOR_ID_PLACEHOLDER = '9999999999';
export const KUWAIT_CURRENCY = 'kuwait_dinar';
export const KUWAIT_DEFAULT_SALARY = 120;
export const KUWAIT_TESTIMONIAL_ADDRESS = 'Addis Ababa';

export function isKuwaitApplicant(employee: { additionalData?: { appliedCountry?: string | null } | null }) {
  return employee.additionalData?.appliedCountry === 'kuwait';
}

export function isKuwaitPlaceholder(value: string | null | undefined): boolean {
  return value === KUWAIT_VISA_NUMBER_PLACEHOLDER || value === KUWAIT_SPONSOR_ID_PLACEHOLDER;
}

// What a list cell shows for a visa number or sponsor id: nothing for a placeholder.
export function hideKuwaitPlaceholder(value: string | null | undefined): string {
  return isKuwaitPlaceholder(value) ? '' : (value ?? '');
}
