/**
 * The page's own words, which show before (or without) the app's JavaScript: the tab title,
 * the `<noscript>` sentence and the start-up failure. harness/vite.config.ts writes them into
 * index.html in all 14 languages at build time, through this function and an i18next instance
 * per language, so they are translated like every other string.
 */
import type { AnyTFunction } from '../../src/i18n/resources';

export interface ShellTexts {
  readonly title: string;
  readonly noscript: string;
  readonly startupFailure: string;
}

export function shellTexts(t: AnyTFunction): ShellTexts {
  return {
    title: t('general:app.title'),
    noscript: t('general:app.noscript'),
    startupFailure: t('general:errors.general'),
  };
}
