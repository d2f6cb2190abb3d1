/**
 * What a time zone is called besides its IANA id: pure data for the time-zone picker's search
 * and its one label per zone (src/i18n/zone-label.ts). Everything language-specific (country
 * names, generic names) comes from Intl; these tables hold only what Intl does not know.
 *
 * How the tables were chosen (keep them small; Intl covers the long tail):
 * - {@link RENAMED_ZONES}: every zone the IANA database renamed whose old name browsers still
 *   report (Chromium's and Node's ICU list `Asia/Calcutta`, `Europe/Kiev`, `Asia/Saigon`…, not
 *   the current names), plus the few old names an API may still send. Both names find the
 *   zone; the current one is the one shown.
 * - {@link COMMON_ZONES}: the zone of every city of about five million people or more, of every
 *   G20 and EU capital, and the main zones of the countries that span several zones (US,
 *   Canada, Mexico, Brazil, Russia, Australia, Indonesia…): the zones most candidates live in.
 *   Each names its country (ISO 3166 region), which Intl cannot tell for a zone of a country
 *   with several zones ("New York", "Adelaide"), and ranks first among equal matches ("par"
 *   → Paris before Paramaribo).
 * - {@link ZONE_CITIES}: large cities without a zone of their own, under the zone they keep
 *   ("Mumbai" → Kolkata, "San Francisco" → Los Angeles), the metros above again.
 * - {@link ZONE_ABBREVIATIONS}: the abbreviations people type for the common zones' times
 *   ("CET", "IST", "JST"). Intl's English short names give only the North American ones
 *   (EST, PDT…), and only in summer or winter; the rest are here. A zone listed here lends its
 *   abbreviations to every zone with the same English generic name (all of "Central European
 *   Time" is CET), unless it is in {@link ZONE_ONLY_ABBREVIATIONS}. An abbreviation that
 *   means several zones' times is listed for the one most people mean by it: IST is India's
 *   (not Israel's or Ireland's summer time), and a search for it lists India first.
 */

/** Former IANA id → current id ("Asia/Calcutta" → "Asia/Kolkata"). */
export const RENAMED_ZONES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Montreal': 'America/Toronto',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Istanbul': 'Europe/Istanbul',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Tel_Aviv': 'Asia/Jerusalem',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Australia/Canberra': 'Australia/Sydney',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The current IANA id of `zone` ("Europe/Kiev" → "Europe/Kyiv"); `zone` when not renamed. */
export function currentZoneId(zone: string): string {
  return RENAMED_ZONES[zone] ?? zone;
}

const FORMER_IDS = new Map<string, string[]>();
for (const [former, current] of Object.entries(RENAMED_ZONES)) {
  FORMER_IDS.set(current, [...(FORMER_IDS.get(current) ?? []), former]);
}

/** Every id `zone` had or has: its current id first, then its former ids. */
export function zoneIds(zone: string): readonly string[] {
  const current = currentZoneId(zone);
  return [current, ...(FORMER_IDS.get(current) ?? [])];
}

/** Cities whose IANA id does not write them as English does (current ids). */
export const CITY_SPELLINGS: Readonly<Record<string, string>> = {
  'America/Bogota': 'Bogotá',
  'America/Sao_Paulo': 'São Paulo',
  'America/St_Johns': 'St. John’s',
  'Antarctica/DumontDUrville': 'Dumont d’Urville',
  'Asia/Ho_Chi_Minh': 'Ho Chi Minh City',
  'Asia/Macau': 'Macao',
  'Europe/Busingen': 'Büsingen',
};

/**
 * The city of a zone in English, by its current id: "America/Port_of_Spain" → "Port of
 * Spain", "Asia/Calcutta" → "Kolkata", "Asia/Saigon" → "Ho Chi Minh City".
 */
export function cityOfZone(zone: string): string {
  const current = currentZoneId(zone);
  return CITY_SPELLINGS[current] ?? (current.split('/').at(-1) ?? current).replaceAll('_', ' ');
}

/**
 * The common zones (current ids), each with its country (ISO 3166-1 region code). See the
 * module comment for how they were chosen.
 */
