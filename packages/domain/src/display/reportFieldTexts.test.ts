import { describe, expect, it } from 'vitest';
import { amharicNameText, labourIdText, telephoneText } from './reportFieldTexts';

describe('report field texts', () => {
  it.each([
    ['12345', '-'],
    ['123456', '123456'],
    ['', '-'],
    [undefined, '-'],
  ])('labour id %j prints %j', (value, printed) => {
    expect(labourIdText(value)).toBe(printed);
  });

  it.each([
    ['12345678', '-'],
    ['123456789', '123456789'],
    ['+251911223344', '+251911223344'],
    [null, '-'],
  ])('telephone %j prints %j', (value, printed) => {
    expect(telephoneText(value)).toBe(printed);
  });

  it('uses the Amharic full name only above 8 characters', () => {
    const names = { givenName: 'ALMAZ', surName: 'TESFAYE' };
    expect(amharicNameText({ ...names, additionalData: { fullNameAmharic: 'አልማዝ ተስፋዬ ካሳ' } })).toBe(
      'አልማዝ ተስፋዬ ካሳ',
    );
    expect(amharicNameText({ ...names, additionalData: { fullNameAmharic: 'አልማዝ ተስፋ' } })).toBe(
      'ALMAZ TESFAYE',
    );
    expect(amharicNameText({ ...names, additionalData: { fullNameAmharic: 'አልማዝ ተስፋዬ' } })).toBe('አልማዝ ተስፋዬ');
    expect(amharicNameText(names)).toBe('ALMAZ TESFAYE');
  });
});
