import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../domain/languages';
import {
  bcp47Of,
  directionOf,
  isAppLanguage,
  languageOfTag,
  supportedLanguages,
} from './app-language';

describe('app languages', () => {
  it('supports the 14 codes, and the pseudo-locale only when asked', () => {
    expect(supportedLanguages()).toEqual(LANGUAGE_CODES);
    expect(supportedLanguages(true)).toEqual([...LANGUAGE_CODES, 'pseudo']);
    expect(isAppLanguage('pseudo')).toBe(true);
    expect(isAppLanguage('se')).toBe(true);
    expect(isAppLanguage('sv')).toBe(false);
  });

  it('languageOfTag resolves browser tags, and answers null when none matches', () => {
    expect(languageOfTag('sv-SE')).toBe('se');
    expect(languageOfTag('sv')).toBe('se');
    expect(languageOfTag('de-AT')).toBe('de');
    expect(languageOfTag('en-GB')).toBe('en');
    expect(languageOfTag('EN')).toBe('en');
    expect(languageOfTag('en_US')).toBe('en');
    expect(languageOfTag('zh-Hant-TW')).toBe('zh');
    expect(languageOfTag('cs-CZ')).toBe('cs');
    expect(languageOfTag('nb')).toBeNull();
    expect(languageOfTag('se')).toBeNull(); // Northern Sami
    expect(languageOfTag('se-NO')).toBeNull();
    expect(languageOfTag('')).toBeNull();
  });

  it('bcp47Of and directionOf', () => {
    expect(bcp47Of('se')).toBe('sv');
    expect(bcp47Of('pseudo')).toBe('en-XA');
    expect(bcp47Of('pt-BR')).toBe('pt');
    expect(bcp47Of('xx')).toBe('en-US');
    for (const code of [...LANGUAGE_CODES, 'pseudo', 'xx']) expect(directionOf(code)).toBe('ltr');
  });
});
