import { describe, expect, it } from 'vitest';
import {
  formatList,
  formatDate,
  formatDateTimeRange,
  formatDuration,
  formatMinutes,
  formatTime,
  formatTimeRange,
  formatNumber,
  formatterCacheSize,
  intlLocaleOf,
} from './format';

/** Intl puts narrow / thin / no-break spaces in times and ranges; compare them as spaces. */
const plain = (s: string) => s.replace(/[\u202f\u2009\u00a0]/g, ' ');

// 2025-03-10 is a Monday; 04:00Z is 09:30 in Asia/Kolkata (UTC+5:30, a half-hour zone).
const MORNING_UTC = '2025-03-10T04:00:00Z';
const AFTERNOON_UTC = '2025-03-10T16:30:00Z';

describe('intlLocaleOf', () => {
  it('uses the registry’s BCP 47 tags, and en-XA for the pseudo-locale', () => {
    expect(intlLocaleOf('se')).toBe('sv');
    expect(intlLocaleOf('zh')).toBe('zh-CN');
    expect(intlLocaleOf('en')).toBe('en-US');
    expect(intlLocaleOf('de')).toBe('de');
    expect(intlLocaleOf('pseudo')).toBe('en-XA');
  });
});

describe('formatDuration (hours and minutes, spec section 9)', () => {
  it.each([
    ['en', '1 hour, 30 minutes'],
    ['de', '1 Stunde, 30 Minuten'],
    ['se', '1 timme, 30 minuter'],
    ['ja', '1時間30分'],
    ['zh', '1小时30分钟'],
    ['ko', '1시간 30분'],
    ['pl', '1 godzina i 30 minut'],
    ['cs', '1 hodina a 30 minut'],
    ['fr', '1 heure et 30 minutes'],
    ['sw', 'saa 1 na dakika 30'],
    ['pseudo', '1 hour, 30 minutes'],
  ])('90 minutes in %s: %s', (code, expected) => {
    expect(plain(formatDuration(90, code))).toBe(expected);
  });

  it('leaves out a zero part and uses the singular and plural of the language', () => {
    expect(formatDuration(120, 'en')).toBe('2 hours');
    expect(formatDuration(45, 'en')).toBe('45 minutes');
    expect(formatDuration(61, 'en')).toBe('1 hour, 1 minute');
    expect(formatDuration(0, 'en')).toBe('0 minutes');
    expect(formatDuration(120, 'pl')).toBe('2 godziny');
    expect(formatDuration(300, 'pl')).toBe('5 godzin');
  });

  it('rounds to whole minutes', () => {
    expect(formatDuration(89.6, 'en')).toBe('1 hour, 30 minutes');
  });

  it('has a short spelling for tight places', () => {
    expect(formatDuration(90, 'en', { unitDisplay: 'short' })).toBe('1 hr, 30 min');
    expect(formatDuration(90, 'de', { unitDisplay: 'short' })).toBe('1 Std., 30 Min.');
  });

  it('rejects negative and non-finite durations', () => {
    expect(() => formatDuration(-1, 'en')).toThrow(RangeError);
    expect(() => formatDuration(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => formatDuration(Number.POSITIVE_INFINITY, 'en')).toThrow(RangeError);
  });
});

describe('formatMinutes', () => {
  it('is always minutes', () => {
    expect(formatMinutes(90, 'en')).toBe('90 minutes');
    expect(formatMinutes(1, 'en')).toBe('1 minute');
    expect(formatMinutes(90, 'ja')).toBe('90分');
  });
});

describe('Japanese and Chinese durations have no spaces, Korean keeps its own', () => {
  it('writes a total of 4 h 15 min as one word in ja and zh, and with a space in ko', () => {
    expect(formatDuration(255, 'ja')).toBe('4時間15分');
    expect(formatDuration(255, 'zh')).toBe('4小时15分钟');
    expect(formatDuration(255, 'ko')).toBe('4시간 15분');
  });

  it('a total time is hours and minutes in every language, never a decimal of hours', () => {
    expect(formatDuration(350, 'ja')).toBe('5時間50分');
    expect(formatDuration(350, 'en')).toBe('5 hours, 50 minutes');
    expect(formatDuration(350, 'de')).toBe('5 Stunden, 50 Minuten');
  });
});

describe('formatNumber', () => {
  it('groups digits as the language does (se is Swedish, not Northern Sami)', () => {
    expect(formatNumber(1859, 'en')).toBe('1,859');
    expect(formatNumber(1859, 'de')).toBe('1.859');
    expect(plain(formatNumber(1859, 'se'))).toBe('1 859');
    expect(plain(formatNumber(1859, 'fr'))).toBe('1 859');
    expect(formatNumber(1859, 'pseudo')).toBe('1,859');
  });
});

describe('formatDate', () => {
  it('is the calendar date in the given zone, with the weekday', () => {
    expect(formatDate(MORNING_UTC, 'en', 'Asia/Kolkata')).toBe('Monday, March 10, 2025');
    expect(formatDate(MORNING_UTC, 'de', 'Asia/Kolkata')).toBe('Montag, 10. März 2025');
    expect(formatDate(MORNING_UTC, 'se', 'Asia/Kolkata')).toBe('måndag 10 mars 2025');
    expect(formatDate(MORNING_UTC, 'ja', 'Asia/Tokyo')).toBe('2025年3月10日月曜日');
  });

  it('changes day with the zone', () => {
    // 04:00Z is still Sunday evening in Los Angeles.
    expect(formatDate(MORNING_UTC, 'en', 'America/Los_Angeles')).toBe('Sunday, March 9, 2025');
  });

  it('takes epoch milliseconds and Dates, and other styles', () => {
    const ms = Date.parse(MORNING_UTC);
    expect(formatDate(ms, 'en', 'UTC', { dateStyle: 'medium' })).toBe('Mar 10, 2025');
    expect(formatDate(new Date(ms), 'de', 'UTC', { dateStyle: 'short' })).toBe('10.03.25');
  });

  it('rejects invalid instants and zones', () => {
    expect(() => formatDate('not a date', 'en', 'UTC')).toThrow(RangeError);
    expect(() => formatDate(MORNING_UTC, 'en', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('formatTime: 12 or 24-hour by locale', () => {
  it('en-US is 12-hour, de and ja are 24-hour', () => {
    expect(plain(formatTime(AFTERNOON_UTC, 'en', 'UTC'))).toBe('4:30 PM');
    expect(formatTime(AFTERNOON_UTC, 'de', 'UTC')).toBe('16:30');
    expect(formatTime(AFTERNOON_UTC, 'ja', 'UTC')).toBe('16:30');
    expect(formatTime(AFTERNOON_UTC, 'se', 'UTC')).toBe('16:30');
  });

  it('the pseudo-locale formats as English', () => {
    expect(plain(formatTime(AFTERNOON_UTC, 'pseudo', 'UTC'))).toBe('4:30 PM');
  });

  it('shows the wall clock of the zone, half-hour zones included', () => {
    expect(plain(formatTime(MORNING_UTC, 'en', 'Asia/Kolkata'))).toBe('9:30 AM');
    expect(formatTime(MORNING_UTC, 'de', 'Asia/Kolkata')).toBe('9:30');
    // Adelaide is UTC+10:30 in March (daylight saving).
    expect(formatTime(MORNING_UTC, 'de', 'Australia/Adelaide')).toBe('14:30');
    expect(plain(formatTime(MORNING_UTC, 'en', 'America/New_York'))).toBe('12:00 AM');
  });

  it('can name the zone', () => {
    expect(
      plain(formatTime(MORNING_UTC, 'en', 'America/New_York', { timeZoneName: 'short' })),
    ).toBe('12:00 AM EDT');
    expect(formatTime(MORNING_UTC, 'de', 'Asia/Kolkata', { timeZoneName: 'short' })).toBe(
      '09:30 GMT+5:30',
    );
  });
});

describe('ranges', () => {
  const start = '2025-03-10T03:30:00Z'; // 09:00 in Kolkata
  const end = '2025-03-10T05:00:00Z'; // 10:30 in Kolkata

  it('formatTimeRange writes the shared parts once', () => {
    expect(plain(formatTimeRange(start, end, 'en', 'Asia/Kolkata'))).toBe('9:00 – 10:30 AM');
    expect(formatTimeRange(start, end, 'de', 'Asia/Kolkata')).toBe('09:00–10:30 Uhr');
  });

  it('formatDateTimeRange on one day', () => {
    expect(plain(formatDateTimeRange(start, end, 'en', 'Asia/Kolkata'))).toBe(
      'Mon, Mar 10, 9:00 – 10:30 AM',
    );
    expect(formatDateTimeRange(start, end, 'de', 'Asia/Kolkata')).toBe(
      'Mo., 10. März, 09:00–10:30 Uhr',
    );
  });

  it('formatDateTimeRange over two days', () => {
    const overnightStart = '2025-03-10T10:30:00Z'; // 16:00 in Kolkata
    const overnightEnd = '2025-03-11T03:30:00Z'; // 09:00 the next day
    expect(plain(formatDateTimeRange(overnightStart, overnightEnd, 'en', 'Asia/Kolkata'))).toBe(
      'Mon, Mar 10, 4:00 PM – Tue, Mar 11, 9:00 AM',
    );
    expect(plain(formatDateTimeRange(overnightStart, overnightEnd, 'pl', 'Asia/Kolkata'))).toBe(
      'pon., 10 mar, 16:00 – wt., 11 mar, 09:00',
    );
  });

  it('writes a Japanese range in the style of its single times (not 9時00分～10時30分)', () => {
    expect(formatTime(start, 'ja', 'Asia/Kolkata')).toBe('9:00');
    expect(formatTimeRange(start, end, 'ja', 'Asia/Kolkata')).toBe('9:00～10:30');
    expect(formatDateTimeRange(start, end, 'ja', 'Asia/Kolkata')).toBe('3/10(月) 9:00～10:30');
    expect(formatTimeRange(start, end, 'ko', 'Asia/Kolkata')).toBe('AM 9:00~10:30');
  });

  it('rejects a range that ends before it starts', () => {
    expect(() => formatDateTimeRange(end, start, 'en', 'UTC')).toThrow(RangeError);
    expect(() => formatTimeRange(end, start, 'en', 'UTC')).toThrow(RangeError);
  });
});

describe('formatter cache', () => {
  it('builds each formatter once per locale, zone and options', () => {
    formatTime(MORNING_UTC, 'ko', 'Asia/Seoul');
    const afterFirst = formatterCacheSize();
    for (let i = 0; i < 50; i += 1) {
      formatTime(Date.parse(MORNING_UTC) + i * 60_000, 'ko', 'Asia/Seoul');
    }
    expect(formatterCacheSize()).toBe(afterFirst);
    formatTime(MORNING_UTC, 'ko', 'Asia/Tokyo');
    formatTime(MORNING_UTC, 'ja', 'Asia/Seoul');
    formatTime(MORNING_UTC, 'ja', 'Asia/Seoul', { timeZoneName: 'short' });
    expect(formatterCacheSize()).toBe(afterFirst + 3);
  });
});

describe('formatList', () => {
  it('joins items the way each language does', () => {
    expect(formatList(['A', 'B', 'C'], 'en')).toBe('A, B, and C');
    expect(formatList(['A', 'B', 'C'], 'de')).toBe('A, B und C');
    expect(formatList(['A', 'B', 'C'], 'ja')).toBe('A、B、C');
    expect(formatList(['A'], 'fr')).toBe('A');
    expect(formatList([], 'en')).toBe('');
  });
});
