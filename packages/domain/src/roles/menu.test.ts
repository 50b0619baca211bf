import { describe, expect, it } from 'vitest';
import { LANGS } from '../enums';
import { fullMenu, type MenuItem, menuFor, menuItemHref } from './menu';
import { ROLE_NAMES } from '../enums/roleName';

const ids = (items: MenuItem[]): string[] => items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);
const user = (...roles: string[]) => ({ roles: roles.map((displayName) => ({ displayName })) });
const ACCOUNT_ITEMS = ['videos', 'links', 'profile', 'change-password', 'sign-out'];

describe('menuFor', () => {
  it.each([
    [['ViewDashboard'], ['dashboard']],
    [['EnjazEntry'], ['enjaz', 'enjaz-list', 'enjaz-add']],
    [['ViewEmployees'], ['employees', 'employee-list', 'employee-add', ...ACCOUNT_ITEMS]],
    [['AddEmployees'], ['employees', 'employee-list', 'employee-add', ...ACCOUNT_ITEMS]],
    [['ViewCandidates'], ['cvs', 'cv-list', 'cv-details']],
    [['EditEmployees'], ['cvs', 'premium-cvs', 'custom-cvs']],
    [['ViewCompanies'], ['cvs', 'cv-maker', 'admin', 'companies']],
    [['AddVisas'], ['visas', 'visa-list', 'visa-add']],
    [['ViewVisas'], []],
    [['EditComplains'], ['complaints', 'complaint-list']],
    [['ViewReports'], ['reports']],
    [['CompanyManagement'], ['admin', 'company-profile']],
    [['ManageUsers'], ['admin', 'users', 'audit']],
    [['ClosComplains', 'LabourEntry', 'Options'], []],
  ])('%j sees %j', (roles, expected) => {
    expect(ids(menuFor(user(...roles)))).toEqual(expected);
  });

  it('shows a sudan2 agency no Videos item (it sees no tutor cards); every other kind keeps it', () => {
    const clerk = user('ViewEmployees');
    expect(ids(menuFor(clerk, { depositAmount: 'sudan2' }))).toEqual([
      'employees',
      'employee-list',
      'employee-add',
      ...ACCOUNT_ITEMS.filter((id) => id !== 'videos'),
    ]);
    for (const depositAmount of ['', 'sudan', '500']) {
      expect(ids(menuFor(clerk, { depositAmount }))).toContain('videos');
    }
    expect(ids(menuFor({ userType: 'Super' }, { depositAmount: '' }))).toContain('videos');
  });

  it('puts the company’s home list first: employees for employment, Enjaz for commission', () => {
    const all = user(...ROLE_NAMES);
    expect(
      menuFor(all, { depositAmount: '' })
        .map((item) => item.id)
        .slice(0, 3),
    ).toEqual(['dashboard', 'employees', 'enjaz']);
    expect(
      menuFor(all, { depositAmount: 'sudan' })
        .map((item) => item.id)
        .slice(0, 3),
    ).toEqual(['dashboard', 'enjaz', 'employees']);
  });

  it('gives a user with every role the whole menu', () => {
    expect(ids(menuFor(user(...ROLE_NAMES)))).toEqual(ids(fullMenu()));
  });

  it('labels every item in English, Arabic and Amharic', () => {
    const walk = (items: MenuItem[]): MenuItem[] =>
      items.flatMap((item) => [item, ...walk(item.children ?? [])]);
    for (const item of walk(fullMenu())) {
      for (const lang of LANGS) expect(item.label[lang], `${item.id} ${lang}`).not.toBe('');
    }
  });

  it('links add items to a new record id', () => {
    const employees = fullMenu().find((item) => item.id === 'employees')!;
    const [list, add] = employees.children!;
    expect(menuItemHref(list!, 'k3j5h2g7f1')).toBe('/app/employees');
    expect(menuItemHref(add!, 'k3j5h2g7f1')).toBe('/app/employee/k3j5h2g7f1');
  });
});
