import { describe, expect, it } from 'vitest';
import { mergeGiven } from '../../../src/modules/employees/mergeGiven';

describe('mergeGiven', () => {
  it('keeps fields the update did not give, at every depth', () => {
    const stored = { notes: 'keep me', address: { city: 'ADAMA', telephone: '0911' }, skills: ['cooking'] };
    expect(mergeGiven(stored, { address: { telephone: '0922' }, skills: ['ironing'] })).toEqual({
      notes: 'keep me',
      address: { city: 'ADAMA', telephone: '0922' },
      skills: ['ironing'],
    });
  });

  it('clears a field only when given an explicit null', () => {
    expect(mergeGiven({ notes: 'old', remark: 'x' }, { notes: null, remark: undefined })).toEqual({
      notes: null,
      remark: 'x',
    });
  });
});
