// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from '../domain/languages';
import { convertDetectedLanguage, initAppI18n } from './app-i18n';
import { LANGUAGE_STORAGE_KEY } from './app-language';
import { pseudoNamespace } from './pseudo';
import { untypedT } from './test-helpers';

interface Call {
  url: string;
  method: string;
  body: string | undefined;
}

/** A stubbed `fetch` serving `files` (path → JSON) and recording every call. */
function stubFetch(files: Record<string, unknown> = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : undefined;
    calls.push({ url: input, method, body });
    const found = method === 'GET' && Object.hasOwn(files, input);
    return Promise.resolve({
      ok: found || method === 'POST',
      status: found || method === 'POST' ? 200 : 404,
      statusText: found || method === 'POST' ? 'OK' : 'Not Found',
      text: () => Promise.resolve(found ? JSON.stringify(files[input]) : '{}'),
    });
  });
  return calls;
}

const FILES = {
  '/locales/en/general.json': {
    actions: { back: 'Back' },
    slots: { selected_one: '{{count}} slot', selected_other: '{{count}} slots' },
  },
  '/locales/en/intro.json': { getStarted: 'Get started' },
  '/locales/en/portal.json': { title: 'Your interviews' },
  '/locales/de/general.json': { actions: { back: 'Zurück' } },
  '/locales/de/intro.json': { getStarted: 'Los geht’s' },
  '/locales/de/portal.json': { title: 'Ihre Interviews' },
  '/locales/se/general.json': { actions: { back: 'Tillbaka' } },
  '/locales/se/intro.json': {},
};

function setNavigatorLanguages(languages: readonly string[]): void {
  vi.stubGlobal('navigator', { languages, language: languages[0] ?? '' });
}

function setQuery(search: string): void {
  window.history.replaceState(null, '', `/s/abc${search}`);
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  setQuery('');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  setNavigatorLanguages([]);
});

afterEach(() => {
  clearCookies();
});

async function detected(): Promise<string> {
  stubFetch(FILES);
  const i18n = await initAppI18n({ isDevelopment: false });
  return i18n.language;
}

describe('convertDetectedLanguage', () => {
  it('keeps app codes (se is Swedish here) and maps BCP 47 tags through the registry', () => {
    for (const code of LANGUAGE_CODES) expect(convertDetectedLanguage(code)).toBe(code);
    expect(convertDetectedLanguage('sv-SE')).toBe('se');
    expect(convertDetectedLanguage('de-AT')).toBe('de');
    expect(convertDetectedLanguage('pt_BR')).toBe('pt');
    expect(convertDetectedLanguage('en-GB')).toBe('en');
    expect(convertDetectedLanguage('zh-TW')).toBe('zh');
  });

  it('passes an unknown tag on unchanged, so i18next tries the next detector', () => {
    expect(convertDetectedLanguage('nb')).toBe('nb');
    expect(convertDetectedLanguage('xx')).toBe('xx');
  });
});

describe('language detection (spec section 4)', () => {
  it('query string lng comes first', async () => {
    setQuery('?lng=de');
    document.cookie = 'i18next=fr; path=/';
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'it');
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'nl');
    setNavigatorLanguages(['ja']);
    document.documentElement.setAttribute('lang', 'ko');
    expect(await detected()).toBe('de');
  });

  it('then the cookie', async () => {
    document.cookie = 'i18next=fr; path=/';
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'it');
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'nl');
    setNavigatorLanguages(['ja']);
    expect(await detected()).toBe('fr');
  });

  it('then localStorage', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'it');
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'nl');
    setNavigatorLanguages(['ja']);
    expect(await detected()).toBe('it');
  });

  it('then sessionStorage', async () => {
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'nl');
    setNavigatorLanguages(['ja']);
    expect(await detected()).toBe('nl');
  });

  it.each([
    [['sv-SE', 'en'], 'se'],
    [['de-AT'], 'de'],
    [['nb', 'pt-BR'], 'pt'],
    [['en-GB', 'de'], 'en'],
    [['zh-Hant-TW'], 'zh'],
  ])('then the browser languages, mapped to app codes: %j → %s', async (languages, code) => {
    setNavigatorLanguages(languages);
    document.documentElement.setAttribute('lang', 'ko');
    expect(await detected()).toBe(code);
  });

  it('then <html lang>', async () => {
    document.documentElement.setAttribute('lang', 'ko');
    expect(await detected()).toBe('ko');
  });

  it('falls back to en when nothing selects a language', async () => {
    setNavigatorLanguages(['nb', 'is']);
    expect(await detected()).toBe('en');
  });

  it('does not read the browser tag se (Northern Sami) as Swedish', async () => {
    setNavigatorLanguages(['se-NO', 'se']);
    expect(await detected()).toBe('en');
  });

  it('an unknown value is skipped, not turned into en: the next source decides', async () => {
    setQuery('?lng=xx');
    document.cookie = 'i18next=fr; path=/';
    expect(await detected()).toBe('fr');
  });

  it.each([
    ['se', 'se'],
    ['zh-TW', 'zh'],
    ['sv-SE', 'se'],
  ])('reads app codes and BCP 47 tags from the query string: lng=%s → %s', async (lng, code) => {
    setQuery(`?lng=${lng}`);
    expect(await detected()).toBe(code);
  });

  it('caches the choice in localStorage', async () => {
    setQuery('?lng=de');
    await detected();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    setQuery('');
    expect(await detected()).toBe('de');
  });

  it('ignores the pseudo-locale unless it is enabled', async () => {
    setQuery('?lng=pseudo');
    setNavigatorLanguages(['fr-FR']);
    expect(await detected()).toBe('fr');
  });
});

