/**
 * The language of a page request, for a page rendered on the server (harness/app/server-render):
 * what the browser's detector (app-i18n.ts, spec section 4) will find, from the sources a
 * server sees, in the detector's order — `?lng=`, the `i18next` cookie, then the browser's
 * languages as `Accept-Language` sends them (by weight). The sources the server cannot see (a
 * choice saved in the browser's storage) come between the cookie and the browser's languages,
 * so the browser checks that its own detection agrees before it hydrates the server's HTML
 * (harness/app/main.tsx) and renders afresh when it does not.
 */
import { FALLBACK_LANGUAGE, type LanguageCode, isSupportedLanguage } from '../domain/languages';
import { convertDetectedLanguage } from './app-i18n';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, languageOfTag } from './app-language';

export interface LanguageRequest {
  /** The URL's query, with or without its `?`. */
  search: string;
  /** The `Cookie` header. */
  cookie?: string | undefined;
  /** The `Accept-Language` header. */
  acceptLanguage?: string | undefined;
}

/** A cookie's value from a `Cookie` header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The tags of an `Accept-Language` header, most wanted first (weight `q`, then the order
 * written); `*` and tags of weight 0 are left out.
 */
export function acceptedTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The app language the request asks for; English when no source names one of the 14. */
export function requestLanguage({ search, cookie, acceptLanguage }: LanguageRequest): LanguageCode {
  const query = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM);
  const saved = cookieValue(cookie, LANGUAGE_COOKIE);
  const candidates = [
    ...[query, saved].flatMap((value) => (value ? [convertDetectedLanguage(value)] : [])),
    ...acceptedTags(acceptLanguage).flatMap((tag) => languageOfTag(tag) ?? []),
  ];
  return candidates.find(isSupportedLanguage) ?? FALLBACK_LANGUAGE;
}
