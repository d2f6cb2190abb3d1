import { describe, expect, it } from 'vitest';
import { acceptedTags, cookieValue, requestLanguage } from './request-language';

describe('requestLanguage', () => {
  it('takes ?lng= first, then the i18next cookie, then Accept-Language by weight', () => {
    const all = { search: '?lng=ja', cookie: 'a=1; i18next=de', acceptLanguage: 'fr,en;q=0.5' };
    expect(requestLanguage(all)).toBe('ja');
    expect(requestLanguage({ ...all, search: '' })).toBe('de');
    expect(requestLanguage({ ...all, search: '', cookie: undefined })).toBe('fr');
    expect(requestLanguage({ search: '', acceptLanguage: 'en;q=0.4, pt-BR;q=0.9' })).toBe('pt');
  });

  it('maps as the browser detector does: app codes, then BCP 47 tags', () => {
    // The app code `se` is Swedish; the browser tag `se` (Northern Sami) selects nothing.
    expect(requestLanguage({ search: '?lng=se' })).toBe('se');
    expect(requestLanguage({ search: '', acceptLanguage: 'se, ja;q=0.5' })).toBe('ja');
    expect(requestLanguage({ search: '', acceptLanguage: 'sv-SE' })).toBe('se');
    expect(requestLanguage({ search: '?lng=de-AT' })).toBe('de');
  });

  it('skips what names no app language, the pseudo-locale included; English at the end', () => {
    expect(requestLanguage({ search: '?lng=xx', cookie: 'i18next=pseudo' })).toBe('en');
    expect(requestLanguage({ search: '?lng=xx', acceptLanguage: 'tlh, ko;q=0.2' })).toBe('ko');
    expect(requestLanguage({ search: '' })).toBe('en');
  });
});

describe('acceptedTags / cookieValue', () => {
  it('orders tags by weight, keeps the written order on ties, drops * and q=0', () => {
    expect(acceptedTags('de;q=0.5, fr, *;q=0.1, ja;q=0, it;q=0.5')).toEqual(['fr', 'de', 'it']);
    expect(acceptedTags(undefined)).toEqual([]);
  });

  it('reads one cookie, decoded; a malformed value is none', () => {
    expect(cookieValue('x=1; i18next=zh%2DCN', 'i18next')).toBe('zh-CN');
    expect(cookieValue('i18next=%E0', 'i18next')).toBeNull();
    expect(cookieValue(undefined, 'i18next')).toBeNull();
  });
});