describe('configuration', () => {
  it('supports exactly the 14 codes, falls back to en, and sets the spec options', async () => {
    stubFetch(FILES);
    const i18n = await initAppI18n({ isDevelopment: false });
    expect(i18n.options.supportedLngs).toEqual([...LANGUAGE_CODES, 'cimode']);
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.options.ns).toEqual(['general', 'intro']);
    expect(i18n.options.defaultNS).toBe('general');
    expect(i18n.options.interpolation?.escapeValue).toBe(false);
    expect(i18n.options.returnNull).toBe(false);
    expect(i18n.options.partialBundledLanguages).toBe(true);
    expect(i18n.options.saveMissing).toBe(false);
    expect(i18n.options.react?.useSuspense).toBe(true);
  });

  it('adds the pseudo-locale to the supported languages only when enabled', async () => {
    stubFetch(FILES);
    const i18n = await initAppI18n({ isDevelopment: false, pseudo: pseudoNamespace });
    expect(i18n.options.supportedLngs).toContain('pseudo');
  });
});

describe('loading over HTTP', () => {
  it('loads general and intro of the language first, then the English fallback', async () => {
    const calls = stubFetch(FILES);
    setQuery('?lng=de');
    const i18n = await initAppI18n({ isDevelopment: false });
    expect(calls.map((c) => c.url)).toEqual([
      '/locales/de/general.json',
      '/locales/de/intro.json',
      '/locales/en/general.json',
      '/locales/en/intro.json',
    ]);
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
    expect(i18n.t('actions.back')).toBe('Zurück');
    expect(i18n.t('intro:getStarted')).toBe('Los geht’s');
    // A key German lacks comes from English.
    expect(i18n.t('slots.selected', { count: 2 })).toBe('2 slots');
  });

  it('loads the namespaces the first screen also needs in the same round, before init resolves', async () => {
    const calls = stubFetch(FILES);
    setQuery('?lng=de');
    const i18n = await initAppI18n({ isDevelopment: false, alsoLoad: ['ui'] });
    expect(i18n.options.ns).toEqual(['general', 'intro', 'ui']);
    expect(calls.map((c) => c.url)).toEqual([
      '/locales/de/general.json',
      '/locales/de/intro.json',
      '/locales/de/ui.json',
      '/locales/en/general.json',
      '/locales/en/intro.json',
      '/locales/en/ui.json',
    ]);
    expect(i18n.hasLoadedNamespace('ui')).toBe(true);
  });

  it('never requests a folder for en-US (English US is the en folder)', async () => {
    const calls = stubFetch(FILES);
    setNavigatorLanguages(['en-US']);
    const i18n = await initAppI18n({ isDevelopment: false });
    expect(i18n.language).toBe('en');
    await i18n.loadNamespaces('portal');
    await i18n.changeLanguage('de');
    await i18n.changeLanguage('en-US');
    expect(i18n.language).toBe('en');
    const urls = calls.map((c) => c.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((u) => /en-US|en-us/.test(u))).toEqual([]);
    expect(urls.filter((u) => u.startsWith('/locales/en/'))).toEqual([
      '/locales/en/general.json',
      '/locales/en/intro.json',
      '/locales/en/portal.json',
    ]);
  });

  it('loads other namespaces on demand', async () => {
    const calls = stubFetch(FILES);
    setQuery('?lng=de');
    const i18n = await initAppI18n({ isDevelopment: false });
    expect(calls.some((c) => c.url.includes('portal'))).toBe(false);
    await i18n.loadNamespaces('portal');
    expect(calls.slice(4).map((c) => c.url)).toEqual([
      '/locales/de/portal.json',
      '/locales/en/portal.json',
    ]);
    expect(untypedT(i18n)('portal:title')).toBe('Ihre Interviews');
  });

  it('uses the given loadPath', async () => {
    const calls = stubFetch({ '/static/i18n/de/general.json': { actions: { back: 'Zurück' } } });
    setQuery('?lng=de');
    const i18n = await initAppI18n({
      isDevelopment: false,
      loadPath: '/static/i18n/{{lng}}/{{ns}}.json',
    });
    expect(calls[0]?.url).toBe('/static/i18n/de/general.json');
    expect(i18n.t('actions.back')).toBe('Zurück');
  });

  it('serves the pseudo-locale from the English files, pseudo-localized', async () => {
    const calls = stubFetch(FILES);
    setQuery('?lng=pseudo');
    const i18n = await initAppI18n({ isDevelopment: false, pseudo: pseudoNamespace });
    expect(i18n.language).toBe('pseudo');
    expect(calls.map((c) => c.url)).toEqual([
      '/locales/en/general.json',
      '/locales/en/intro.json',
      '/locales/en/general.json',
      '/locales/en/intro.json',
    ]);
    expect(i18n.t('actions.back')).toBe('[Ɓåçķ]');
    expect(i18n.t('slots.selected', { count: 3 })).toBe('[3 šļöŧš]');
    expect(document.documentElement.getAttribute('lang')).toBe('en-XA');
    // Not cached: the next visit without ?lng=pseudo is back in a real language.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});

describe('missing keys (saveMissing)', () => {
  it('POSTs a missing key to the add path in development', async () => {
    const calls = stubFetch(FILES);
    setQuery('?lng=de');
    const i18n = await initAppI18n({ isDevelopment: true });
    expect(i18n.options.saveMissing).toBe(true);
    untypedT(i18n)('general:errors.somethingNew', { defaultValue: 'Something new' });
    await vi.waitFor(() => {
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/locales/add/en/general');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ 'errors.somethingNew': 'Something new' });
  });

  it('uses the given add path', async () => {
    const calls = stubFetch(FILES);
    const i18n = await initAppI18n({ isDevelopment: true, addPath: '/dev/missing/{{lng}}/{{ns}}' });
    untypedT(i18n)('nope');
    await vi.waitFor(() => {
      expect(calls.find((c) => c.method === 'POST')?.url).toBe('/dev/missing/en/general');
    });
  });

  it('never POSTs in production', async () => {
    const calls = stubFetch(FILES);
    setQuery('?lng=de');
    const i18n = await initAppI18n({ isDevelopment: false });
    untypedT(i18n)('general:errors.somethingNew', { defaultValue: 'Something new' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

describe('<html lang> and dir', () => {
  it('follow the language, as BCP 47 tags', async () => {
    stubFetch(FILES);
    setQuery('?lng=se');
    const i18n = await initAppI18n({ isDevelopment: false });
    expect(document.documentElement.getAttribute('lang')).toBe('sv');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    await i18n.changeLanguage('zh');
    expect(document.documentElement.getAttribute('lang')).toBe('zh-CN');
    await i18n.changeLanguage('en');
    expect(document.documentElement.getAttribute('lang')).toBe('en-US');
  });

  it('are written to the given document', async () => {
    stubFetch(FILES);
    setQuery('?lng=de');
    const other = document.implementation.createHTMLDocument('other');
    await initAppI18n({ isDevelopment: false, document: other });
    expect(other.documentElement.getAttribute('lang')).toBe('de');
  });
});

describe('browser without navigator.languages', () => {
  it('uses navigator.language', async () => {
    vi.stubGlobal('navigator', { language: 'ja-JP' });
    expect(await detected()).toBe('ja');
  });
});
