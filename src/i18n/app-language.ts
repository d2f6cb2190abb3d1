/**
 * The i18n layer's view of languages: the 14 registered app codes of src/domain/languages.ts
 * plus the pseudo-locale, and how each maps onto `<html lang>`, Intl and i18next.
 */
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  type LanguageCode,
  isSupportedLanguage,
  languageInfo,
  resolveLanguage,
} from '../domain/languages';

/** App code of the pseudo-locale (DESIGN.md section 6). Never offered to candidates. */
export const PSEUDO_LANGUAGE = 'pseudo';
/**
 * BCP 47 tag of the pseudo-locale: `en-XA` is the conventional "pseudo-accents" tag (XA is a
 * private-use region). Intl resolves it to plain `en`, so dates and numbers format as English.
 */
export const PSEUDO_BCP47 = 'en-XA';

/** A language the i18n layer can run in: a registered code, or the pseudo-locale. */
export type AppLanguage = LanguageCode | typeof PSEUDO_LANGUAGE;

/** The localStorage key (and sessionStorage key) of the cached language choice. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** The cookie the detector reads a language choice from. */
export const LANGUAGE_COOKIE = 'i18next';
/** The query-string parameter that forces a language (spec section 4: `lng`). */
export const LANGUAGE_QUERY_PARAM = 'lng';

/** The 14 codes, plus `pseudo` when `includePseudo` (the `supportedLngs` of i18next). */
export function supportedLanguages(includePseudo = false): readonly AppLanguage[] {
  return includePseudo ? [...LANGUAGE_CODES, PSEUDO_LANGUAGE] : LANGUAGE_CODES;
}

export function isPseudoLanguage(x: unknown): x is typeof PSEUDO_LANGUAGE {
  return x === PSEUDO_LANGUAGE;
}

/** True for a registered code or `pseudo`. */
export function isAppLanguage(x: unknown): x is AppLanguage {
  return isSupportedLanguage(x) || isPseudoLanguage(x);
}

/**
 * The registered code a BCP 47 tag selects, or null when it selects none (unlike
 * `resolveLanguage`, which answers 'en' for an unknown tag). `sv-SE` → 'se', `de-AT` → 'de',
 * `en-GB` → 'en', `nb` → null, `se-NO` (Northern Sami) → null.
 */
export function languageOfTag(tag: string): LanguageCode | null {
  const code = resolveLanguage([tag]);
  if (code !== FALLBACK_LANGUAGE) return code;
  // resolveLanguage answers the fallback both for English tags and for unknown ones; only a
  // tag whose base language is English really selected English.
  const base = tag.trim().replace(/_/g, '-').toLowerCase().split('-')[0];
  return base === languageInfo(FALLBACK_LANGUAGE).bcp47.toLowerCase().split('-')[0]
    ? FALLBACK_LANGUAGE
    : null;
}

/**
 * The BCP 47 tag of an app language, for `<html lang>` and Intl: registered codes via the
 * registry (`se` → `sv`, `zh` → `zh-CN`, `en` → `en-US`), `pseudo` → `en-XA`. Anything else
 * (e.g. i18next's `cimode`, a stray regional code) is resolved like a browser tag, so the
 * answer is always a registered tag.
 */
export function bcp47Of(code: string): string {
  if (isSupportedLanguage(code)) return languageInfo(code).bcp47;
  if (isPseudoLanguage(code)) return PSEUDO_BCP47;
  return languageInfo(resolveLanguage([code])).bcp47;
}

/** Writing direction of an app language (every registered language is left-to-right). */
export function directionOf(code: string): 'ltr' | 'rtl' {
  if (isSupportedLanguage(code)) return languageInfo(code).dir;
  if (isPseudoLanguage(code)) return 'ltr';
  return languageInfo(resolveLanguage([code])).dir;
}
