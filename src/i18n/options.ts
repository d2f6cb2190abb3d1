/**
 * The i18next options the production instance and the synchronous (Storybook / test) instance
 * share, so a story renders strings exactly as the app does.
 */
import type { i18n as I18n, InitOptions } from 'i18next';
import {
  type INITIAL_NAMESPACES,
  RESOURCE_FALLBACK_LANGUAGES,
  resolveLanguage,
} from '../domain/languages';
import { bcp47Of } from './app-language';
import { formatNumber } from './format';

/** The namespace `t('key')` reads when no namespace is named: the shared strings. */
export const DEFAULT_NAMESPACE = 'general' satisfies (typeof INITIAL_NAMESPACES)[number];

/**
 * i18next's `fallbackLng`: `['en']`.
 *
 * The spec's resource fallback is "en-US, then en" (RESOURCE_FALLBACK_LANGUAGES). In this app
 * English (US) *is* the `en` code: the registry maps `en` ↔ `en-US`, and the one English folder
 * is `locales/en`. So both steps of the chain land on the same folder, and the chain is
 * computed by resolving each tag through the registry (['en-US', 'en'] → ['en']). Listing
 * 'en-US' itself would make i18next either request `/locales/en-US/*.json` (a folder that does
 * not exist: one 404 per namespace) or, with `supportedLngs`, reject it with a warning.
 */
export const APP_FALLBACK_LANGUAGES: readonly string[] = [
  ...new Set(RESOURCE_FALLBACK_LANGUAGES.map((tag) => resolveLanguage([tag]))),
];

/**
 * Options common to both instances.
 * - `interpolation.escapeValue: false`: React escapes what it renders; escaping here too would
 *   show `&amp;` to candidates.
 * - `returnNull: false`: a null value falls back like a missing one instead of rendering
 *   nothing.
 * - `load: 'currentOnly'`: app codes have no region, so i18next never derives another code
 *   (no `en-US` → `en` walk, no request for a regional folder).
 * - `nonExplicitSupportedLngs: false`: only the exact codes are supported.
 * - `react.useSuspense: true`: a component whose namespace is still loading suspends to the
 *   nearest `<Suspense>` boundary, the same boundary that waits for the lazily loaded screen
 *   chunk, so a screen never paints raw keys and screens need no `ready` checks. The app
 *   awaits `initAppI18n()` (general and intro loaded) before its first render, and a language
 *   switch only emits `languageChanged` after the new files have loaded, so neither suspends.
 *   Instances built by `createSyncI18n` hold every resource in memory and never suspend.
 */
export function sharedInitOptions(): InitOptions {
  return {
    fallbackLng: [...APP_FALLBACK_LANGUAGES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  };
}

/**
 * Formats of the interpolations (`{{count, number}}`) in the app language's Intl locale.
 * i18next's own `number` format hands the app code to Intl, where `se` is Northern Sami, not
 * Swedish, and `pseudo` is no locale at all; `formatNumber` maps both through the registry
 * (and shares its cached formatters). Call right after `init`, on every instance.
 */
export function addAppFormats(i18n: I18n): void {
  i18n.services.formatter?.add('number', (value: number, lng: string | undefined) =>
    formatNumber(value, lng ?? APP_FALLBACK_LANGUAGES[0] ?? 'en'),
  );
}

/** What of i18next's plural resolver the app replaces (its rule look-up, by language code). */
interface PluralRuleSource {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
}

/**
 * Plural forms chosen by the rules of the language's real tag. i18next asks
 * `Intl.PluralRules` for the app code itself, and `se` is Northern Sami there (one, two, other),
 * not Swedish (one, other): Swedish at a count of 2 looked for `_two`, found none and fell back
 * to English ("2 options selected"). The resolver now asks for `bcp47Of(code)` (`se` → `sv`,
 * `pseudo` → `en-XA` instead of the machine's default locale). Call right after `init`, on
 * every instance (clones share the resolver).
 */
export function applyPluralRulesOfTags(i18n: I18n): void {
  const resolver = i18n.services.pluralResolver as unknown as PluralRuleSource;
  const byCode = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) =>
    byCode(code === 'dev' || code === 'cimode' ? code : bcp47Of(code), options);
}
