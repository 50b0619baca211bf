import { describe, expect, it } from 'vitest';
import {
  ALL_COMPANIES_ID,
  FOREIGN_AGENTS_FOR_PICKER,
  companyPickerOptions,
  companyPickerSource,
  filterCompanyOptions,
} from './companyPicker';

const own = { _id: 'own', displayName: 'Addis Star Agency' };
const partners = [
  { _id: 'p1', displayName: 'Riyadh Recruitment Office' },
  { _id: 'p2', displayName: 'Kuwait Gulf Manpower' },
];

describe('company picker (spec 02 §2.9)', () => {
  it('loads foreign-agent companies, first 500, for a Super user and the partners for everyone else', () => {
    expect(companyPickerSource('Super')).toBe('foreignAgents');
    expect(companyPickerSource('ClientAdmin')).toBe('partners');
    expect(companyPickerSource('ClientUser')).toBe('partners');
    expect(companyPickerSource(undefined)).toBe('partners');
    expect(FOREIGN_AGENTS_FOR_PICKER).toEqual({ type: 'ForeignAgent', skip: 0, take: 500 });
  });

  it('offers only the loaded companies by default', () => {
    expect(companyPickerOptions({ companies: partners, ownCompany: own })).toEqual(partners);
  });

  it("adds the user's own company first with includeAgency", () => {
    const options = companyPickerOptions({ companies: partners, ownCompany: own, includeAgency: true });
    expect(options.map((option) => option._id)).toEqual(['own', 'p1', 'p2']);
  });

  it("adds an 'All' entry with id -1 before everything with includeAll", () => {
    const options = companyPickerOptions({
      companies: partners,
      ownCompany: own,
      includeAgency: true,
      includeAll: true,
      allLabel: 'الكل',
    });
    expect(options[0]).toEqual({ _id: ALL_COMPANIES_ID, displayName: 'الكل' });
    expect(ALL_COMPANIES_ID).toBe('-1');
    expect(options.map((option) => option._id)).toEqual(['-1', 'own', 'p1', 'p2']);
  });

  it('shows a company once when the own company is also among the loaded ones', () => {
    const options = companyPickerOptions({
      companies: [...partners, own, partners[0]!],
      ownCompany: own,
      includeAgency: true,
    });
    expect(options.map((option) => option._id)).toEqual(['own', 'p1', 'p2']);
  });

  it('searches every typed word in the name, ignoring case, and keeps All', () => {
    const options = companyPickerOptions({ companies: partners, includeAll: true });
    expect(filterCompanyOptions(options, 'gulf KUW').map((option) => option._id)).toEqual(['-1', 'p2']);
    expect(filterCompanyOptions(options, '  ').map((option) => option._id)).toEqual(['-1', 'p1', 'p2']);
    expect(filterCompanyOptions(options, 'nobody').map((option) => option._id)).toEqual(['-1']);
  });
});
