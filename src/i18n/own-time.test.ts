import { describe, expect, it } from 'vitest';
import general from '../../locales/en/general.json';
import type { AnyTFunction } from './resources';
import { createSyncI18n } from './sync-i18n';
import { ownTime } from './own-time';

const i18n = createSyncI18n({ lng: 'en', resources: { en: { general } }, fallbackLng: false });
const tt: AnyTFunction = i18n.t.bind(i18n);

describe('ownTime (on-site: the candidate’s own time beside the office’s)', () => {
  const start = '2026-03-11T17:00:00Z'; // 9:00 AM in Los Angeles (PDT), 6:00 PM in Berlin
  const end = '2026-03-11T18:30:00Z';

  it('gives the range in the own zone with its label (the same on every screen)', () => {
    const own = ownTime(start, end, 'America/Los_Angeles', 'Europe/Berlin', 'en', tt);
    expect(own?.time).toMatch(/^6:00\s*–\s*7:30\sPM$/);
    expect(own?.zone).toBe('Berlin, Germany');
  });

  it('adds the date when it is another day in the own zone', () => {
    const own = ownTime(
      '2026-03-11T23:00:00Z',
      '2026-03-12T00:30:00Z',
      'America/Los_Angeles',
      'Asia/Tokyo',
      'en',
      tt,
    );
    expect(own?.time).toMatch(/^Thu, 8:00\s*–\s*9:30\sAM$/);
  });

  it('names both weekdays when the range crosses midnight there', () => {
    const own = ownTime(
      '2026-03-11T20:30:00Z', // 1:30 PM in Los Angeles, 9:30 PM in Berlin
      '2026-03-12T00:00:00Z',
      'America/Los_Angeles',
      'Europe/Berlin',
      'en',
      tt,
    );
    expect(own?.time).toMatch(/^Wed,? 9:30\sPM\s*–\s*Thu,? 1:00\sAM$/);
  });

  it('is null with no other zone, the same zone, or a zone on the same clock', () => {
    expect(ownTime(start, end, 'America/Los_Angeles', null, 'en', tt)).toBeNull();
    expect(ownTime(start, end, 'America/Los_Angeles', 'America/Los_Angeles', 'en', tt)).toBeNull();
    expect(ownTime(start, end, 'America/Los_Angeles', 'America/Vancouver', 'en', tt)).toBeNull();
  });
});
