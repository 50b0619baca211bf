import { defineProject } from 'vitest/config';

// Browser tests of the real product: each file starts its own server (e2e/support/startProduct) on a fresh
// embedded database, drives Debian's Chromium through playwright-core, and stops everything afterwards.
// The files share the workspace's pool of workers (one per core) with every other project's files: run one at
// a time after everything else, they were a long tail on one worker at the end of every CI run (figures:
// docs/performance.md, "Test run"). No file depends on running alone: each has its own port, data folder and
// browser.
export default defineProject({
  test: {
    name: 'web-e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/globalSetup.ts'],
    // Sized for a loaded 2-core machine: a timeout only stops a test that hangs, it is not a speed check (the
    // heaviest, axe over every entry tab in two languages, came close to a minute under load).
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
