import { describe, expect, it } from 'vitest';
import {
  dedupeVisasByNumber,
  findVisaByNumber,
  shouldLookUpVisa,
  showVisaPasteButton,
} from './visaNumberEntry';

const visas = [
  { _id: 'a', visaNumber: '1234567890' },
  { _id: 'b', visaNumber: '2234567890' },
  { _id: 'c', visaNumber: '1234567890' },
  { _id: 'd', visaNumber: '' },
];

describe('visa number entry', () => {
  it.each([
    ['', true],
    ['12345678', true],
    ['123456789', false],
    ['1234567890', false],
  ])('paste button for %j: %s', (value, shown) => {
    expect(showVisaPasteButton(value)).toBe(shown);
  });

  it.each([
    ['123456789', false],
    ['1234567890', true],
    ['12345678901', false],
  ])('looks up %s: %s', (value, lookUp) => {
    expect(shouldLookUpVisa(value)).toBe(lookUp);
  });

  it('finds the first matching visa of the loaded list once 10 characters are in', () => {
    expect(findVisaByNumber(visas, '1234567890')?._id).toBe('a');
    expect(findVisaByNumber(visas, '3234567890')).toBeUndefined();
    expect(findVisaByNumber(visas, '123456789')).toBeUndefined();
  });

  it('lists each visa number once', () => {
    expect(dedupeVisasByNumber(visas).map((visa) => visa._id)).toEqual(['a', 'b', 'd']);
  });
});