export const COMMON_ZONES: Readonly<Record<string, string>> = {
  // North America
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Phoenix': 'US',
  'America/Los_Angeles': 'US',
  'America/Anchorage': 'US',
  'America/Detroit': 'US',
  'America/Indiana/Indianapolis': 'US',
  'Pacific/Honolulu': 'US',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Edmonton': 'CA',
  'America/Winnipeg': 'CA',
  'America/Halifax': 'CA',
  'America/St_Johns': 'CA',
  'America/Regina': 'CA',
  'America/Mexico_City': 'MX',
  'America/Monterrey': 'MX',
  'America/Tijuana': 'MX',
  'America/Cancun': 'MX',
  'America/Puerto_Rico': 'PR',
  'America/Guatemala': 'GT',
  'America/Havana': 'CU',
  'America/Panama': 'PA',
  // South America
  'America/Sao_Paulo': 'BR',
  'America/Manaus': 'BR',
  'America/Recife': 'BR',
  'America/Bahia': 'BR',
  'America/Fortaleza': 'BR',
  'America/Argentina/Buenos_Aires': 'AR',
  'America/Santiago': 'CL',
  'America/Bogota': 'CO',
  'America/Lima': 'PE',
  'America/Caracas': 'VE',
  'America/Guayaquil': 'EC',
  'America/Montevideo': 'UY',
  // Europe
  'Europe/London': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Lisbon': 'PT',
  'Europe/Madrid': 'ES',
  'Europe/Paris': 'FR',
  'Europe/Brussels': 'BE',
  'Europe/Amsterdam': 'NL',
  'Europe/Luxembourg': 'LU',
  'Europe/Berlin': 'DE',
  'Europe/Zurich': 'CH',
  'Europe/Vienna': 'AT',
  'Europe/Rome': 'IT',
  'Europe/Copenhagen': 'DK',
  'Europe/Oslo': 'NO',
  'Europe/Stockholm': 'SE',
  'Europe/Helsinki': 'FI',
  'Europe/Warsaw': 'PL',
  'Europe/Prague': 'CZ',
  'Europe/Budapest': 'HU',
  'Europe/Bratislava': 'SK',
  'Europe/Ljubljana': 'SI',
  'Europe/Zagreb': 'HR',
  'Europe/Belgrade': 'RS',
  'Europe/Bucharest': 'RO',
  'Europe/Sofia': 'BG',
  'Europe/Athens': 'GR',
  'Europe/Tallinn': 'EE',
  'Europe/Riga': 'LV',
  'Europe/Vilnius': 'LT',
  'Europe/Malta': 'MT',
  'Asia/Nicosia': 'CY',
  'Europe/Kyiv': 'UA',
  'Europe/Istanbul': 'TR',
  'Europe/Moscow': 'RU',
  // Asia
  'Asia/Yekaterinburg': 'RU',
  'Asia/Novosibirsk': 'RU',
  'Asia/Vladivostok': 'RU',
  'Asia/Almaty': 'KZ',
  'Asia/Tashkent': 'UZ',
  'Asia/Dubai': 'AE',
  'Asia/Riyadh': 'SA',
  'Asia/Qatar': 'QA',
  'Asia/Jerusalem': 'IL',
  'Asia/Tehran': 'IR',
  'Asia/Baghdad': 'IQ',
  'Asia/Karachi': 'PK',
  'Asia/Kolkata': 'IN',
  'Asia/Colombo': 'LK',
  'Asia/Kathmandu': 'NP',
  'Asia/Dhaka': 'BD',
  'Asia/Yangon': 'MM',
  'Asia/Bangkok': 'TH',
  'Asia/Ho_Chi_Minh': 'VN',
  'Asia/Kuala_Lumpur': 'MY',
  'Asia/Singapore': 'SG',
  'Asia/Jakarta': 'ID',
  'Asia/Makassar': 'ID',
  'Asia/Jayapura': 'ID',
  'Asia/Manila': 'PH',
  'Asia/Shanghai': 'CN',
  'Asia/Hong_Kong': 'HK',
  'Asia/Taipei': 'TW',
  'Asia/Seoul': 'KR',
  'Asia/Tokyo': 'JP',
  // Africa
  'Africa/Casablanca': 'MA',
  'Africa/Algiers': 'DZ',
  'Africa/Tunis': 'TN',
  'Africa/Cairo': 'EG',
  'Africa/Lagos': 'NG',
  'Africa/Accra': 'GH',
  'Africa/Abidjan': 'CI',
  'Africa/Kinshasa': 'CD',
  'Africa/Luanda': 'AO',
  'Africa/Addis_Ababa': 'ET',
  'Africa/Nairobi': 'KE',
  'Africa/Dar_es_Salaam': 'TZ',
  'Africa/Johannesburg': 'ZA',
  // Oceania
  'Australia/Perth': 'AU',
  'Australia/Darwin': 'AU',
  'Australia/Adelaide': 'AU',
  'Australia/Brisbane': 'AU',
  'Australia/Sydney': 'AU',
  'Australia/Melbourne': 'AU',
  'Australia/Hobart': 'AU',
  'Pacific/Auckland': 'NZ',
};

