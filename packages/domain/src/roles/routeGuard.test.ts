import { describe, expect, it } from 'vitest';
import { guardRoute, requiredRolesForPath } from './routeGuard';

const user = (...roles: string[]) => ({
  email: 'staff@agency.com',
  roles: roles.map((displayName) => ({ displayName })),
});

describe('route guard', () => {
  it.each([
    ['/app/dashboard', ['ViewDashboard']],
    ['/app/employees', ['ViewEmployees']],
    ['/app/employee/abcdefghij', ['ViewEmployees']],
    ['/app/coms', ['EnjazEntry']],
    ['/app/com/64b7f0c2e4b0a1a2b3c4d5e6', ['EnjazEntry']],
    ['/app/visas', ['AddVisas']],
    ['/app/visa/0', ['AddVisas']],
    ['/app/cvs', ['ViewCandidates']],
    ['/app/cvd', ['ViewCandidates']],
    ['/app/pcv', ['EditEmployees']],
    ['/app/cvp', ['EditEmployees']],
    ['/app/cvm', ['ViewCompanies']],
    ['/app/cp/64b7f0c2e4b0a1a2b3c4d5e6/a', ['CompanyManagement']],
    ['/app/meds', ['ViewEmployees']],
    ['/app/medicalPayment/1', ['ViewEmployees']],
    ['/app/users', ['ViewCompanies', 'ManageUsers']],
    ['/app/companies', ['ViewCompanies']],
    ['/app/reports', ['ViewReports']],
    ['/app/profile', null],
    ['/app/setting', null],
    ['/app/tutor/abc', null],
    ['/app/complaints', null],
  ])('%s needs %j', (path, roles) => {
    expect(requiredRolesForPath(path)).toEqual(roles);
  });

  it.each([
    [user('ViewEmployees'), '/app/employees', { allowed: true }],
    [user('AddEmployees'), '/app/employee/abcdefghij', { allowed: true }],
    [user('ViewEmployees'), '/app/coms', { allowed: false, redirect: '/app/profile' }],
    [user('ViewVisas'), '/app/visas', { allowed: false, redirect: '/app/profile' }],
    [user('ManageUsers'), '/app/users', { allowed: true }],
    [user('ManageUsers'), '/app/companies', { allowed: false, redirect: '/app/profile' }],
    [user(), '/app/profile', { allowed: true }],
    [{ email: '', roles: [] }, '/app/profile', { allowed: false, redirect: '/login' }],
    [null, '/app/employees', { allowed: false, redirect: '/login' }],
  ])('%#: %s', (who, path, decision) => {
    expect(guardRoute(who, path)).toEqual(decision);
  });
});
