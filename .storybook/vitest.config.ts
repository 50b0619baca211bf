import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Every story of ui, cv-templates and documents renders as a test in Debian's Chromium; `play` functions are the
// interaction tests and addon-a11y (parameters.a11y.test = 'error') fails a story with an axe violation.
export default defineProject({
  root: path.resolve(configDir, '..'),
  plugins: [storybookTest({ configDir })],
  // Pre-bundle every dependency a story imports. Otherwise Vite discovers them mid-run, re-optimizes and reloads
  // the browser, which fails whichever stories were running at that moment.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'styled-components',
      'storybook/test',
      '@storybook/react-vite',
      '@placement/ui > @tanstack/react-table',
      '@placement/ui > react-hook-form',
      '@placement/ui > @hookform/resolvers/zod',
      '@placement/ui > zod',
      '@placement/ui > @placement/domain > zod',
      '@placement/web > react-router',
      '@placement/web > i18next',
      '@placement/web > react-i18next',
      '@placement/web > @0no-co/graphql.web',
      '@placement/web > gql.tada',
      '@placement/web > @apollo/client',
      '@placement/web > @apollo/client/react',
      '@placement/web > rxjs',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
