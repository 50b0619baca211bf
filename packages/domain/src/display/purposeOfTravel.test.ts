import { describe, expect, it } from 'vitest';
import { purposeOfTravel } from './purposeOfTravel';

const ticked = (visaType: string | null | undefined) =>
  purposeOfTravel(visaType)
    .filter((box) => box.ticked)
    .map((box) => box.type);

describe('purpose-of-travel boxes', () => {
  it('ticks exactly the visa type', () => {
    expect(ticked('visit')).toEqual(['visit']);
    expect(ticked('hajj')).toEqual(['hajj']);
  });
  it('ticks work when the visa has no type or an unknown one', () => {
    expect(ticked(null)).toEqual(['work']);
    expect(ticked('business')).toEqual(['work']);
  });
  it('prints one box per visa type', () => {
    expect(purposeOfTravel('work')).toHaveLength(8);
  });
});
