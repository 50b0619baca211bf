import { describe, expect, it } from 'vitest';
import { ageFromMonths, ageInYears } from './ageInYears';

describe('ageInYears', () => {
  it.each([
    ['1998-03-05', '2024-03-04', 25],
    ['1998-03-05', '2024-03-05', 26],
    ['1998-03-05', '2024-12-31', 26],
    ['2000-02-29', '2025-02-28', 24],
    ['2000-02-29', '2025-03-01', 25],
    ['2000-02-29', '2024-02-29', 24],
    ['2024-06-01', '2024-06-01', 0],
  ])('born %s on %s is %i', (born, today, age) => {
    expect(ageInYears(born, today)).toBe(age);
  });

  it('reads a stored birth date (14:00 local) as its day', () => {
    expect(ageInYears(new Date('1998-03-05T11:00:00Z'), '2024-03-05')).toBe(26);
  });
});

describe('ageFromMonths (Kuwait documents)', () => {
  it.each([
    ['1998-03-25', '2024-03-05', 26],
    ['1998-03-25', '2024-02-28', 25],
    ['1998-12-31', '2024-12-01', 26],
    ['1998-01-01', '2024-01-01', 26],
  ])('born %s on %s counts %i', (born, today, age) => {
    expect(ageFromMonths(born, today)).toBe(age);
  });

  it('differs from ageInYears only inside the birth month', () => {
    expect(ageInYears('1998-03-25', '2024-03-05')).toBe(25);
    expect(ageFromMonths('1998-03-25', '2024-03-05')).toBe(26);
    expect(ageInYears('1998-03-25', '2024-04-05')).toBe(ageFromMonths('1998-03-25', '2024-04-05'));
  });
});
