import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

/**
 * @fontsource CSS names a .woff file after each .woff2 for browsers without woff2; every
 * browser the workbench supports reads woff2, so drop the fallbacks and half the font files
 * the static build copies (thousands of CJK slices).
 */
const woff2Only: Plugin = {
  name: 'candidate-meet:woff2-only',
  enforce: 'pre',
  transform(code, id) {
    if (!/@fontsource\/.+\.css$/.test(id)) return null;
    return { code: code.replace(/,\s*url\([^)]+\.woff\) format\('woff'\)/g, ''), map: null };
  },
};

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
  viteFinal(viteConfig) {
    return { ...viteConfig, plugins: [...(viteConfig.plugins ?? []), woff2Only] };
  },
};

export default config;
