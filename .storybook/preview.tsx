import './fonts';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { setDefaultOptions } from 'date-fns';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { applyDocumentLanguage, loadDateFnsLocale } from '../src/i18n';
import { GlobalStyle, theme } from '../src/ui';
import { i18nFor, localeOf } from '../stories/support/i18n';
import { DEFAULT_TIME_ZONE, LOCALE_ITEMS, PSEUDO, TIME_ZONE_ITEMS, VIEWPORTS } from './workbench';

// Every translation is bundled into the workbench so a language switch is synchronous: no
// request, no flash of another language (see stories/support/i18n.ts).

/** Files the workbench itself loads; every other request a story makes must be mocked. */
const STATIC_FILE = /\.(?:m?js|css|woff2?|ttf|png|jpe?g|webp|svg|ico|json|map|html)$/;

/** msw in the browser: stories give handlers in `parameters.msw.handlers` (named groups). */
const mockServiceWorker = mswLoader(async () => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.origin === window.location.origin && STATIC_FILE.test(url.pathname)) return;
      print.error();
    },
  });
  return worker;
});

/** date-fns formats in the story's language (loaded before the story renders). */
const dateFnsLocaleLoader: Loader = async ({ globals }) => {
  const locale = localeOf(globals);
  setDefaultOptions({ locale: await loadDateFnsLocale(locale === PSEUDO ? 'en' : locale) });
  return {};
};

const withWorkbench: Decorator = (Story, context) => {
  const locale = localeOf(context.globals);
  applyDocumentLanguage(locale);
  return (
    <I18nextProvider i18n={i18nFor(locale)}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Story />
      </ThemeProvider>
    </I18nextProvider>
  );
};

const preview = {
  decorators: [withWorkbench],
  loaders: [mockServiceWorker, dateFnsLocaleLoader],
  globalTypes: {
    locale: {
      description: 'Language of the interface',
      toolbar: { title: 'Locale', icon: 'globe', items: LOCALE_ITEMS, dynamicTitle: true },
    },
    timeZone: {
      description: 'Time zone the candidate is in',
      toolbar: { title: 'Time zone', icon: 'time', items: TIME_ZONE_ITEMS, dynamicTitle: true },
    },
  },
  initialGlobals: {
    locale: 'en',
    timeZone: DEFAULT_TIME_ZONE,
    viewport: { value: 'phone', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    viewport: { options: VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Any WCAG 2.2 A/AA violation fails the story in the test runner.
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
        },
      },
    },
  },
  tags: ['autodocs'],
} satisfies Preview;

export default preview;
