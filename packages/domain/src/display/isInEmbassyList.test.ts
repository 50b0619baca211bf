import { describe, expect, it } from 'vitest';
import { isInEmbassyList } from './isInEmbassyList';

const ready = {
  visa: { visaNumber: '1234567890' },
  passportNumber: 'EP1234567',
  embassyProcess: { enjazNumber: 'E123456789' },
};

describe('isInEmbassyList', () => {
  it('lists an employee with visa, passport and an application number longer than 8 characters', () => {
    expect(isInEmbassyList(ready)).toBe(true);
    expect(isInEmbassyList({ ...ready, embassyProcess: { enjazNumber: 'E12345678' } })).toBe(true);
  });

  it.each([
    ['no visa', { ...ready, visa: null }],
    ['no passport', { ...ready, passportNumber: '' }],
    ['an application number of 8 characters', { ...ready, embassyProcess: { enjazNumber: 'E1234567' } }],
    ['no embassy process', { ...ready, embassyProcess: null }],
  ])('leaves out an employee with %s', (_, employee) => {
    expect(isInEmbassyList(employee)).toBe(false);
  });
});
