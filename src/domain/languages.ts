/**
 * The language registry (product spec sections 1, 4 and 9; DESIGN.md section 6). App codes stay
 * as the spec names them (they are the locale folder names and the `lng` values); Intl and
 * `<html lang>` get real BCP 47 tags.
 */

export interface LanguageInfo {
  /** The app's code: locale folder name, query-string `lng`, cached choice. */
  code: string;
  /** BCP 47 tag for Intl, date-fns mapping and `<html lang>`. */
  bcp47: string;
  englishName: string;
  /** Endonym, as a language picker shows it (capitalised). */
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

/**
 * All 14 registered languages, in the spec's order, then cs and pl. The spec's 12 interface
 * languages plus the two it registers in the resources: the product ships every one of the 14
 * as a full interface language (every string translated), so none is second-class.
 * Decisions: `se` is Swedish (DESIGN.md), so its tag is 'sv' (in BCP 47 'se' is Northern Sami);
 * `zh` is Simplified Chinese as used in mainland China, 'zh-CN' (the spec names one Chinese);
 * `en` is 'en-US' because English (US) is the spec's fallback; the rest use the code itself.
 * Every language is left-to-right.
 */
export const LANGUAGES = [
  {
    code: 'en',
    bcp47: 'en-US',
    englishName: 'English',
    nativeName: 'English',
    dir: 'ltr',
  },
  {
    code: 'es',
    bcp47: 'es',
    englishName: 'Spanish',
    nativeName: 'Español',
    dir: 'ltr',
  },
  {
    code: 'pt',
    bcp47: 'pt',
    englishName: 'Portuguese',
    nativeName: 'Português',
    dir: 'ltr',
  },
  {
    code: 'de',
    bcp47: 'de',
    englishName: 'German',
    nativeName: 'Deutsch',
    dir: 'ltr',
  },
  {
    code: 'nl',
    bcp47: 'nl',
    englishName: 'Dutch',
    nativeName: 'Nederlands',
    dir: 'ltr',
  },
  {
    code: 'se',
    bcp47: 'sv',
    englishName: 'Swedish',
    nativeName: 'Svenska',
    dir: 'ltr',
  },
  {
    code: 'fr',
    bcp47: 'fr',
    englishName: 'French',
    nativeName: 'Français',
    dir: 'ltr',
  },
  {
    code: 'it',
    bcp47: 'it',
    englishName: 'Italian',
    nativeName: 'Italiano',
    dir: 'ltr',
  },
  {
    code: 'sw',
    bcp47: 'sw',
    englishName: 'Swahili',
    nativeName: 'Kiswahili',
    dir: 'ltr',
  },
  {
    code: 'zh',
    bcp47: 'zh-CN',
    englishName: 'Chinese (Simplified)',
    nativeName: '简体中文',
    dir: 'ltr',
  },
  {
    code: 'ko',
    bcp47: 'ko',
    englishName: 'Korean',
    nativeName: '한국어',
    dir: 'ltr',
  },
  {
    code: 'ja',
    bcp47: 'ja',
    englishName: 'Japanese',
    nativeName: '日本語',
    dir: 'ltr',
  },
  {
    code: 'cs',
    bcp47: 'cs',
    englishName: 'Czech',
    nativeName: 'Čeština',
    dir: 'ltr',
  },
  {
    code: 'pl',
    bcp47: 'pl',
    englishName: 'Polish',
    nativeName: 'Polski',
    dir: 'ltr',
  },
] as const satisfies readonly LanguageInfo[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The 14 registered codes, in registry order. */
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

/** Spec section 9: default and fallback language of browser detection. */
export const FALLBACK_LANGUAGE = 'en' satisfies LanguageCode;

/** Spec section 9: resource fallback chain (English US, then English). */
export const RESOURCE_FALLBACK_LANGUAGES = ['en-US', 'en'] as const;

/** Spec section 9: namespaces loaded at start. */
export const INITIAL_NAMESPACES = ['general', 'intro'] as const;

/** Spec section 4: detection order of the language detector; the choice is cached here. */
export const LANGUAGE_DETECTION_ORDER = [
  'querystring',
  'cookie',
  'localStorage',
  'sessionStorage',
  'navigator',
  'htmlTag',
] as const;
export const LANGUAGE_CACHES = ['localStorage'] as const;

/** True when `x` is one of the 14 registered app codes (exact, lower case). */
export function isSupportedLanguage(x: unknown): x is LanguageCode {
  return typeof x === 'string' && (LANGUAGE_CODES as readonly string[]).includes(x);
}

/** The registry entry of a registered code. */
export function languageInfo(code: LanguageCode): (typeof LANGUAGES)[number] {
  const info = LANGUAGES.find((l) => l.code === code);
  if (!info) throw new Error(`Unregistered language code: ${code}`);
  return info;
}

/** Matches one BCP 47 tag (already lower-cased) against the registry's tags and their bases. */
function matchTag(tag: string): LanguageCode | null {
  for (const l of LANGUAGES) if (l.bcp47.toLowerCase() === tag) return l.code;
  for (const l of LANGUAGES) if (l.bcp47.toLowerCase().split('-')[0] === tag) return l.code;
  return null;
}

/**
 * Spec section 4: the language is the browser language, then its base language, then 'en'.
 * Browser languages (navigator.languages) are BCP 47 tags, matched case-insensitively with '_'
 * read as '-': 'de-AT' → 'de', 'pt-BR' → 'pt', 'sv-SE' → 'se' (Swedish is registered as se),
 * 'en-GB' → 'en', 'zh-TW' → 'zh', 'nb' → 'en'.
 *
 * Decisions (spec silent):
 * - The list is walked in the browser's preference order; each entry tries its full tag, then
 *   its base, before the next entry is considered (['de-AT', 'fr'] → 'de').
 * - Browser tags mean what BCP 47 says: 'se' / 'se-NO' is Northern Sami, which is not
 *   registered, so it does not select Swedish. App codes from the query string, cookie or
 *   storage are checked with {@link isSupportedLanguage} instead.
 * - Any Chinese tag (zh-TW, zh-Hant…) falls to the only registered Chinese, Simplified.
 * - Czech and Polish are registered, so 'cs-CZ' → 'cs' and 'pl' → 'pl'.
 */
export function resolveLanguage(browserLanguages: readonly string[]): LanguageCode {
  for (const raw of browserLanguages) {
    const tag = raw.trim().replace(/_/g, '-').toLowerCase();
    if (tag === '') continue;
    const full = matchTag(tag);
    if (full) return full;
    const base = tag.split('-')[0] ?? '';
    if (base !== '' && base !== tag) {
      const fromBase = matchTag(base);
      if (fromBase) return fromBase;
    }
  }
  return FALLBACK_LANGUAGE;
}
