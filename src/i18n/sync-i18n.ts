/**
 * i18next instances with every resource in memory, initialised synchronously: for Storybook
 * (every screen state in every language, switched from the toolbar with no flash) and for unit
 * tests. Same shared options as the production instance (see options.ts).
 */
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  APP_FALLBACK_LANGUAGES,
  addAppFormats,
  sharedInitOptions,
  applyPluralRulesOfTags,
} from './options';

export interface SyncI18nOptions {
  /** The language to start in (an app code, or `pseudo`). */
  lng: string;
  /** `{ [lng]: { [namespace]: json } }`, e.g. from {@link resourcesFromModules}. */
  resources: Resource;
  /** Defaults to the app's fallback, `['en']`; `false` shows missing keys as keys. */
  fallbackLng?: false | string | readonly string[];
}

/** Every namespace that some language of `resources` has, in first-seen order. */
function namespacesOf(resources: Resource): string[] {
  const seen = new Set<string>();
  for (const language of Object.values(resources)) {
    for (const ns of Object.keys(language)) seen.add(ns);
  }
  return [...seen];
}

/**
 * A new i18next instance (not the global one), with react-i18next bound to it, ready when this
 * returns: `initAsync: false` plus in-memory resources make `init` run to completion
 * synchronously, so `i18n.t` works on the next line.
 */
export function createSyncI18n({ lng, resources, fallbackLng }: SyncI18nOptions): I18n {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next);
  const shared = sharedInitOptions();
  // The returned promise has already settled when init returns (nothing is loaded).
  void i18n.init({
    ...shared,
    lng,
    resources,
    ns: namespacesOf(resources),
    fallbackLng: fallbackLng === undefined ? [...APP_FALLBACK_LANGUAGES] : fallbackLng,
    initAsync: false,
  });
  if (!i18n.isInitialized) {
    throw new Error('createSyncI18n: i18next did not initialise synchronously');
  }
  addAppFormats(i18n);
  applyPluralRulesOfTags(i18n);
  return i18n;
}

/**
 * Changes the language of an instance from {@link createSyncI18n} with no flash: the
 * resources are in memory, so `changeLanguage` completes before this returns (the
 * `languageChanged` event included) and `i18n.t` answers in the new language on the next line.
 * @throws Error when `code` has no resources in the instance, or when the instance loads
 * resources from a backend (the change could not be synchronous).
 */
export function switchLanguageSync(i18n: I18n, code: string): void {
  const { resources, partialBundledLanguages } = i18n.options;
  if (!resources || partialBundledLanguages === true) {
    throw new Error('switchLanguageSync needs an instance with every resource in memory');
  }
  const bundle: ResourceLanguage | undefined = i18n.store.data[code];
  if (!bundle || Object.keys(bundle).length === 0) {
    throw new Error(`switchLanguageSync: no resources for language "${code}"`);
  }
  void i18n.changeLanguage(code);
  if (i18n.language !== code) {
    throw new Error(`switchLanguageSync: the change to "${code}" did not complete synchronously`);
  }
}

const MODULE_PATH = /(?:^|\/)([^/]+)\/([^/]+)\.json$/;

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Turns Vite's `import.meta.glob('../locales/*\/*.json', { eager: true, import: 'default' })`
 * (keys like `../locales/de/general.json`, values the parsed JSON) into
 * `{ de: { general: {...} } }`. A module namespace object (`{ default: json }`, from a glob
 * without `import: 'default'`) is unwrapped.
 * @throws TypeError for a key that is not `<lng>/<namespace>.json` or a value that is not a
 * JSON object, naming the key; Error for the same file twice.
 */
export function resourcesFromModules(modules: Readonly<Record<string, unknown>>): Resource {
  const resources: Resource = {};
  for (const [path, value] of Object.entries(modules)) {
    const match = MODULE_PATH.exec(path);
    const lng = match?.[1];
    const ns = match?.[2];
    if (lng === undefined || ns === undefined) {
      throw new TypeError(`resourcesFromModules: "${path}" is not a <lng>/<namespace>.json path`);
    }
    const json =
      isPlainObject(value) && Object.keys(value).length === 1 && isPlainObject(value.default)
        ? value.default
        : value;
    if (!isPlainObject(json)) {
      throw new TypeError(`resourcesFromModules: "${path}" is not a JSON object`);
    }
    const language = (resources[lng] ??= {});
    if (Object.hasOwn(language, ns)) {
      throw new Error(`resourcesFromModules: ${lng}/${ns}.json appears twice (at "${path}")`);
    }
    language[ns] = json;
  }
  return resources;
}
