import { defineConfig } from 'vitest/config';

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
    reporters: ['default', './scripts/closing-line-reporter.ts'],
  },
});
