import { defineProject } from 'vitest/config';

// Browser tests of the real product: each file starts its own server (e2e/support/startProduct) on a fresh
// embedded database, drives Debian's Chromium through playwright-core, and stops everything afterwards.
// The browser-test files run after every other project's (a group of their own), two at a time: each holds a
// server and a browser that mostly wait on each other, so one file at a time left a core idle for the last
// third of the run. Mixed into the other projects' pool instead, they ran two to three times as long beside the
// render tests (docs/performance.md, "Test run").
export default defineProject({
  test: {
    name: 'web-e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/globalSetup.ts'],
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    // Sized for a loaded 2-core machine: a timeout only stops a test that hangs, it is not a speed check (the
    // heaviest, axe over every entry tab in two languages, came close to a minute under load).
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
