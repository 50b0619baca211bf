import { defineProject } from 'vitest/config';

// Browser tests of the real product: each file starts its own server (e2e/support/startProduct) on a fresh
// embedded database, drives Debian's Chromium through playwright-core, and stops everything afterwards.
// Files run one at a time, after the other projects: each holds a server and a browser, and the machine has two
// cores. Spread through the run in the shared pool instead, the whole run took longer (docs/performance.md,
// "Test run").
export default defineProject({
  test: {
    name: 'web-e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/globalSetup.ts'],
    fileParallelism: false,
    // Sized for a loaded 2-core machine: a timeout only stops a test that hangs, it is not a speed check (the
    // heaviest, axe over every entry tab in two languages, came close to a minute under load).
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
