import { describe, expect, it, vi } from 'vitest';
import { createSyncI18n, resourcesFromModules, switchLanguageSync } from './sync-i18n';
import { untypedT } from './test-helpers';

const resources = {
  en: {
    general: {
      actions: { back: 'Back' },
      slots: {
        selected_one: '{{count}} slot selected',
        selected_other: '{{count}} slots selected',
      },
      onlyEnglish: 'Only in English',
    },
    intro: { getStarted: 'Get started' },
  },
  de: {
    general: {
      actions: { back: 'Zurück' },
      slots: {
        selected_one: '{{count}} Termin ausgewählt',
        selected_other: '{{count}} Termine ausgewählt',
      },
    },
    intro: { getStarted: 'Los geht’s' },
  },
  pl: {
    general: {
      slots: {
        selected_one: '{{count}} termin wybrany',
        selected_few: '{{count}} terminy wybrane',
        selected_many: '{{count}} terminów wybranych',
        selected_other: '{{count}} terminu wybranego',
      },
    },
  },
};

describe('createSyncI18n', () => {
  it('is initialised and translating when it returns', () => {
    const i18n = createSyncI18n({ lng: 'de', resources });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('de');
    expect(i18n.t('actions.back')).toBe('Zurück');
    expect(i18n.t('intro:getStarted')).toBe('Los geht’s');
    expect(i18n.t('slots.selected', { count: 2 })).toBe('2 Termine ausgewählt');
  });

  it('falls back to en by default, and can be told not to', () => {
    expect(untypedT(createSyncI18n({ lng: 'de', resources }))('onlyEnglish')).toBe(
      'Only in English',
    );
    const noFallback = createSyncI18n({ lng: 'de', resources, fallbackLng: false });
    expect(untypedT(noFallback)('onlyEnglish')).toBe('onlyEnglish');
  });

  it('uses each language’s plural rules', () => {
    const i18n = createSyncI18n({ lng: 'pl', resources });
    expect(i18n.t('slots.selected', { count: 1 })).toBe('1 termin wybrany');
    expect(i18n.t('slots.selected', { count: 3 })).toBe('3 terminy wybrane');
    expect(i18n.t('slots.selected', { count: 5 })).toBe('5 terminów wybranych');
    expect(i18n.t('slots.selected', { count: 1.5 })).toBe('1.5 terminu wybranego');
  });

  it('does not escape interpolated values (React does)', () => {
    const i18n = createSyncI18n({
      lng: 'en',
      resources: { en: { general: { hi: 'Hi {{name}}' } } },
    });
    expect(untypedT(i18n)('hi', { name: '<b>Ada & Bob</b>' })).toBe('Hi <b>Ada & Bob</b>');
  });

  it('makes independent instances', () => {
    const a = createSyncI18n({ lng: 'en', resources });
    const b = createSyncI18n({ lng: 'de', resources });
    switchLanguageSync(a, 'de');
    switchLanguageSync(b, 'en');
    expect(a.t('actions.back')).toBe('Zurück');
    expect(b.t('actions.back')).toBe('Back');
  });
});

describe('switchLanguageSync', () => {
  it('changes the language before it returns: no await, no flash', () => {
    const i18n = createSyncI18n({ lng: 'en', resources });
    const seen: string[] = [];
    i18n.on('languageChanged', (lng: string) => seen.push(`${lng}:${i18n.t('actions.back')}`));
    switchLanguageSync(i18n, 'de');
    // Synchronously, on the very next line:
    expect(i18n.language).toBe('de');
    expect(i18n.t('actions.back')).toBe('Zurück');
    expect(seen).toEqual(['de:Zurück']);
    switchLanguageSync(i18n, 'en');
    expect(i18n.t('actions.back')).toBe('Back');
  });

  it('refuses a language the instance has no resources for', () => {
    const i18n = createSyncI18n({ lng: 'en', resources });
    expect(() => {
      switchLanguageSync(i18n, 'fr');
    }).toThrow(/fr/);
    expect(i18n.language).toBe('en');
  });

  it('refuses an instance that loads from a backend', () => {
    const i18n = createSyncI18n({ lng: 'en', resources });
    i18n.options.partialBundledLanguages = true;
    const change = vi.spyOn(i18n, 'changeLanguage');
    expect(() => {
      switchLanguageSync(i18n, 'de');
    }).toThrow(/in memory/);
    expect(change).not.toHaveBeenCalled();
  });
});

describe('resourcesFromModules', () => {
  it('turns Vite glob output into { lng: { ns: json } }', () => {
    const modules = {
      '../locales/de/general.json': { a: 'A' },
      '../locales/de/intro.json': { b: 'B' },
      '../locales/en/general.json': { a: 'A en' },
      '/locales/se/general.json': { a: 'A se' },
    };
    expect(resourcesFromModules(modules)).toEqual({
      de: { general: { a: 'A' }, intro: { b: 'B' } },
      en: { general: { a: 'A en' } },
      se: { general: { a: 'A se' } },
    });
  });

  it('unwraps module namespace objects', () => {
    expect(resourcesFromModules({ '../locales/en/general.json': { default: { a: 'A' } } })).toEqual(
      { en: { general: { a: 'A' } } },
    );
  });

  it('rejects paths that are not <lng>/<ns>.json and values that are not objects', () => {
    expect(() => resourcesFromModules({ '../locales/general.yaml': {} })).toThrow(/general\.yaml/);
    expect(() => resourcesFromModules({ '../locales/en/general.json': 'x' })).toThrow(
      /not a JSON object/,
    );
    expect(() => resourcesFromModules({ '../locales/en/general.json': [1] })).toThrow(
      /not a JSON object/,
    );
  });

  it('rejects the same language and namespace twice', () => {
    expect(() =>
      resourcesFromModules({ '../locales/en/general.json': {}, '/other/en/general.json': {} }),
    ).toThrow(/twice/);
  });

  it('feeds createSyncI18n', () => {
    const i18n = createSyncI18n({
      lng: 'de',
      resources: resourcesFromModules({
        '../locales/de/general.json': { actions: { back: 'Zurück' } },
      }),
    });
    expect(i18n.t('actions.back')).toBe('Zurück');
  });
});
