// The CV tab hides salary and currency for Kuwait applicants (spec 02 §2.6): their wage is the fixed Kuwait
// default set on save (defaults/kuwaitPlaceholders), not something the agency types.
export function salaryFieldsShown(appliedCountry: string | null | undefined): boolean {
  return appliedCountry !== 'kuwait';
}
