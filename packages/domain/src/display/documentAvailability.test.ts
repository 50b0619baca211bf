import { describe, expect, it } from 'vitest';
import {
  contractCounterpart,
  contractDataMissing,
  entryPrintDocuments,
  printScreenInitialState,
  showPrintButtons,
  visaApplicationAvailable,
  visaApplicationLayout,
} from './documentAvailability';

const complete = {
  passportNumber: 'EP1234567',
  address: { city: 'ADAMA' },
  additionalData: { appliedCountry: 'saudi_arabia' },
  contactPerson: { address: { city: 'ADAMA' } },
  visa: { fullName: 'MOHAMMED ALI HASSAN', address: { city: 'RIYADH' } },
  embassyProcess: { enjazNumber: 'E123456789' },
  owner: { _id: 'o', displayName: 'HABESHA', depositAmount: '' },
  prospects: [{ _id: 'p', displayName: 'NAJD' }],
};

describe('document availability', () => {
  it('shows print buttons only with both a visa and an embassy process', () => {
    expect(showPrintButtons(complete)).toBe(true);
    expect(showPrintButtons({ ...complete, embassyProcess: null })).toBe(false);
    expect(showPrintButtons({ ...complete, visa: null })).toBe(false);
  });

  it('produces the visa application only with visa, passport number and application number', () => {
    expect(visaApplicationAvailable(complete)).toBe(true);
    expect(visaApplicationAvailable({ ...complete, passportNumber: ' ' })).toBe(false);
    expect(visaApplicationAvailable({ ...complete, embassyProcess: { enjazNumber: '' } })).toBe(false);
    expect(visaApplicationAvailable({ ...complete, visa: undefined })).toBe(false);
  });

  it('uses the alternative layout for commission-type owners', () => {
    expect(visaApplicationLayout({ depositAmount: '5000' })).toBe('alternative');
    expect(visaApplicationLayout({ depositAmount: 'sudan' })).toBe('alternative');
    expect(visaApplicationLayout({ depositAmount: '' })).toBe('twoBlock');
    expect(visaApplicationLayout('5f2b8c1e9d1e4a3b2c1d0e9f')).toBe('twoBlock');
  });

  it('takes the first prospect as counterpart, else the first partner of the user company', () => {
    const partner = { _id: 'x', displayName: 'PARTNER' };
    expect(contractCounterpart(complete, { partners: [partner] })?._id).toBe('p');
    expect(contractCounterpart({ prospects: [] }, { partners: [partner] })?._id).toBe('x');
    expect(contractCounterpart({ prospects: [] }, null)).toBeUndefined();
  });

  it('asks to fill the required data when any part is missing', () => {
    const counterpart = contractCounterpart(complete);
    expect(contractDataMissing(complete, counterpart)).toBeNull();
    for (const missing of [
      { address: null },
      { additionalData: null },
      { contactPerson: {} },
      { visa: { fullName: 'X' } },
      { passportNumber: '' },
      { owner: null },
    ]) {
      expect(contractDataMissing({ ...complete, ...missing }, counterpart)).toBe(
        'Please fill all the required Data',
      );
    }
    expect(contractDataMissing(complete, undefined)).toBe('Please fill all the required Data');
  });

  it('opens the print screen by saved state, visa and Kuwait sponsor', () => {
    expect(printScreenInitialState(complete, false)).toEqual({
      scale: 0.1,
      state: 'initial',
      showFirstPanel: false,
      showSecondPanel: false,
    });
    expect(printScreenInitialState(complete, true).showSecondPanel).toBe(true);
    const kuwait = { ...complete, embassyProcess: null, additionalData: { appliedCountry: 'kuwait' } };
    expect(printScreenInitialState(kuwait, true)).toMatchObject({ scale: 1, showSecondPanel: true });
    expect(
      printScreenInitialState({ ...kuwait, visa: { fullName: 'SHORT NAME' } }, true).showSecondPanel,
    ).toBe(false);
    expect(
      printScreenInitialState({ ...kuwait, visa: { fullName: 'AHMED AL SABAH' } }, true).showSecondPanel,
    ).toBe(true);
  });

  it("offers the entry's application and contract translation with a visa and an embassy process", () => {
    expect(entryPrintDocuments(complete)).toEqual(['enjaz', 'contract']);
    expect(entryPrintDocuments({ ...complete, embassyProcess: null })).toEqual([]);
    expect(entryPrintDocuments({ ...complete, visa: null })).toEqual([]);
  });

  it('offers a Kuwait applicant the Kuwait contract, also before the embassy process when the sponsor is named', () => {
    const kuwait = { ...complete, additionalData: { appliedCountry: 'kuwait' } };
    expect(entryPrintDocuments(kuwait)).toEqual(['enjaz', 'kuwaitContract']);
    expect(entryPrintDocuments({ ...kuwait, embassyProcess: null })).toEqual(['kuwaitContract']);
    expect(
      entryPrintDocuments({ ...kuwait, embassyProcess: null, visa: { fullName: 'ALI', address: {} } }),
    ).toEqual([]);
  });
});
