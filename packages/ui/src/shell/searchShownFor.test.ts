import { describe, expect, it } from 'vitest';
import { searchShownFor } from './searchShownFor';

describe('searchShownFor', () => {
  it.each(['/app/employees', '/app/coms', '/app/companies', '/app/cvs', '/app/pcv', '/app/users'])(
    'shows the search box on %s',
    (path) => expect(searchShownFor(path)).toBe(true),
  );
  it.each(['/app/dashboard', '/app/visas', '/app/employee/abc', '/app/profile', '/'])(
    'hides it on %s',
    (path) => expect(searchShownFor(path)).toBe(false),
  );
});
