import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Starting an embedded database and migrating it is slow alone and much slower on a 2-core machine running
    // the whole workspace at once; a slow start is not a failure.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
