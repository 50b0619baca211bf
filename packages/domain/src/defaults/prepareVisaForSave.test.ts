import { describe, expect, it } from 'vitest';
import { prepareVisaForSave } from './prepareVisaForSave';

describe('prepareVisaForSave', () => {
  it("writes the sponsor's name in capitals and keeps everything else", () => {
    expect(prepareVisaForSave({ fullName: '  saad al harbi ', visaNumber: '1234567890' })).toEqual({
      fullName: 'SAAD AL HARBI',
      visaNumber: '1234567890',
    });
  });

  it('leaves a missing name missing', () => {
    expect(prepareVisaForSave({ fullName: null })).toEqual({ fullName: null });
  });
});
