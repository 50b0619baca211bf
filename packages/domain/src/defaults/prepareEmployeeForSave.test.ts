import { describe, expect, it } from 'vitest';
import type { Employee } from '../entities';
import { prepareEmployeeForSave } from './prepareEmployeeForSave';

const zone = { timeZone: 'Asia/Riyadh' };

describe('prepareEmployeeForSave', () => {
  it('uppercases passport data, names, addresses and testimonial names; trims telephones', () => {
    const saved = prepareEmployeeForSave(
      {
        passportNumber: ' ep1234567 ',
        placeOfBirth: 'addis ababa',
        placeOfIssue: 'Addis Ababa',
        givenName: 'almaz ',
        surName: 'tesfaye',
        firstTestimonialName: 'abebe kebede',
        firstTestimonialAddress: 'bole',
        firstTestimonialTelephone: ' 0911223344 ',
        secondTestimonialName: 'sara',
        secondTestimonialAddress: 'piassa',
        secondTestimonialTelephone: '0911000000  ',
        address: {
          telephone: ' 0922 ',
          alternateTelephone: ' 0933',
          city: 'adama',
          streetAddress: 'kebele 04',
          country: 'ethiopia',
        },
        contactPerson: {
          displayName: 'kebede',
          kinship: 'brother',
          address: { telephone: ' 0944 ', city: 'dire dawa' },
        },
        additionalData: { appliedCountry: 'saudi_arabia', fullNameAmharic: 'አልማዝ' },
        education: { remarks: 'keeps its case' },
      },
      zone,
    );
    expect(saved).toMatchObject({
      passportNumber: 'EP1234567',
      placeOfBirth: 'ADDIS ABABA',
      placeOfIssue: 'ADDIS ABABA',
      givenName: 'ALMAZ',
      surName: 'TESFAYE',
      firstTestimonialName: 'ABEBE KEBEDE',
      firstTestimonialAddress: 'BOLE',
      firstTestimonialTelephone: '0911223344',
      secondTestimonialName: 'SARA',
      secondTestimonialAddress: 'PIASSA',
      secondTestimonialTelephone: '0911000000',
      address: {
        telephone: '0922',
        alternateTelephone: '0933',
        city: 'ADAMA',
        streetAddress: 'KEBELE 04',
        country: 'ethiopia',
      },
      contactPerson: {
        displayName: 'KEBEDE',
        kinship: 'brother',
        address: { telephone: '0944', city: 'DIRE DAWA' },
      },
      additionalData: { appliedCountry: 'saudi_arabia', fullNameAmharic: 'አልማዝ' },
      education: { remarks: 'keeps its case' },
    });
  });

  it('does not change the input', () => {
    const input = { givenName: 'almaz', address: { city: 'adama' } };
    prepareEmployeeForSave(input, zone);
    expect(input).toEqual({ givenName: 'almaz', address: { city: 'adama' } });
  });

  it('puts every day at 14:00 local', () => {
    const saved = prepareEmployeeForSave(
      {
        dateOfBirth: '1998-03-05',
        passportIssueDate: new Date('2024-01-09T21:00:00Z'),
        passportExpiryDate: '2029-01-08',
        additionalData: { documentReceivedDate: '2025-05-01', discontinuedDate: null },
        embassyProcess: { stampedDate: '2025-06-01' },
        flight: { flightDateTime: '2025-07-01T05:30:00Z', arrivedDateTime: '2025-07-02' },
      },
      zone,
    );
    expect(saved.dateOfBirth).toBe('1998-03-05T11:00:00.000Z');
    expect(saved.passportIssueDate).toBe('2024-01-10T11:00:00.000Z');
    expect(saved.passportExpiryDate).toBe('2029-01-08T11:00:00.000Z');
    expect(saved.additionalData?.documentReceivedDate).toBe('2025-05-01T11:00:00.000Z');
    expect(saved.additionalData?.discontinuedDate).toBeNull();
    expect(saved.embassyProcess?.stampedDate).toBe('2025-06-01T11:00:00.000Z');
    expect(saved.flight?.arrivedDateTime).toBe('2025-07-02T11:00:00.000Z');
    // A flight keeps its time of day.
    expect(saved.flight).toMatchObject({ flightDateTime: '2025-07-01T05:30:00Z' });
  });

  it.each([
    ['12345678', false],
    ['123456789', true],
    ['1234567890', true],
    ['', false],
  ])('includes a visa numbered %j: %s', (visaNumber, included) => {
    const saved = prepareEmployeeForSave({ visa: { visaNumber, passportNumber: '1234' } }, zone);
    expect('visa' in saved).toBe(included);
  });

  it('fills a missing passport expiry from the issue date, by the company variant', () => {
    const base = { passportIssueDate: '2024-05-10', dateOfBirth: '2012-01-01' };
    expect(prepareEmployeeForSave(base, zone).passportExpiryDate).toBe('2029-05-09T11:00:00.000Z');
    expect(
      prepareEmployeeForSave(base, { ...zone, companyVariant: 'sudan', today: '2025-06-01' })
        .passportExpiryDate,
    ).toBe('2029-05-09T11:00:00.000Z');
    expect(
      prepareEmployeeForSave({ ...base, dateOfBirth: '1990-01-01' }, { ...zone, companyVariant: 'sudan' })
        .passportExpiryDate,
    ).toBe('2034-05-09T11:00:00.000Z');
  });

  it('sets the owner to the chosen company, else the user company', () => {
    expect(prepareEmployeeForSave({}, { chosenCompanyId: 'agency', userCompanyId: 'mine' }).owner).toBe(
      'agency',
    );
    expect(prepareEmployeeForSave({}, { chosenCompanyId: '', userCompanyId: 'mine' }).owner).toBe('mine');
    expect(prepareEmployeeForSave({ owner: 'kept' }, {}).owner).toBe('kept');
  });

  describe('Kuwait applicants', () => {
    const kuwait = { additionalData: { appliedCountry: 'kuwait', salary: 1000, currency: 'saudi_riyal' } };

    it('get the placeholders: visa ten 1s, sponsor id ten 9s, 120 dinars, testimonial addresses', () => {
      const saved = prepareEmployeeForSave(kuwait, zone);
      expect(saved).toMatchObject({
        visa: { visaNumber: '1111111111', passportNumber: '9999999999' },
        additionalData: { appliedCountry: 'kuwait', salary: 120, currency: 'kuwait_dinar' },
        firstTestimonialAddress: 'Addis Ababa',
        secondTestimonialAddress: 'Addis Ababa',
      });
    });

    it('keep a real visa number, sponsor id, dinar salary and testimonial address', () => {
      const saved = prepareEmployeeForSave(
        {
          additionalData: { appliedCountry: 'kuwait', salary: 150, currency: 'kuwait_dinar' },
          visa: { visaNumber: '2233445566', passportNumber: '123456' },
          firstTestimonialAddress: 'bole',
        },
        zone,
      );
      expect(saved).toMatchObject({
        visa: { visaNumber: '2233445566', passportNumber: '123456' },
        additionalData: { salary: 150, currency: 'kuwait_dinar' },
        firstTestimonialAddress: 'BOLE',
        secondTestimonialAddress: 'Addis Ababa',
      });
    });

    it('a zero dinar salary becomes the default', () => {
      const saved = prepareEmployeeForSave(
        { additionalData: { appliedCountry: 'kuwait', salary: 0, currency: 'kuwait_dinar' } },
        zone,
      );
      expect(saved.additionalData?.salary).toBe(120);
    });

    it('other countries get no placeholders', () => {
      const saved = prepareEmployeeForSave(
        { additionalData: { appliedCountry: 'qatar', salary: 1000 } },
        zone,
      );
      expect(saved).not.toHaveProperty('visa');
      expect(saved.additionalData).toEqual({ appliedCountry: 'qatar', salary: 1000 });
      expect(saved.firstTestimonialAddress).toBeUndefined();
    });
  });

  it('takes a stored Employee record as it is', () => {
    const employee: Employee = {
      _id: '5f2b8c1e9d1e4a3b2c1d0e9f',
      givenName: 'almaz',
      dateOfBirth: '1998-03-05T11:00:00.000Z',
      additionalData: { appliedCountry: 'saudi_arabia', currency: 'saudi_riyal', salary: 1000 },
      visa: { _id: 'v', visaNumber: '1234567890', passportNumber: '1020304050' },
    };
    const saved: Employee = prepareEmployeeForSave(employee, zone);
    expect(saved).toMatchObject({
      _id: employee._id,
      givenName: 'ALMAZ',
      dateOfBirth: '1998-03-05T11:00:00.000Z',
    });
    expect(saved.visa?._id).toBe('v');
  });
});
