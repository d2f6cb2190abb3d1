import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  INITIAL_NAMESPACES,
  LANGUAGES,
  LANGUAGE_CODES,
  LANGUAGE_DETECTION_ORDER,
  RESOURCE_FALLBACK_LANGUAGES,
  isSupportedLanguage,
  languageInfo,
  resolveLanguage,
} from './languages';

describe('language registry', () => {
  it('registers exactly the languages the locales folder has, each with every namespace of en', () => {
    const folders = readdirSync('locales', { withFileTypes: true })
      // locales/notes holds the translator notes, not a language.
      .filter((entry) => entry.isDirectory() && entry.name !== 'notes')
      .map((entry) => entry.name);
    expect([...LANGUAGE_CODES].sort()).toEqual(folders.sort());
    const namespaces = readdirSync(join('locales', 'en')).sort();
    for (const code of LANGUAGE_CODES) {
      expect(readdirSync(join('locales', code)).sort(), code).toEqual(namespaces);
    }
  });

  it('maps app codes to BCP 47: se → sv, zh → zh-CN, en → en-US, others unchanged', () => {
    expect(languageInfo('se').bcp47).toBe('sv');
    expect(languageInfo('zh').bcp47).toBe('zh-CN');
    expect(languageInfo('en').bcp47).toBe('en-US');
    for (const code of [
      'es',
      'pt',
      'de',
      'nl',
      'fr',
      'it',
      'sw',
      'ko',
      'ja',
      'cs',
      'pl',
    ] as const) {
      expect(languageInfo(code).bcp47).toBe(code);
    }
  });

  it('every tag is a canonical BCP 47 tag Intl accepts', () => {
    for (const l of LANGUAGES) {
      expect(Intl.getCanonicalLocales(l.bcp47)).toEqual([l.bcp47]);
    }
  });

  it('every language is left-to-right and has an English and a native name', () => {
    for (const l of LANGUAGES) {
      expect(l.dir).toBe('ltr');
      expect(l.englishName).not.toBe('');
      expect(l.nativeName).not.toBe('');
    }
    expect(languageInfo('se')).toMatchObject({ englishName: 'Swedish', nativeName: 'Svenska' });
    expect(languageInfo('ja').nativeName).toBe('日本語');
  });

  it('falls back to a registered language, and loads namespaces that exist at start', () => {
    expect(isSupportedLanguage(FALLBACK_LANGUAGE)).toBe(true);
    expect(RESOURCE_FALLBACK_LANGUAGES.at(-1)).toBe(FALLBACK_LANGUAGE);
    for (const ns of INITIAL_NAMESPACES) {
      expect(readdirSync(join('locales', FALLBACK_LANGUAGE))).toContain(`${ns}.json`);
    }
  });

  it('detects the language in the spec order: query string first, the html tag last', () => {
    expect(LANGUAGE_DETECTION_ORDER[0]).toBe('querystring');
    expect(LANGUAGE_DETECTION_ORDER.at(-1)).toBe('htmlTag');
    expect(LANGUAGE_DETECTION_ORDER.indexOf('localStorage')).toBeLessThan(
      LANGUAGE_DETECTION_ORDER.indexOf('navigator'),
    );
  });

  it('isSupportedLanguage accepts exactly the 14 app codes', () => {
    for (const c of LANGUAGE_CODES) expect(isSupportedLanguage(c)).toBe(true);
    for (const x of ['sv', 'EN', 'en-US', 'nb', '', null, 1])
      expect(isSupportedLanguage(x)).toBe(false);
  });
});

describe('resolveLanguage: the browser language, then its base language, then en', () => {
  it.each([
    [['de-AT'], 'de'],
    [['sv-SE'], 'se'],
    [['sv'], 'se'],
    [['pt-BR'], 'pt'],
    [['nb'], 'en'],
    [['en-GB'], 'en'],
    [['en-US'], 'en'],
    [['zh-CN'], 'zh'],
    [['zh-TW'], 'zh'],
    [['zh-Hant-HK'], 'zh'],
    [['ja'], 'ja'],
    [['cs-CZ'], 'cs'],
    [['PL'], 'pl'],
    [['fr_CA'], 'fr'],
    [[' it-IT '], 'it'],
    [[], 'en'],
    [[''], 'en'],
  ] as [string[], string][])('%j → %s', (langs, expected) => {
    expect(resolveLanguage(langs)).toBe(expected);
  });

  it('walks the preference list in order, trying base before the next entry', () => {
    expect(resolveLanguage(['de-AT', 'fr'])).toBe('de');
    expect(resolveLanguage(['nb-NO', 'da', 'nl-BE', 'en'])).toBe('nl');
  });

  it('reads the browser tag "se" as Northern Sami, not Swedish', () => {
    expect(resolveLanguage(['se-NO'])).toBe('en');
    expect(resolveLanguage(['se', 'sv'])).toBe('se');
  });

  it('always returns a registered code (property)', () => {
    const tag = fc.oneof(
      fc.string(),
      fc.constantFrom('en', 'sv', 'se', 'zh', 'pt', 'nb', 'cs', 'xx', 'de'),
      fc
        .tuple(fc.constantFrom('en', 'sv', 'se', 'zh', 'de', 'qq'), fc.string({ maxLength: 4 }))
        .map(([a, b]) => `${a}-${b}`),
    );
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 5 }), (langs) => {
        expect(isSupportedLanguage(resolveLanguage(langs))).toBe(true);
      }),
    );
  });
});
