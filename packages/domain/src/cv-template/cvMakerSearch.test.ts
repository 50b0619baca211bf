import { describe, expect, it } from 'vitest';
import { cvMakerSearchSchema, isCvMakerSearchReady } from './cvMakerSearch';

describe('the CV maker company search', () => {
  it('starts only with more than 2 characters (spaces around do not count)', () => {
    expect(isCvMakerSearchReady('')).toBe(false);
    expect(isCvMakerSearchReady('ab')).toBe(false);
    expect(isCvMakerSearchReady('  ab  ')).toBe(false);
    expect(isCvMakerSearchReady('abc')).toBe(true);
  });

  it('says why a text is refused', () => {
    expect(cvMakerSearchSchema.safeParse('ab').error?.issues[0]?.message).toBe(
      'Must be 3 characters at minimum',
    );
    expect(cvMakerSearchSchema.safeParse('x'.repeat(129)).error?.issues[0]?.message).toBe(
      'Must be 128 characters or less',
    );
  });
});
