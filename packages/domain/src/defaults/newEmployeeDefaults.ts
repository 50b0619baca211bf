import { addYears, calendarDay, type DateInput, isoDay } from '../dates';
import type { Skill } from '../enums';
import type { AdditionalData, WorkExperience } from '../entities';

// What a new employee form starts with (spec 01 §9): the most common placement — an Ethiopian woman going to
// Saudi Arabia as a housemaid for two years at 1000 riyals. Dates are 'YYYY-MM-DD' days; saving puts them at
// 14:00 local (prepareEmployeeForSave).
export const DEFAULT_SKILLS = [
  'washing_dishes',
  'washing_ironing_clothes',
  'dusting_cleaning',
  'baby_sitting',
  'children_care',
] as const satisfies readonly Skill[];

export function newEmployeeDefaults(today: DateInput = new Date()) {
  const day = calendarDay(today);
  return {
    status: 'new' as const,
    sex: 'female' as const,
    placeOfIssue: 'Addis Ababa',
    dateOfBirth: isoDay(addYears(day, -25)),
    passportExpiryDate: isoDay(addYears(day, 5)),
    additionalData: {
      nationality: 'ethiopian',
      pastNationality: 'ethiopian',
      appliedCountry: 'saudi_arabia',
      appliedProfession: 'housemaid',
      contractPeriod: 'two',
      complexion: 'brown',
      salary: 1000,
      currency: 'saudi_riyal',
      maritalStatus: 'single',
      religion: 'muslim',
    } satisfies AdditionalData,
    education: {
      skills: [...DEFAULT_SKILLS] as Skill[],
    },
    workExperience: [] as WorkExperience[],
  };
}

export type NewEmployeeDefaults = ReturnType<typeof newEmployeeDefaults>;
