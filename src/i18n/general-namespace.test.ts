/**
 * The English `general` namespace (locales/en/general.json) against the domain: the visible
 * error messages of src/domain/errors.ts word for word, a label per time-of-day bucket, and the
 * shared actions and labels.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../domain/errors';
import { TIME_BUCKETS } from '../domain/time-buckets';
import { createSyncI18n } from './sync-i18n';

const general = JSON.parse(
  readFileSync(new URL('../../locales/en/general.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const i18n = createSyncI18n({ lng: 'en', resources: { en: { general } }, fallbackLng: false });

describe('locales/en/general.json', () => {
  it.each(Object.entries(ERROR_MESSAGES))(
    'has the error message %s with exactly the domain’s English text',
    (_name, { key, defaultText }) => {
      expect(key.startsWith('general:errors.')).toBe(true);
      expect(i18n.exists(key)).toBe(true);
      expect(i18n.t(key)).toBe(defaultText);
    },
  );

  it('has no error message the domain does not know', () => {
    const keys = Object.keys(general.errors as object).map((k) => `general:errors.${k}`);
    expect(keys.sort()).toEqual(
      Object.values(ERROR_MESSAGES)
        .map((m) => m.key)
        .sort(),
    );
  });

  it('labels the time-of-day buckets as the spec names them (section 2), in sentence case', () => {
    expect(TIME_BUCKETS.map((b) => i18n.t(`timeOfDay.${b}`))).toEqual([
      'Early morning',
      'Morning',
      'Afternoon',
      'Evening',
      'Night',
    ]);
  });

  it('has the shared actions and labels', () => {
    expect(i18n.t('actions.continue')).toBe('Continue');
    expect(i18n.t('actions.back')).toBe('Back');
    expect(i18n.t('actions.tryAgain')).toBe('Try again');
    expect(i18n.t('timeZone.label')).toBe('Time zone');
  });

  it('counts selected options with i18next v4 plural keys, digits grouped', () => {
    expect(i18n.t('slots.selected', { count: 1 })).toBe('1 option selected');
    expect(i18n.t('slots.selected', { count: 0 })).toBe('0 options selected');
    expect(i18n.t('slots.selected', { count: 1859 })).toBe('1,859 options selected');
  });
});

describe('{{count, number}} in every instance', () => {
  it('groups digits as the app language does (en, de, se)', () => {
    const resources = {
      en: { general: { n: '{{count, number}}' } },
      de: { general: { n: '{{count, number}}' } },
      se: { general: { n: '{{count, number}}' } },
    };
    const sync = createSyncI18n({ lng: 'en', resources, fallbackLng: false });
    const n = (lng: string): string => String(sync.getFixedT(lng)('n' as never, { count: 1859 }));
    expect(n('en')).toBe('1,859');
    expect(n('de')).toBe('1.859');
    expect(n('se').replace(/\s/g, ' ')).toBe('1 859');
  });
});
