/**
 * Plural forms follow each language's real rules (issue 36, item 10): i18next used to ask
 * `Intl.PluralRules` for the app code, and `se` is Northern Sami there, so Swedish at a count of
 * 2 fell back to English.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../domain/languages';
import { bcp47Of } from './app-language';
import { PSEUDO_LANGUAGE } from './app-language';
import { createSyncI18n, resourcesFromModules } from './sync-i18n';

const resources = resourcesFromModules(
  import.meta.glob('../../locales/*/*.json', { eager: true, import: 'default' }),
);
const COUNTS = [0, 1, 2, 5, 22, 1.5];

interface Resolver {
  getSuffix(code: string, count: number, options?: { ordinal?: boolean }): string;
}

describe('plural forms by the rules of the real language tag', () => {
  it.each([...LANGUAGE_CODES, PSEUDO_LANGUAGE])(
    '%s: the form i18next picks at 0, 1, 2, 5, 22 and 1.5 is the one Intl.PluralRules of its tag names',
    (code) => {
      const i18n = createSyncI18n({ lng: code, resources });
      const resolver = i18n.services.pluralResolver as unknown as Resolver;
      const rules = new Intl.PluralRules(bcp47Of(code));
      const ordinal = new Intl.PluralRules(bcp47Of(code), { type: 'ordinal' });
      for (const count of COUNTS) {
        expect(resolver.getSuffix(code, count), `${code} at ${String(count)}`).toBe(
          `_${rules.select(count)}`,
        );
        expect(resolver.getSuffix(code, count, { ordinal: true })).toBe(
          `_ordinal_${ordinal.select(count)}`,
        );
      }
    },
  );

  it('Swedish says a count of 2 in Swedish, as every language does with its own words', () => {
    const sv = createSyncI18n({ lng: 'se', resources });
    const en = createSyncI18n({ lng: 'en', resources });
    for (const count of COUNTS) {
      const swedish = sv.t('general:slots.selected', { count });
      expect(swedish, `se at ${String(count)}`).not.toBe(en.t('general:slots.selected', { count }));
    }
    expect(sv.t('general:slots.selected', { count: 2 })).toMatch(/^2\b/);
    // Every language's plural keys at count 2 come from its own file, never English.
    for (const code of LANGUAGE_CODES.filter((c) => c !== 'en')) {
      const i18n = createSyncI18n({ lng: code, resources });
      expect(i18n.t('general:slots.selected', { count: 2 }), code).not.toBe(
        en.t('general:slots.selected', { count: 2 }),
      );
    }
  });
});
