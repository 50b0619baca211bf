import { describe, expect, it } from 'vitest';
import { hasAnyRole, hasRole, rolesGranting } from './hasRole';

describe('hasRole', () => {
  it.each([
    [['ViewVisas'], 'ViewVisas', true],
    [['AddVisas'], 'ViewVisas', true],
    [['ManageVisas'], 'ViewVisas', true],
    [['EditVisas'], 'ViewVisas', false],
    [['ManageUsers'], 'ViewUsers', true],
    [['ViewUsers'], 'ManageUsers', false],
    [['AddVisas'], 'AddVisas', true],
    [['ViewVisas'], 'AddVisas', false],
    [['EnjazEntry'], 'EnjazEntry', true],
    [['EmbassyEntry'], 'EnjazEntry', false],
    [[], 'ViewEmployees', false],
    [['viewemployees'], 'ViewEmployees', false],
  ])('%j holds %s: %s', (roles, role, expected) => {
    expect(hasRole(roles, role)).toBe(expected);
  });

  it('reads roles as the API sends them and tolerates none', () => {
    expect(hasRole([{ displayName: 'AddEmployees' }], 'ViewEmployees')).toBe(true);
    expect(hasRole(undefined, 'ViewEmployees')).toBe(false);
    expect(hasAnyRole([{ displayName: 'ManageUsers' }], ['ViewCompanies', 'ManageUsers'])).toBe(true);
  });

  it('replaces only a leading View', () => {
    expect(rolesGranting('ViewDashboard')).toEqual(['ViewDashboard', 'AddDashboard', 'ManageDashboard']);
    expect(rolesGranting('CompanyManagement')).toEqual(['CompanyManagement']);
  });
});
