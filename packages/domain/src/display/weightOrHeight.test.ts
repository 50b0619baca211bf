import { describe, expect, it } from 'vitest';
import { weightHeightLabel, weightHeightMeaning, weightOrHeight } from './weightOrHeight';

describe('weightOrHeight', () => {
  it.each([
    [0, '-'],
    ['0', '-'],
    ['', '-'],
    [null, '-'],
    [undefined, '-'],
    [55, '55'],
    ['160', '160'],
    ['0.5', '0.5'],
  ])('%j shows %j', (value, shown) => {
    expect(weightOrHeight(value)).toBe(shown);
  });

  it('means medical insurance and exchange rate for sudan companies', () => {
    expect(weightHeightMeaning('height', 'sudan')).toBe('medicalInsurance');
    expect(weightHeightMeaning('weight', 'sudan')).toBe('exchangeRate');
    expect(weightHeightMeaning('height', 'sudan2')).toBe('height');
    expect(weightHeightMeaning('weight', undefined)).toBe('weight');
    expect(weightHeightLabel('height', 'sudan')).toBe('Medical Insurance');
    expect(weightHeightLabel('weight', 'sudan', 'ar')).toBe('سعر الصرف');
    expect(weightHeightLabel('weight', 'standard')).toBe('Weight');
  });
});