/** Zones of one country by the start of their id (all of `Australia/` is Australia). */
const COUNTRY_PREFIXES: readonly (readonly [string, string])[] = [
  ['America/Argentina/', 'AR'],
  ['America/Indiana/', 'US'],
  ['America/Kentucky/', 'US'],
  ['America/North_Dakota/', 'US'],
  ['Australia/', 'AU'],
];

/**
 * The country of `zone` (ISO 3166-1 region) where the tables know it: a common zone, or a
 * zone under a country's own prefix. Null otherwise (Intl may still know it: zone-label.ts).
 */
export function knownZoneCountry(zone: string): string | null {
  const current = currentZoneId(zone);
  const common = COMMON_ZONES[current];
  if (common !== undefined) return common;
  return COUNTRY_PREFIXES.find(([prefix]) => current.startsWith(prefix))?.[1] ?? null;
}

/**
 * How prominent `zone` is, for ranking equal matches (higher first): 2 for the main zone of its
 * time (the zone {@link ZONE_ABBREVIATIONS} lists: Paris for CET, Kolkata for IST), 1 for
 * another common zone, 0 for the rest.
 */
export function zoneProminence(zone: string): number {
  const current = currentZoneId(zone);
  if (current in ZONE_ABBREVIATIONS) return 2;
  return current in COMMON_ZONES ? 1 : 0;
}

/** Large cities with no zone of their own, by the zone they keep (current ids). */
export const ZONE_CITIES: Readonly<Record<string, readonly string[]>> = {
  'America/New_York': ['Washington', 'Boston', 'Philadelphia', 'Miami', 'Atlanta'],
  'America/Chicago': ['Houston', 'Dallas', 'Austin', 'San Antonio', 'Minneapolis'],
  'America/Denver': ['Salt Lake City', 'Albuquerque'],
  'America/Los_Angeles': ['San Francisco', 'San Diego', 'San Jose', 'Seattle', 'Las Vegas'],
  'America/Toronto': ['Montreal', 'Ottawa', 'Quebec'],
  'America/Vancouver': ['Victoria'],
  'America/Edmonton': ['Calgary'],
  'America/Sao_Paulo': ['Rio de Janeiro', 'Brasilia', 'Belo Horizonte', 'Porto Alegre'],
  'Europe/London': ['Manchester', 'Birmingham', 'Edinburgh', 'Glasgow'],
  'Europe/Paris': ['Lyon', 'Marseille', 'Toulouse'],
  'Europe/Berlin': ['Munich', 'München', 'Frankfurt', 'Hamburg', 'Cologne', 'Köln'],
  'Europe/Zurich': ['Geneva', 'Genève', 'Basel', 'Bern'],
  'Europe/Madrid': ['Barcelona', 'Valencia', 'Seville'],
  'Europe/Rome': ['Milan', 'Milano', 'Naples', 'Turin'],
  'Europe/Amsterdam': ['Rotterdam', 'The Hague'],
  'Europe/Warsaw': ['Kraków', 'Wrocław', 'Gdańsk'],
  'Europe/Kyiv': ['Lviv', 'Kharkiv', 'Odesa'],
  'Europe/Istanbul': ['Ankara'],
  'Asia/Dubai': ['Abu Dhabi'],
  'Asia/Riyadh': ['Jeddah'],
  'Asia/Jerusalem': ['Tel Aviv'],
  'Asia/Karachi': ['Lahore', 'Islamabad'],
  'Asia/Kolkata': [
    'Mumbai',
    'Bombay',
    'Delhi',
    'New Delhi',
    'Bengaluru',
    'Bangalore',
    'Chennai',
    'Madras',
    'Hyderabad',
    'Pune',
  ],
  'Asia/Ho_Chi_Minh': ['Hanoi'],
  'Asia/Shanghai': ['Beijing', 'Peking', 'Shenzhen', 'Guangzhou', 'Chengdu', 'Wuhan', 'Hangzhou'],
  'Asia/Tokyo': ['Osaka', 'Kyoto', 'Yokohama', 'Nagoya'],
  'Asia/Seoul': ['Busan'],
  'Africa/Lagos': ['Abuja'],
  'Africa/Johannesburg': ['Cape Town', 'Pretoria', 'Durban'],
  'Australia/Sydney': ['Canberra'],
};

