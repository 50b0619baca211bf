import { describe, expect, it } from 'vitest';
import { newWorkExperienceDefaults } from './newWorkExperienceDefaults';

describe('newWorkExperienceDefaults', () => {
  it('adds work experience as two years of housemaid work in Ethiopia', () => {
    expect(newWorkExperienceDefaults()).toEqual({
      country: 'ethiopia',
      profession: 'housemaid',
      years: 'two',
    });
  });
});
