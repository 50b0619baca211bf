import { describe, expect, it } from 'vitest';
import { canSearchInTopBar } from './topBarSearch';

describe('canSearchInTopBar', () => {
  it.each([
    ['/app/employees', true],
    ['/app/coms', true],
    ['/app/companies', true],
    ['/app/cvs', true],
    ['/app/pcv', true],
    ['/app/users', true],
    ['/app/dashboard', false],
    ['/app/visas', false],
    ['/app/profile', false],
    ['/app/complaints', false],
    ['/app/employee/abcdefghij', false],
  ])('%s -> %s', (path, shown) => {
    expect(canSearchInTopBar(path)).toBe(shown);
  });
});
