import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../domain/languages';
import { DATE_FNS_LOCALE_LOADERS, loadDateFnsLocale } from './date-fns-locales';

describe('date-fns locales', () => {
  it('has a loader for each of the 14 codes', () => {
    expect(Object.keys(DATE_FNS_LOCALE_LOADERS).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES)('the loader of %s resolves to a date-fns Locale', async (code) => {
    const locale = await DATE_FNS_LOCALE_LOADERS[code]();
    expect(typeof locale.code).toBe('string');
    expect(typeof locale.formatDistance).toBe('function');
    expect(typeof locale.localize.month).toBe('function');
    expect(typeof locale.match.day).toBe('function');
  });

  it('maps by BCP 47 tag: se → sv (not Northern Sami), zh → zh-CN, en → en-US', async () => {
    expect((await loadDateFnsLocale('se')).code).toBe('sv');
    expect((await loadDateFnsLocale('zh')).code).toBe('zh-CN');
    expect((await loadDateFnsLocale('en')).code).toBe('en-US');
    for (const code of ['es', 'pt', 'de', 'nl', 'fr', 'it', 'ko', 'ja', 'cs', 'pl']) {
      expect((await loadDateFnsLocale(code)).code).toBe(code);
    }
  });

  it('falls back to en-US for Swahili (date-fns has no sw locale), pseudo and unknown codes', async () => {
    expect((await loadDateFnsLocale('sw')).code).toBe('en-US');
    expect((await loadDateFnsLocale('pseudo')).code).toBe('en-US');
    expect((await loadDateFnsLocale('xx')).code).toBe('en-US');
  });

  it('loads each locale once', async () => {
    expect(loadDateFnsLocale('de')).toBe(loadDateFnsLocale('de'));
    const de = await loadDateFnsLocale('de');
    expect(format(new Date(2025, 2, 10), 'EEEE, d. MMMM', { locale: de })).toBe('Montag, 10. März');
  });
});
