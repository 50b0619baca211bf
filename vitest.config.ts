import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirst from './scripts/testOrder/LongestFirst';

// One Vitest run for the whole workspace: each package contributes a project from its own vitest.config.ts;
// `.storybook/vitest.config.ts` renders every story in Chromium (the `storybook` project).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'services/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/web/vitest.e2e.config.ts',
      '.storybook/vitest.config.ts',
    ],
    // One test file per core, not Vitest's default of one fewer: most files spend much of their time waiting
    // on PostgreSQL, Redis, Chromium or an embedded database, and on a 2-core machine the default (one worker)
    // left a core a quarter idle. The browser-test files run after the rest, in a group of their own (their config).
    maxWorkers: availableParallelism(),
    // The longest files first in each group, on a clean clone too (scripts/testOrder/LongestFirst).
    sequence: { sequencer: LongestFirst },
    reporters: ['default', './scripts/closing-line-reporter.ts'],
  },
});
