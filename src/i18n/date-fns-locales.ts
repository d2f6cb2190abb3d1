/**
 * The date-fns locale of each app language, loaded on demand (one chunk per locale), for the
 * date-fns helpers that need one (week starts, relative dates, `format` patterns).
 *
 * Mapping (by the registry's BCP 47 tag, not the app code): `en` → enUS, `se` → sv (date-fns'
 * `se` is Northern Sami), `zh` → zhCN; the others by their code.
 *
 * Swahili: date-fns 4.4 ships no Swahili locale (node_modules/date-fns/locale has no `sw`), so
 * `sw` uses enUS. Screens format what candidates read through Intl (format.ts), which does
 * know Swahili; date-fns output in Swahili is therefore limited to locale-neutral work.
 */
import type { Locale } from 'date-fns';
import { type LanguageCode, isSupportedLanguage, resolveLanguage } from '../domain/languages';

export type DateFnsLocaleLoader = () => Promise<Locale>;

const enUS: DateFnsLocaleLoader = () => import('date-fns/locale/en-US').then((m) => m.enUS);

/** One loader per registered code. */
export const DATE_FNS_LOCALE_LOADERS: Readonly<Record<LanguageCode, DateFnsLocaleLoader>> = {
  en: enUS,
  es: () => import('date-fns/locale/es').then((m) => m.es),
  pt: () => import('date-fns/locale/pt').then((m) => m.pt),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  nl: () => import('date-fns/locale/nl').then((m) => m.nl),
  se: () => import('date-fns/locale/sv').then((m) => m.sv),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  it: () => import('date-fns/locale/it').then((m) => m.it),
  // No Swahili locale in date-fns: see the module comment.
  sw: enUS,
  zh: () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  ko: () => import('date-fns/locale/ko').then((m) => m.ko),
  ja: () => import('date-fns/locale/ja').then((m) => m.ja),
  cs: () => import('date-fns/locale/cs').then((m) => m.cs),
  pl: () => import('date-fns/locale/pl').then((m) => m.pl),
};

const loaded = new Map<LanguageCode, Promise<Locale>>();

/**
 * The date-fns locale of an app language (loaded once, then cached). `pseudo` and any other
 * unregistered code get the locale of the registered language they resolve to (`pseudo` and
 * unknown codes: enUS).
 */
export function loadDateFnsLocale(code: string): Promise<Locale> {
  const language: LanguageCode = isSupportedLanguage(code) ? code : resolveLanguage([code]);
  let promise = loaded.get(language);
  if (!promise) {
    promise = DATE_FNS_LOCALE_LOADERS[language]();
    // A failed chunk load is not cached, so a later call retries.
    promise.catch(() => loaded.delete(language));
    loaded.set(language, promise);
  }
  return promise;
}
