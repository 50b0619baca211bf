import { describe, expect, it } from 'vitest';
import {
  canFilterByForeignOffice,
  employeeOwner,
  loadsForeignAgentsForPicker,
  showsForeignAgentPicker,
  showsLocalAgencyPicker,
} from './companyTypeView';

describe('what the company type changes', () => {
  it.each([
    ['ForeignAgent', true, false, false],
    ['LocalAgency', false, true, true],
    ['Moderator', false, false, false],
    ['SubAgent', false, false, false],
  ])('%s', (type, localAgencyPicker, foreignAgentPicker, foreignOfficeFilter) => {
    expect(showsLocalAgencyPicker({ type })).toBe(localAgencyPicker);
    expect(showsForeignAgentPicker({ type })).toBe(foreignAgentPicker);
    expect(canFilterByForeignOffice({ type })).toBe(foreignOfficeFilter);
  });

  it('gives a foreign agent’s employee to the chosen local agency, otherwise to the user’s company', () => {
    expect(employeeOwner({ _id: 'agent', type: 'ForeignAgent' }, 'agency')).toBe('agency');
    expect(employeeOwner({ _id: 'agent', type: 'ForeignAgent' }, '')).toBe('agent');
    expect(employeeOwner({ _id: 'agency', type: 'LocalAgency' }, 'other')).toBe('agency');
  });

  it('loads foreign agents for pickers only for Super users', () => {
    expect(loadsForeignAgentsForPicker('Super')).toBe(true);
    expect(loadsForeignAgentsForPicker('ClientAdmin')).toBe(false);
  });
});
