import { describe, expect, it } from 'vitest';
import { prepareCompanyForSave } from './prepareCompanyForSave';

describe('prepareCompanyForSave', () => {
  it('uppercases the name and lowercases the e-mail, keeping the rest', () => {
    expect(
      prepareCompanyForSave({ displayName: ' Habesha Agency ', email: ' Info@Habesha.ET ', remarks: 'a,b' }),
    ).toEqual({ displayName: 'HABESHA AGENCY', email: 'info@habesha.et', remarks: 'a,b' });
  });

  it('leaves missing values alone', () => {
    expect(prepareCompanyForSave({ displayName: null })).toEqual({ displayName: null, email: undefined });
  });
});
