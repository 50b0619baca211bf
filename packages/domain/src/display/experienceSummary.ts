import { label, type Lang } from '../enums';

export interface WorkExperienceLike {
  country?: string | null;
  profession?: string | null;
  years?: string | null;
}

export const FIRST_TIMER = { en: 'first timer', ar: 'أول مرة', am: 'የመጀመሪያ ጊዜ' } as const;

// CV cards show the first work experience as country-profession-years (Saudi Arabia-Housemaid-Two), or
// 'first timer' when there is none (spec 02 §2.1, §2.3).
export function experienceSummary(
  workExperience: readonly WorkExperienceLike[] | null | undefined,
  lang: Lang = 'en',
): string {
  const first = workExperience?.[0];
  if (!first) return FIRST_TIMER[lang];
  return [
    label('country', first.country, lang),
    label('profession', first.profession, lang),
    label('contractPeriod', first.years, lang),
  ].join('-');
}
