import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the whole workspace: ui components, CV templates, printable documents and the web app's
// signed-out pages (apps/web, each in the app's own header and router).
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
