import { label, personLabel, type Lang } from '../enums';

export interface WorkExperienceLike {
  country?: string | null;
  profession?: string | null;
  years?: string | null;
}

export const FIRST_TIMER = { en: 'first timer', ar: 'أول مرة', am: 'የመጀመሪያ ጊዜ' } as const;

// CV cards show the first work experience as country-profession-years (Saudi Arabia-Housemaid-Two), or
// 'first timer' when there is none (spec 02 §2.1, §2.3); the profession agrees with the candidate's sex.
export function experienceSummary(
  workExperience: readonly WorkExperienceLike[] | null | undefined,
  lang: Lang = 'en',
  sex?: string | null,
): string {
  const first = workExperience?.[0];
  if (!first) return FIRST_TIMER[lang];
  return [
    label('country', first.country, lang),
    personLabel('profession', first.profession, lang, sex),
    label('contractPeriod', first.years, lang),
  ].join('-');
}
