import { describe, expect, it } from 'vitest';
import { LANGS } from '../enums';
import { ROLE_LABELS, roleLabel } from './roleLabels';
import { ROLE_NAMES } from '../enums/roleName';

describe('role labels', () => {
  it('labels each of the 40 roles in English, Arabic and Amharic, each label distinct', () => {
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLE_NAMES].sort());
    for (const lang of LANGS) {
      const labels = ROLE_NAMES.map((name) => roleLabel(name, lang));
      expect(new Set(labels).size, lang).toBe(ROLE_NAMES.length);
    }
    for (const name of ROLE_NAMES) {
      expect(roleLabel(name, 'ar')).toMatch(/[\u0600-\u06FF]/);
      expect(roleLabel(name, 'am')).toMatch(/[\u1200-\u137F]/);
    }
  });

  it('reads the stored misspelling as words and leaves unknown roles alone', () => {
    expect(roleLabel('ClosComplains', 'en')).toBe('Close Complaints');
    expect(roleLabel('SuperPower', 'ar')).toBe('SuperPower');
  });
});
