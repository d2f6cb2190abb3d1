/**
 * The production i18next instance (product spec sections 4, 7 and 9; DESIGN.md section 6):
 * language detected from the query string `lng`, cookie, localStorage, sessionStorage, the
 * browser's languages and `<html lang>`, cached in localStorage; translation files
 * `locales/<lng>/<namespace>.json` loaded over HTTP, `general` and `intro` first and every other
 * namespace on demand; missing keys POSTed to the add path in development only.
 */
import i18next, { type i18n as I18n, type LanguageDetectorModule, type Resource } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { endpoints } from '../api/contract';
import { openStorage, readFrom, writeTo } from '../domain/guarded-storage';
import {
  FALLBACK_LANGUAGE,
  INITIAL_NAMESPACES,
  LANGUAGE_CACHES,
  LANGUAGE_DETECTION_ORDER,
} from '../domain/languages';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  PSEUDO_LANGUAGE,
  isAppLanguage,
  languageOfTag,
  supportedLanguages,
} from './app-language';
import { bindDocumentLanguage } from './document-language';
import { addAppFormats, sharedInitOptions, applyPluralRulesOfTags } from './options';

export interface AppI18nOptions {
  /** i18next's debug logging. Default false. */
  debug?: boolean;
  /** Development build: missing keys are POSTed to `addPath` (`saveMissing`). */
  isDevelopment: boolean;
  /** Where translation files are fetched. Default `endpoints.locales()`. */
  loadPath?: string;
  /** Where missing keys are POSTed in development. Default `endpoints.localesAdd()`. */
  addPath?: string;
  /**
   * Supports the `pseudo` language (e.g. `?lng=pseudo`) with this transform (pass
   * `pseudoNamespace` from ./pseudo): its files are the English files, pseudo-localized as they
   * load. Absent by default: candidates can never land in it, and a production build that does
   * not pass it does not ship the pseudo-localizer.
   */
  pseudo?: (namespace: Record<string, unknown>) => Record<string, unknown>;
  /** Bundled resources, merged with what is loaded (`partialBundledLanguages`). */
  resources?: Resource;
  /** The document whose `<html lang>` / `dir` follow the language. Default `document`. */
  document?: Document;
  /**
   * More namespaces the first screen needs, loaded together with the initial ones (one round
   * of requests, not two in a row); `init` resolves when all have loaded.
   */
  alsoLoad?: readonly string[];
}

/**
 * The detector's `convertDetectedLanguage`: maps whatever a detector found onto an app code.
 * - A registered app code (or `pseudo`) stays as it is: the query string, cookie and storage
 *   hold app codes, where `se` means Swedish.
 * - Anything else is read as a BCP 47 tag through the registry (`resolveLanguage`):
 *   `sv-SE` → `se`, `de-AT` → `de`, `pt-BR` → `pt`, `en-GB` → `en`.
 * - A tag that selects no registered language is passed on unchanged, so i18next skips it and
 *   tries the next detector's answer; when no answer selects a language, i18next falls back to
 *   `en`. (Mapping it to `en` here would let, say, `?lng=xx` override a saved choice.)
 */
export function convertDetectedLanguage(detected: string): string {
  if (isAppLanguage(detected)) return detected;
  return languageOfTag(detected) ?? detected;
}

/**
 * The browser's languages (`navigator.languages`, then `navigator.language`), each a BCP 47 tag
 * resolved through the registry in the browser's preference order; a tag selecting nothing is
 * dropped. Unlike an app code, the browser tag `se` is Northern Sami and does not select
 * Swedish (src/domain/languages.ts).
 */
