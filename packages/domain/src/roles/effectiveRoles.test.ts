import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../enums/roleName';
import { fullMenu, menuFor } from './menu';
import { guardRoute } from './routeGuard';

const ids = (items: ReturnType<typeof menuFor>) => items.map((item) => item.id);

describe('the platform operator (Super)', () => {
  const operator = { email: 'super@placement.demo', userType: 'Super', roles: [] };

  it('opens every guarded route, though it holds no granted role', () => {
    for (const path of [
      '/app/companies',
      '/app/users',
      '/app/cp/abc/a',
      '/app/dashboard',
      '/app/employees',
    ]) {
      expect(guardRoute(operator, path)).toEqual({ allowed: true });
    }
  });

  it('gets the whole menu, Admin group included', () => {
    const menu = menuFor(operator, null);
    expect(ids(menu)).toEqual(ids(fullMenu(null)));
    expect(menu.find((item) => item.id === 'admin')?.children?.map((child) => child.id)).toContain(
      'companies',
    );
  });

  it('gives a company user nothing for the operator type it is not', () => {
    const clerk = { email: 'c@x.demo', userType: 'ClientUser', roles: [] };
    expect(guardRoute(clerk, '/app/companies')).toEqual({ allowed: false, redirect: '/app/profile' });
    expect(menuFor(clerk, null)).toEqual([]);
  });

  it('keeps the content screen and its menu item from a company admin holding every role', () => {
    const admin = { email: 'a@x.demo', userType: 'ClientAdmin', roles: [...ROLE_NAMES] };
    expect(guardRoute(admin, '/app/content')).toEqual({ allowed: false, redirect: '/app/profile' });
    const adminGroup = menuFor(admin, null).find((item) => item.id === 'admin');
    expect(adminGroup?.children?.map((child) => child.id)).not.toContain('content');
    expect(guardRoute(operator, '/app/content')).toEqual({ allowed: true });
    const operatorAdmin = menuFor(operator, null).find((item) => item.id === 'admin');
    expect(operatorAdmin?.children?.map((child) => child.id)).toContain('content');
  });
});
