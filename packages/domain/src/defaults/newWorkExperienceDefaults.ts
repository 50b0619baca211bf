import type { WorkExperience } from '../entities';

// A work-experience row added on the Skills & Experience tab: two years as a housemaid in Ethiopia.
export function newWorkExperienceDefaults(): Omit<WorkExperience, '_id'> {
  return { country: 'ethiopia', profession: 'housemaid', years: 'two' };
}
