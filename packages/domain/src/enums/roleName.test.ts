import { describe, expect, it } from 'vitest';
import { isRoleName, ROLE_NAMES } from './roleName';

describe('ROLE_NAMES', () => {
  it('has the 40 role names, each once, with the stored spelling', () => {
    expect(ROLE_NAMES).toHaveLength(40);
    expect(new Set(ROLE_NAMES).size).toBe(40);
    expect(isRoleName('ClosComplains')).toBe(true);
    expect(isRoleName('CloseComplains')).toBe(false);
    expect(ROLE_NAMES[0]).toBe('ViewDashboard');
    expect(ROLE_NAMES.at(-1)).toBe('ViewReports');
  });
});
