import { describe, expect, it } from 'vitest';
import { prospectChoices } from './prospectChoices';

const partners = [
  { _id: 'a', type: 'ForeignAgent' },
  { _id: 's', type: 'SubAgent' },
];

describe('prospect choices', () => {
  it('gives a sudan agency its sub agents and any other agency its partner companies', () => {
    expect(prospectChoices(partners, { depositAmount: 'sudan' }).map((p) => p._id)).toEqual(['s']);
    expect(prospectChoices(partners, { depositAmount: '' }).map((p) => p._id)).toEqual(['a']);
    expect(prospectChoices(partners, { depositAmount: 'sudan2' }).map((p) => p._id)).toEqual(['a']);
  });
});