/** The cities `zone` holds besides the one of its id. */
export function citiesOfZone(zone: string): readonly string[] {
  return ZONE_CITIES[currentZoneId(zone)] ?? [];
}

/**
 * Abbreviations of the common zones' times, each lent to every zone with the same English
 * generic name (zone-label.ts): "CET" for all of Central European Time.
 */
export const ZONE_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  'America/New_York': ['ET', 'EST', 'EDT'],
  'America/Chicago': ['CT', 'CST', 'CDT'],
  'America/Denver': ['MT', 'MST', 'MDT'],
  'America/Los_Angeles': ['PT', 'PST', 'PDT'],
  'America/Anchorage': ['AKST', 'AKDT'],
  'Pacific/Honolulu': ['HST'],
  'America/Halifax': ['AST', 'ADT'],
  'America/St_Johns': ['NST', 'NDT'],
  'America/Sao_Paulo': ['BRT'],
  'America/Argentina/Buenos_Aires': ['ART'],
  'Europe/London': ['GMT', 'BST'],
  'Europe/Lisbon': ['WET', 'WEST'],
  'Europe/Paris': ['CET', 'CEST'],
  'Europe/Athens': ['EET', 'EEST'],
  'Europe/Moscow': ['MSK'],
  'Africa/Lagos': ['WAT'],
  'Africa/Johannesburg': ['SAST'],
  'Africa/Maputo': ['CAT'],
  'Africa/Nairobi': ['EAT'],
  'Asia/Dubai': ['GST'],
  'Asia/Riyadh': ['AST'],
  'Asia/Jerusalem': ['IDT'],
  'Asia/Tehran': ['IRST'],
  'Asia/Karachi': ['PKT'],
  'Asia/Kolkata': ['IST'],
  'Asia/Bangkok': ['ICT'],
  'Asia/Jakarta': ['WIB'],
  'Asia/Singapore': ['SGT'],
  'Asia/Hong_Kong': ['HKT'],
  'Asia/Shanghai': ['CST'],
  'Asia/Manila': ['PHT', 'PHST'],
  'Asia/Seoul': ['KST'],
  'Asia/Tokyo': ['JST'],
  'Australia/Perth': ['AWST'],
  'Australia/Adelaide': ['ACST', 'ACDT'],
  'Australia/Sydney': ['AEST', 'AEDT'],
  'Pacific/Auckland': ['NZST', 'NZDT'],
};

/**
 * Zones whose abbreviations are theirs alone, not their generic name's: London's BST is not
 * all of Greenwich Mean Time (Accra, Dublin…).
 */
export const ZONE_ONLY_ABBREVIATIONS: ReadonlySet<string> = new Set(['Europe/London']);
