import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', 'msw-storybook-addon'],
  staticDirs: [
    // msw's service worker (written by `msw init public --save`).
    '../public',
    // Translation files, served where i18next-http-backend looks for them.
    { from: '../locales', to: '/locales' },
    { from: '../fixtures/backgrounds', to: '/fixtures/backgrounds' },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
