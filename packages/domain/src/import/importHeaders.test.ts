import { describe, expect, it } from 'vitest';
import { matchImportHeaders } from './importHeaders';
import { importTemplate } from './importTemplate';

describe('matching a file header row to the import columns', () => {
  it('knows the template headers in every language, the field keys and loose spellings', () => {
    for (const lang of ['en', 'ar', 'am'] as const) {
      const headers = importTemplate('employees', lang).columns.map((c) => c.header);
      const matched = matchImportHeaders('employees', headers);
      expect(matched.ignored).toEqual([]);
      expect(matched.missing).toEqual([]);
    }
    const loose = matchImportHeaders('employees', ['given_name', 'SUR NAME*', 'passportNumber', 'Shoe Size']);
    expect(loose.columns.map((c) => c?.key ?? null)).toEqual([
      'givenName',
      'surName',
      'passportNumber',
      null,
    ]);
    expect(loose.ignored).toEqual(['Shoe Size']);
    expect(loose.missing.map((c) => c.key)).toEqual(['sex', 'placeOfBirth', 'dateOfBirth']);
  });

  it('imports a repeated header once and reports the second', () => {
    const matched = matchImportHeaders('visas', ['Visa Number', 'visa number']);
    expect(matched.columns.map((c) => c?.key ?? null)).toEqual(['visaNumber', null]);
    expect(matched.ignored).toEqual(['visa number']);
  });
});
