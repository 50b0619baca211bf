export interface WorkExperienceLike {
  country?: string | null;
  profession?: string | null;
  years?: string | number | null;
}

export const FIRST_TIMER = 'first timer';

// CV cards show the first work experience as country-profession-years, or 'first timer' when there is none.
// Values are shown through `labelOf` (e.g. to translate saudi_arabia to "Saudi Arabia"), as stored otherwise.
export function experienceSummary(
  workExperience: readonly WorkExperienceLike[] | null | undefined,
  labelOf: (value: string) => string = (value) => value,
): string {
  const first = workExperience?.[0];
  if (!first) return FIRST_TIMER;
  return [first.country, first.profession, first.years]
    .map((part) => (part === null || part === undefined ? '' : labelOf(String(part))))
    .join('-');
}
