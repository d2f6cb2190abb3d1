import { describe, expect, it } from 'vitest';
import {
  type ZoneSearchEntry,
  ZONE_MATCH,
  foldZoneText,
  indexZone,
  rankZones,
  wordsOf,
  zoneMatch,
} from './zone-search';

interface Entry extends ZoneSearchEntry {
  readonly zone: string;
}

/** An entry as the picker makes one (names and texts folded), with defaults. */
function entry(
  zone: string,
  label: string,
  keywords: readonly string[],
  offsetMinutes: number,
  prominence = 0,
): Entry {
  const city = label.split(',')[0] ?? label;
  return {
    zone,
    names: [foldZoneText(city)],
    text: foldZoneText(label),
    keywords: keywords.map(foldZoneText),
    prominence,
    offsetMinutes,
  };
}

const ZONES = [
  entry('America/Asuncion', 'Asuncion, Paraguay (GMT-3)', ['Paraguay', 'Paraguay Time'], -180),
  entry('America/Paramaribo', 'Paramaribo, Suriname (GMT-3)', ['Suriname'], -180),
  entry('America/New_York', 'New York, United States (GMT-5)', ['EST', 'Eastern Time'], -300, 2),
  entry('Europe/Paris', 'Paris, France (GMT+1)', ['France', 'CET', 'Central European Time'], 60, 2),
  entry(
    'Europe/Berlin',
    'Berlin, Germany (GMT+1)',
    ['Germany', 'Deutschland', 'CET', 'München'],
    60,
    1,
  ),
  entry('Europe/Busingen', 'Büsingen (GMT+1)', ['CET', 'Central European Time'], 60),
  entry('Europe/Istanbul', 'Istanbul, Türkiye (GMT+3)', ['Türkiye'], 180, 1),
  entry('Europe/Kiev', 'Kyiv, Ukraine (GMT+2)', ['Europe/Kiev', 'Kiev', 'Ukraine', 'EET'], 120, 1),
  entry(
    'Asia/Calcutta',
    'Kolkata, India (GMT+5:30)',
    ['Asia/Calcutta', 'Calcutta', 'India', 'IST', 'Mumbai'],
    330,
    2,
  ),
  entry('Asia/Tokyo', 'Tokyo, Japan (GMT+9)', ['Japan', 'JST'], 540, 2),
  entry('America/Sao_Paulo', 'São Paulo, Brazil (GMT-3)', ['Brazil'], -180, 1),
].map(indexZone);

const ranked = (query: string) => rankZones(ZONES, query).map((zone) => zone.zone);
const matchOf = (zone: string, query: string) => {
  const indexed = ZONES.find((z) => z.zone === zone);
  if (indexed === undefined) throw new Error(zone);
  const folded = foldZoneText(query);
  return zoneMatch(indexed, folded, wordsOf(folded));
};

describe('foldZoneText and wordsOf', () => {
  it('drop case, accents and apostrophes, and split on punctuation', () => {
    expect(foldZoneText('  São  Paulo ')).toBe('sao paulo');
    expect(foldZoneText('St. John’s')).toBe('st. johns');
    expect(foldZoneText('Côte d’Ivoire')).toBe('cote divoire');
    expect(wordsOf('kolkata, india (gmt+5:30)')).toEqual(['kolkata', 'india', 'gmt+5:30']);
    expect(wordsOf('インド・kolkata')).toEqual(['インド', 'kolkata']);
  });
});

describe('zoneMatch', () => {
  it('grades each way a zone can match, best first', () => {
    expect(matchOf('Europe/Paris', 'paris')).toBe(ZONE_MATCH.exactName);
    expect(matchOf('Europe/Kiev', 'Kiev')).toBe(ZONE_MATCH.exactKeyword);
    expect(matchOf('Asia/Calcutta', 'ist')).toBe(ZONE_MATCH.exactKeyword);
    expect(matchOf('Europe/Paris', 'par')).toBe(ZONE_MATCH.namePrefix);
    expect(matchOf('America/New_York', 'york')).toBe(ZONE_MATCH.labelWords);
    expect(matchOf('Europe/Paris', 'paris fr')).toBe(ZONE_MATCH.labelWords);
    expect(matchOf('America/Asuncion', 'par')).toBe(ZONE_MATCH.labelWords);
    expect(matchOf('Europe/Berlin', 'deutsch')).toBe(ZONE_MATCH.keywordWords);
    expect(matchOf('Europe/Paris', 'centr eur')).toBe(ZONE_MATCH.keywordWords);
    expect(matchOf('Europe/Paris', 'ris')).toBe(ZONE_MATCH.inside);
    expect(matchOf('Asia/Calcutta', '+5:30')).toBe(ZONE_MATCH.inside);
    expect(matchOf('Asia/Tokyo', 'paris')).toBeNull();
  });
});

describe('rankZones', () => {
  it('lists the zone whose city was typed first, then the prominent zones, then by offset', () => {
    // Paris and Paramaribo both start with "par": the common zone first; Paraguay by country.
    expect(ranked('par')).toEqual(['Europe/Paris', 'America/Paramaribo', 'America/Asuncion']);
    expect(ranked('kolkata')[0]).toBe('Asia/Calcutta');
  });

  it('finds a zone by its former name, a city in it, its country and its abbreviation', () => {
    expect(ranked('kiev')).toEqual(['Europe/Kiev']);
    expect(ranked('kyiv')).toEqual(['Europe/Kiev']);
    expect(ranked('calcutta')).toEqual(['Asia/Calcutta']);
    expect(ranked('mumbai')).toEqual(['Asia/Calcutta']);
    expect(ranked('Deutschland')).toEqual(['Europe/Berlin']);
    expect(ranked('munchen')).toEqual(['Europe/Berlin']);
    expect(ranked('JST')).toEqual(['Asia/Tokyo']);
  });

  it('puts a whole abbreviation before the start of a city ("ist": India, then Istanbul)', () => {
    expect(ranked('ist')).toEqual(['Asia/Calcutta', 'Europe/Istanbul']);
  });

  it('orders equal matches: prominent zones first, then west to east, then as given', () => {
    expect(ranked('cet')).toEqual(['Europe/Paris', 'Europe/Berlin', 'Europe/Busingen']);
    expect(ranked('gmt-3')).toEqual([
      'America/Sao_Paulo',
      'America/Asuncion',
      'America/Paramaribo',
    ]);
  });

  it('ignores case and accents on both sides', () => {
    expect(ranked('SAO')).toEqual(['America/Sao_Paulo']);
    expect(ranked('São')).toEqual(['America/Sao_Paulo']);
    expect(ranked('busin')).toEqual(['Europe/Busingen']);
  });

  it('lists every zone in the given order for an empty query, none for a miss', () => {
    expect(ranked('  ')).toEqual(ZONES.map((zone) => zone.zone));
    expect(ranked('zzz')).toEqual([]);
  });
});
