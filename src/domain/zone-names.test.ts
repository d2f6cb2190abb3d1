import { describe, expect, it } from 'vitest';
import {
  COMMON_ZONES,
  RENAMED_ZONES,
  ZONE_ABBREVIATIONS,
  ZONE_CITIES,
  citiesOfZone,
  cityOfZone,
  currentZoneId,
  knownZoneCountry,
  zoneIds,
  zoneProminence,
} from './zone-names';

/** The zones the browser lists, and the current id of each (the tables use current ids). */
const LISTED = Intl.supportedValuesOf('timeZone');
const LISTED_CURRENT = new Set(LISTED.map(currentZoneId));

describe('renamed zones', () => {
  it('gives the current name of the zones renamed in the IANA database, both ways', () => {
    expect(currentZoneId('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneId('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneId('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(currentZoneId('Asia/Rangoon')).toBe('Asia/Yangon');
    expect(currentZoneId('Europe/Paris')).toBe('Europe/Paris');
    expect(zoneIds('Asia/Kolkata')).toEqual(['Asia/Kolkata', 'Asia/Calcutta']);
    expect(zoneIds('Asia/Calcutta')).toEqual(['Asia/Kolkata', 'Asia/Calcutta']);
    expect(zoneIds('Europe/Kyiv')).toEqual([
      'Europe/Kyiv',
      'Europe/Kiev',
      'Europe/Uzhgorod',
      'Europe/Zaporozhye',
    ]);
  });

  it('maps every old name to a name that is not itself renamed', () => {
    for (const current of Object.values(RENAMED_ZONES)) {
      expect(RENAMED_ZONES[current], current).toBeUndefined();
    }
  });

  it('covers every old name the browser still lists (Intl reports Asia/Calcutta, not Kolkata)', () => {
    // Both are the same zone to Intl: the old name resolves to what the browser calls it.
    for (const [former, current] of Object.entries(RENAMED_ZONES)) {
      const canonical = (zone: string) =>
        new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
      expect(canonical(former), former).toBe(canonical(current));
    }
    expect(LISTED).toContain('Asia/Calcutta');
    expect(LISTED_CURRENT).toContain('Asia/Kolkata');
    expect(LISTED_CURRENT).toContain('Europe/Kyiv');
    expect(LISTED_CURRENT).toContain('Asia/Ho_Chi_Minh');
  });
});

describe('cities', () => {
  it('writes the city of a zone by its current name, as English writes it', () => {
    expect(cityOfZone('Asia/Calcutta')).toBe('Kolkata');
    expect(cityOfZone('Europe/Kiev')).toBe('Kyiv');
    expect(cityOfZone('Asia/Saigon')).toBe('Ho Chi Minh City');
    expect(cityOfZone('America/Port_of_Spain')).toBe('Port of Spain');
    expect(cityOfZone('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(cityOfZone('America/Sao_Paulo')).toBe('São Paulo');
  });

  it('knows the large cities without a zone of their own, by either id of their zone', () => {
    expect(citiesOfZone('Asia/Calcutta')).toContain('Mumbai');
    expect(citiesOfZone('America/Los_Angeles')).toContain('San Francisco');
    expect(citiesOfZone('Africa/Nairobi')).toEqual([]);
  });
});

describe('common zones', () => {
  it('name their country, and zones under a country prefix have it too', () => {
    expect(knownZoneCountry('Asia/Calcutta')).toBe('IN');
    expect(knownZoneCountry('America/New_York')).toBe('US');
    expect(knownZoneCountry('America/Indiana/Knox')).toBe('US');
    expect(knownZoneCountry('Australia/Lord_Howe')).toBe('AU');
    expect(knownZoneCountry('America/Boise')).toBeNull();
    expect(zoneProminence('Europe/Kiev')).toBe(1);
  });

  it('rank the main zone of a time above the other common zones, and those above the rest', () => {
    expect(zoneProminence('Asia/Calcutta')).toBe(2);
    expect(zoneProminence('Europe/Paris')).toBe(2);
    expect(zoneProminence('Asia/Colombo')).toBe(1);
    expect(zoneProminence('Europe/Berlin')).toBe(1);
    expect(zoneProminence('America/Paramaribo')).toBe(0);
  });

  it('lists only zones the browser knows, by their current ids, with real region codes', () => {
    const regions = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    for (const [zone, region] of Object.entries(COMMON_ZONES)) {
      expect(LISTED_CURRENT.has(zone), zone).toBe(true);
      expect(regions.of(region), `${zone} ${region}`).toBeDefined();
    }
    for (const zone of [...Object.keys(ZONE_CITIES), ...Object.keys(ZONE_ABBREVIATIONS)]) {
      expect(LISTED_CURRENT.has(zone), zone).toBe(true);
    }
  });
});
