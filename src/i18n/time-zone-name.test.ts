import { describe, expect, it } from 'vitest';
import { timeZoneName } from './time-zone-name';

describe('timeZoneName', () => {
  it('gives the generic name in the app language', () => {
    expect(timeZoneName('America/Los_Angeles', 'en')).toBe('Pacific Time');
    expect(timeZoneName('Europe/Berlin', 'de')).toBe('Mitteleuropäische Zeit');
    expect(timeZoneName('Asia/Kolkata', 'ja')).toBe('インド標準時');
  });

  it('maps app codes to Intl locales (se is Swedish)', () => {
    expect(timeZoneName('Europe/Berlin', 'se')).toBe('centraleuropeisk tid');
  });

  it('shows the id of a zone Intl does not know instead of failing', () => {
    expect(timeZoneName('Mars/Olympus_Mons', 'en')).toBe('Mars/Olympus_Mons');
  });
});