export function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  // `languages` is missing in some embedded browsers; `language` is then the only answer.
  const list: readonly unknown[] = Array.isArray(navigator.languages) ? navigator.languages : [];
  const codes: string[] = [];
  for (const tag of [...list, navigator.language]) {
    if (typeof tag !== 'string' || tag === '') continue;
    const code = languageOfTag(tag);
    if (code !== null && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** A storage's saved choice; nothing when storage is blocked (private mode, sandboxed frame). */
function stored(storage: () => Storage): string[] {
  const value = readFrom(openStorage(storage), LANGUAGE_STORAGE_KEY);
  return value ? [value] : [];
}

function cookieValue(): string[] {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return [decodeURIComponent(value.join('='))];
  }
  return [];
}

/** What each source of LANGUAGE_DETECTION_ORDER answers, as raw values. */
const SOURCES: Record<(typeof LANGUAGE_DETECTION_ORDER)[number], () => string[]> = {
  querystring: () => {
    const value = new URLSearchParams(location.search).get(LANGUAGE_QUERY_PARAM);
    return value ? [value] : [];
  },
  cookie: cookieValue,
  localStorage: () => stored(() => localStorage),
  sessionStorage: () => stored(() => sessionStorage),
  navigator: browserLanguages,
  htmlTag: () => {
    const lang = document.documentElement.getAttribute('lang');
    return lang ? [lang] : [];
  },
};

/** Where LANGUAGE_CACHES keep the choice. */
const CACHE_STORAGES: Record<(typeof LANGUAGE_CACHES)[number], () => Storage> = {
  localStorage: () => localStorage,
};

/**
 * The language detector (spec section 4): every source's answer in the spec's order, each
 * mapped onto an app code ({@link convertDetectedLanguage}); i18next takes the first one it
 * supports, so an unknown value is skipped and the next source decides. The choice is cached in
 * localStorage, except the pseudo-locale and `cimode`, which must not stick to the browser.
 * (A dozen lines instead of i18next-browser-languagedetector: the first paint's budget.)
 */
export const appLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    LANGUAGE_DETECTION_ORDER.flatMap((source) => SOURCES[source]()).map(convertDetectedLanguage),
  cacheUserLanguage(lng: string) {
    if (lng === PSEUDO_LANGUAGE || lng === 'cimode') return;
    // Where storage is blocked, the choice lasts for this page only.
    for (const cache of LANGUAGE_CACHES) {
      writeTo(openStorage(CACHE_STORAGES[cache]), LANGUAGE_STORAGE_KEY, lng);
    }
  },
};

/**
 * Creates, configures and initialises the app's i18next instance (a new instance, which
 * react-i18next's hooks then use). Resolves once the detected language's `general` and `intro`
 * (and the English fallback's) have loaded; render after that. Load more namespaces with
 * `i18n.loadNamespaces('portal')` (react-i18next's `useTranslation('portal')` does it, and
 * suspends until it is there).
 *
 * Keeps `<html lang>` (BCP 47) and `dir` in step with the language.
 */
export async function initAppI18n(options: AppI18nOptions): Promise<I18n> {
  const {
    debug = false,
    isDevelopment,
    loadPath = endpoints.locales(),
    addPath = endpoints.localesAdd(),
    pseudo,
    resources,
    alsoLoad = [],
  } = options;
  const enablePseudo = pseudo !== undefined;
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);

  const backend: HttpBackendOptions = {
    // The pseudo-locale has no folder: it loads the English file and pseudo-localizes it.
    loadPath: enablePseudo
      ? (lngs) =>
          lngs[0] === PSEUDO_LANGUAGE ? loadPath.replaceAll('{{lng}}', FALLBACK_LANGUAGE) : loadPath
      : loadPath,
    parse: (data, languages) => {
      const json = JSON.parse(data) as Record<string, unknown>;
      const lngs = typeof languages === 'string' ? [languages] : (languages ?? []);
      return pseudo && lngs.includes(PSEUDO_LANGUAGE) ? pseudo(json) : json;
    },
    addPath,
    // Files change with a deployment, not while the page is open.
    reloadInterval: false,
  };

  const i18n = i18next.createInstance();
  i18n.use(HttpBackend).use(appLanguageDetector).use(initReactI18next);
  if (doc) bindDocumentLanguage(i18n, doc);

  await i18n.init<HttpBackendOptions>({
    ...sharedInitOptions(),
    debug,
    supportedLngs: [...supportedLanguages(enablePseudo)],
    ns: [...INITIAL_NAMESPACES, ...alsoLoad],
    partialBundledLanguages: true,
    ...(resources ? { resources } : {}),
    saveMissing: isDevelopment,
    backend,
  });
  addAppFormats(i18n);
  applyPluralRulesOfTags(i18n);
  return i18n;
}
