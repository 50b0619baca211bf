import { describe, expect, it } from 'vitest';
import { newEmployeeDefaults } from './newEmployeeDefaults';

describe('newEmployeeDefaults', () => {
  it('starts a new employee as the spec lists', () => {
    expect(newEmployeeDefaults('2026-11-21')).toEqual({
      status: 'new',
      sex: 'female',
      placeOfIssue: 'Addis Ababa',
      dateOfBirth: '2001-11-21',
      passportExpiryDate: '2031-11-21',
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
      },
      education: {
        skills: [
          'washing_dishes',
          'washing_ironing_clothes',
          'dusting_cleaning',
          'baby_sitting',
          'children_care',
        ],
      },
      workExperience: [],
    });
  });

  it('moves a 29 February today to 28 February for the birth date', () => {
    expect(newEmployeeDefaults('2024-02-29')).toMatchObject({
      dateOfBirth: '1999-02-28',
      passportExpiryDate: '2029-02-28',
    });
  });

  it('gives every form its own skills list', () => {
    const first = newEmployeeDefaults('2026-01-01');
    first.education.skills.push('cooking');
    expect(newEmployeeDefaults('2026-01-01').education.skills).toHaveLength(5);
  });
});
