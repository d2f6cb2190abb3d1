// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../domain/languages';
import { applyDocumentLanguage, bindDocumentLanguage } from './document-language';
import { createSyncI18n } from './sync-i18n';

const html = () => document.documentElement;

beforeEach(() => {
  html().removeAttribute('lang');
  html().removeAttribute('dir');
});

describe('applyDocumentLanguage', () => {
  it.each(LANGUAGES.map((l) => [l.code, l.bcp47] as const))(
    'writes the BCP 47 tag of %s (%s) and ltr',
    (code, tag) => {
      applyDocumentLanguage(code);
      expect(html().getAttribute('lang')).toBe(tag);
      expect(html().getAttribute('dir')).toBe('ltr');
    },
  );

  it('writes en-XA for the pseudo-locale', () => {
    applyDocumentLanguage('pseudo');
    expect(html().getAttribute('lang')).toBe('en-XA');
    expect(html().getAttribute('dir')).toBe('ltr');
  });

  it('resolves anything else to a registered tag (never writes a raw code)', () => {
    applyDocumentLanguage('de-AT');
    expect(html().getAttribute('lang')).toBe('de');
    applyDocumentLanguage('cimode');
    expect(html().getAttribute('lang')).toBe('en-US');
  });

  it('writes to the given document', () => {
    const other = document.implementation.createHTMLDocument('x');
    applyDocumentLanguage('se', other);
    expect(other.documentElement.getAttribute('lang')).toBe('sv');
    expect(html().getAttribute('lang')).toBeNull();
  });
});

describe('bindDocumentLanguage', () => {
  const resources = { en: { general: { a: 'A' } }, se: { general: { a: 'Å' } } };

  it('applies the current language, follows changes, and stops when unsubscribed', async () => {
    const i18n = createSyncI18n({ lng: 'en', resources });
    const unbind = bindDocumentLanguage(i18n);
    expect(html().getAttribute('lang')).toBe('en-US');
    await i18n.changeLanguage('se');
    expect(html().getAttribute('lang')).toBe('sv');
    unbind();
    await i18n.changeLanguage('en');
    expect(html().getAttribute('lang')).toBe('sv');
  });
});
