/**
 * The production i18next instance (product spec sections 4, 7 and 9; DESIGN.md section 6):
 * language detected from the query string `lng`, cookie, localStorage, sessionStorage, the
 * browser's languages and `<html lang>`, cached in localStorage; translation files
 * `locales/<lng>/<namespace>.json` loaded over HTTP, `general` and `intro` first and every other
 * namespace on demand; missing keys POSTed to the add path in development only.
 */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { endpoints } from '../api/contract';
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
import { sharedInitOptions } from './options';

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
 * The `navigator` detector, replacing the built-in one: the browser's languages
 * (`navigator.languages`, then `navigator.language`) are BCP 47 tags, so each is resolved
 * through the registry in the browser's preference order, and a tag selecting nothing is
 * dropped. Unlike an app code, the browser tag `se` is Northern Sami and does not select
 * Swedish (src/domain/languages.ts).
 */
export const browserLanguagesDetector: CustomDetector = {
  name: 'navigator',
  lookup() {
    if (typeof navigator === 'undefined') return undefined;
    // `languages` is missing in some embedded browsers; `language` is then the only answer.
    const list: readonly unknown[] = Array.isArray(navigator.languages) ? navigator.languages : [];
    const tags = [...list, navigator.language];
    const codes: string[] = [];
    for (const tag of tags) {
      if (typeof tag !== 'string' || tag === '') continue;
      const code = languageOfTag(tag);
      if (code !== null && !codes.includes(code)) codes.push(code);
    }
    return codes.length > 0 ? codes : undefined;
  },
};

type DetectorInit = (services?: unknown, options?: unknown, i18nOptions?: unknown) => void;

/** The browser detector with {@link browserLanguagesDetector} in place of the built-in one. */
class AppLanguageDetector extends LanguageDetector {
  // i18next calls init(services, detectionOptions, i18nOptions); the base re-registers its
  // built-in detectors on every init, so the replacement is registered after it.
  override init(services?: unknown, options?: unknown, i18nOptions?: unknown): void {
    (super.init as DetectorInit).call(this, services, options, i18nOptions);
    this.addDetector(browserLanguagesDetector);
  }
}

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
  i18n.use(HttpBackend).use(new AppLanguageDetector()).use(initReactI18next);
  if (doc) bindDocumentLanguage(i18n, doc);

  await i18n.init<HttpBackendOptions>({
    ...sharedInitOptions(),
    debug,
    supportedLngs: [...supportedLanguages(enablePseudo)],
    ns: [...INITIAL_NAMESPACES],
    partialBundledLanguages: true,
    ...(resources ? { resources } : {}),
    saveMissing: isDevelopment,
    detection: {
      order: [...LANGUAGE_DETECTION_ORDER],
      lookupQuerystring: LANGUAGE_QUERY_PARAM,
      lookupCookie: LANGUAGE_COOKIE,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupSessionStorage: LANGUAGE_STORAGE_KEY,
      caches: [...LANGUAGE_CACHES],
      // A QA session in the pseudo-locale must not stick to the browser.
      excludeCacheFor: ['cimode', PSEUDO_LANGUAGE],
      convertDetectedLanguage,
    },
    backend,
  });
  return i18n;
}
