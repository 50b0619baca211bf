import { describe, expect, it } from 'vitest';
import { salaryFieldsShown } from './salaryFieldsShown';

describe('salaryFieldsShown', () => {
  it.each([
    ['kuwait', false],
    ['saudi_arabia', true],
    ['qatar', true],
    [undefined, true],
  ])('for %j: %s', (country, shown) => {
    expect(salaryFieldsShown(country)).toBe(shown);
  });
});
