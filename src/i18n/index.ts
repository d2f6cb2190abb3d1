/**
 * Internationalisation: the production i18next instance, synchronous instances for Storybook
 * and tests, typed keys and texts carried as data, the pseudo-locale, Intl formatting and
 * date-fns locales.
 */
export {
  type AppI18nOptions,
  browserLanguages,
  appLanguageDetector,
  convertDetectedLanguage,
  initAppI18n,
} from './app-i18n';
export {
  type AppLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  PSEUDO_BCP47,
  PSEUDO_LANGUAGE,
  bcp47Of,
  directionOf,
  isAppLanguage,
  isPseudoLanguage,
  languageOfTag,
  supportedLanguages,
} from './app-language';
export {
  DATE_FNS_LOCALE_LOADERS,
  type DateFnsLocaleLoader,
  loadDateFnsLocale,
} from './date-fns-locales';
export { applyDocumentLanguage, bindDocumentLanguage } from './document-language';
export {
  type DateInput,
  type DateStyle,
  type UnitDisplay,
  type ZoneNameOption,
  formatDate,
  formatDateTimeRange,
  formatDuration,
  formatMinutes,
  formatTime,
  formatTimeRange,
  intlLocaleOf,
} from './format';
export { type DataText, type DataTextKey, translateText } from './localized-text';
export { APP_FALLBACK_LANGUAGES, DEFAULT_NAMESPACE, sharedInitOptions } from './options';
export {
  PSEUDO_EXPANSION,
  PSEUDO_PAD_CHAR,
  isPseudoLocalized,
  protectedTokens,
  pseudoLocalize,
  pseudoNamespace,
  pseudoResources,
  segmentTranslation,
  withPseudoResources,
} from './pseudo';
export {
  type AnyTFunction,
  type AppNamespace,
  type AppResources,
  NAMESPACES,
  type NamespacedKey,
} from './resources';
export {
  type SyncI18nOptions,
  createSyncI18n,
  resourcesFromModules,
  switchLanguageSync,
} from './sync-i18n';
