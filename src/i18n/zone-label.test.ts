import { describe, expect, it } from 'vitest';
import { localeResources } from './test-helpers';
import type { AnyTFunction } from './resources';
import { createSyncI18n } from './sync-i18n';
import {
  zoneAbbreviations,
  zoneChoices,
  zoneCountry,
  zoneKeywords,
  zoneLabel,
  zoneOffset,
  zonePlace,
  zoneRegion,
} from './zone-label';

const CODES = ['en', 'de', 'ja', 'fr', 'zh', 'sw'] as const;
const resources = localeResources(CODES);

function tOf(code: (typeof CODES)[number]): AnyTFunction {
  const i18n = createSyncI18n({ lng: code, resources, fallbackLng: false });
  return i18n.t.bind(i18n);
}

const label = (zone: string, code: (typeof CODES)[number]) => zoneLabel(tOf(code), zone, code);

describe('zoneLabel: one label per zone, in every language', () => {
  it('is the city by its current name and the country in the app language', () => {
    expect(label('Asia/Kolkata', 'en')).toBe('Kolkata, India');
    expect(label('Asia/Calcutta', 'en')).toBe('Kolkata, India');
    expect(label('Asia/Calcutta', 'de')).toBe('Kolkata, Indien');
    expect(label('Asia/Calcutta', 'ja')).toBe('インド・Kolkata');
    // The country's short form where the language has one: the label fits a phone's field.
    expect(label('America/New_York', 'en')).toBe('New York, US');
    expect(label('America/New_York', 'de')).toBe('New York, USA');
    expect(label('America/New_York', 'fr')).toBe('New York, É.-U.');
    expect(label('Europe/Kiev', 'en')).toBe('Kyiv, Ukraine');
    expect(label('Asia/Saigon', 'de')).toBe('Ho Chi Minh City, Vietnam');
    expect(label('Europe/Berlin', 'zh')).toBe('德国 Berlin');
    expect(label('Africa/Nairobi', 'sw')).toBe('Nairobi, Kenya');
  });

  it('reads the same kind of name in every language (never a generic name or an abbreviation)', () => {
    for (const zone of ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'Europe/Paris']) {
      const city = zonePlace(zone);
      for (const code of CODES) expect(label(zone, code), `${zone} ${code}`).toContain(city);
    }
  });

  it('finds the country of zones outside the tables through Intl', () => {
    // Paraguay and Suriname have one zone each: Intl names them by their country.
    expect(zoneRegion('America/Asuncion')).toBe('PY');
    expect(label('America/Paramaribo', 'de')).toBe('Paramaribo, Suriname');
    expect(zoneCountry('Africa/Abidjan', 'fr')).toBe('Côte d’Ivoire');
    // A zone of a country with several zones that the tables lack: its city alone.
    expect(zoneRegion('America/Boise')).toBeNull();
    expect(label('America/Boise', 'en')).toBe('Boise');
  });

  it('names a city-state by its country, UTC and an unknown zone by their id', () => {
    expect(label('Asia/Singapore', 'en')).toBe('Singapore');
    expect(label('Asia/Singapore', 'ja')).toBe('シンガポール');
    expect(label('Asia/Hong_Kong', 'de')).toBe('Hongkong');
    expect(label('UTC', 'ja')).toBe('UTC');
    expect(label('Etc/GMT+5', 'en')).toBe('Etc/GMT+5');
    expect(label('Mars/Olympus_Mons', 'en')).toBe('Mars/Olympus_Mons');
  });

  it('gives every zone the browser lists a label in every language', () => {
    for (const code of ['en', 'ja'] as const) {
      const t = tOf(code);
      for (const zone of Intl.supportedValuesOf('timeZone')) {
        expect(zoneLabel(t, zone, code).trim(), `${zone} in ${code}`).not.toBe('');
      }
    }
  });
});

describe('what the picker finds a zone by', () => {
  it('has its ids, former and large cities, country in English and the language, abbreviations', () => {
    const kolkata = zoneKeywords('Asia/Calcutta', 'de');
    expect(kolkata).toEqual(
      expect.arrayContaining([
        'asia/kolkata',
        'asia/calcutta',
        'calcutta',
        'mumbai',
        'india',
        'indien',
        'india standard time',
        'ist',
      ]),
    );
    expect(zoneKeywords('Europe/Berlin', 'de')).toEqual(
      expect.arrayContaining(['germany', 'deutschland', 'mitteleuropaische zeit', 'cet', 'cest']),
    );
  });

  it('lends a listed abbreviation to the whole generic name, and takes Intl’s English ones', () => {
    expect(zoneAbbreviations('Europe/Madrid')).toEqual(expect.arrayContaining(['CET', 'CEST']));
    expect(zoneAbbreviations('America/Los_Angeles')).toEqual(
      expect.arrayContaining(['PST', 'PDT']),
    );
    expect(zoneAbbreviations('America/Toronto')).toEqual(expect.arrayContaining(['EST']));
    expect(zoneAbbreviations('Asia/Tokyo')).toContain('JST');
    // London's BST is London's alone, not all of Greenwich Mean Time's.
    expect(zoneAbbreviations('Europe/London')).toContain('BST');
    expect(zoneAbbreviations('Africa/Accra')).not.toContain('BST');
    // Offsets are not abbreviations.
    expect(zoneAbbreviations('Asia/Calcutta').some((name) => name.startsWith('GMT'))).toBe(false);
  });
});

describe('zoneOffset and zoneChoices', () => {
  const winter = Date.parse('2026-03-04T12:00:00Z');
  const summer = Date.parse('2026-07-04T12:00:00Z');

  it('gives the offset at the instant given, as the language writes it', () => {
    expect(zoneOffset('America/New_York', 'en', winter)).toBe('GMT-5');
    expect(zoneOffset('America/New_York', 'en', summer)).toBe('GMT-4');
    expect(zoneOffset('Asia/Kolkata', 'de', winter)).toBe('GMT+5:30');
  });

  it('offers one zone once whatever its ids, and every other zone on its own', () => {
    const zones = ['Asia/Calcutta', 'Europe/Berlin', 'Europe/Paris', 'Asia/Kolkata'];
    const choices = zoneChoices(zones, 'Asia/Kolkata', 'de', winter);
    expect(choices.map((choice) => choice.zone)).toEqual([
      'Europe/Berlin',
      'Europe/Paris',
      'Asia/Kolkata',
    ]);
    expect(choices[2]).toEqual({
      zone: 'Asia/Kolkata',
      place: 'Kolkata',
      offset: 'GMT+5:30',
      aliases: ['Asia/Calcutta'],
    });
    // The current zone is always offered, first when the list lacks it.
    expect(zoneChoices(['Europe/Paris'], 'Asia/Tokyo', 'en', winter)[0]?.zone).toBe('Asia/Tokyo');
  });
});
