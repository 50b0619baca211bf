import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cv-templates',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Many tests lay out a whole CV page with satori: on a 2-core machine under load that can outlast Vitest's
    // default timeout, and a test's verdict must not depend on the machine's load.
    testTimeout: 30_000,
  },
});
