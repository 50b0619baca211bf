import { describe, expect, it } from 'vitest';
import { mayDeleteEmployee } from './mayDeleteEmployee';

describe('mayDeleteEmployee', () => {
  const clerk = { userType: 'ClientUser', roles: ['DeleteEmployees'], companyId: 'agency' };

  it("lets the owner's holder of DeleteEmployees delete, and Super always", () => {
    expect(mayDeleteEmployee(clerk, 'agency')).toBe(true);
    expect(mayDeleteEmployee({ userType: 'Super', roles: [], companyId: 'platform' }, 'agency')).toBe(true);
  });

  it('refuses a prospect or partner company, and a user without the role', () => {
    expect(mayDeleteEmployee(clerk, 'other agency')).toBe(false);
    expect(mayDeleteEmployee({ ...clerk, roles: ['EditEmployees'] }, 'agency')).toBe(false);
    expect(mayDeleteEmployee(clerk, undefined)).toBe(false);
  });
});
