import { describe, expect, it } from 'vitest';
import { ZONE_PENDING_ATTRIBUTE, zoneFrame } from './zone-frame';

const P = ZONE_PENDING_ATTRIBUTE;

describe('zoneFrame: the page drawn at once, what depends on the zone held back', () => {
  it('keeps what reads the same in both zones and holds back each text that differs, in place', () => {
    const a = '<main><h1>Your interviews</h1><p>Tue, Mar 10</p><p>9:45 AM</p></main>';
    const b = '<main><h1>Your interviews</h1><p>Wed, Mar 11</p><p>11:45 AM</p></main>';
    expect(zoneFrame(a, b)).toBe(
      `<main><h1>Your interviews</h1><p><span ${P}="">Tue, Mar 10</span></p><p><span ${P}="">9:45 AM</span></p></main>`,
    );
  });

  it('gives the same page back when nothing differs', () => {
    const a = '<div class="x"><button type="button">Schedule now</button></div>';
    expect(zoneFrame(a, a)).toBe(a);
  });

  it('marks an element whose attributes differ and empties the words it would say', () => {
    const a = '<button type="button" aria-label="Tue 9:45 AM" class="k1" disabled="">x</button>';
    const b = '<button type="button" aria-label="Wed 11:45 AM" class="k1">x</button>';
    expect(zoneFrame(a, b)).toBe(
      `<button type="button" aria-label="" class="k1" disabled="" ${P}="">x</button>`,
    );
  });

  it('empties a differing text where only text may stand (an option of a list)', () => {
    const a = '<select><option value="a">Europe/Paris (10:00)</option></select>';
    const b = '<select><option value="a">Europe/Paris (12:00)</option></select>';
    expect(zoneFrame(a, b)).toBe('<select><option value="a"></option></select>');
  });

  it('gives no frame when the shape depends on the zone', () => {
    expect(zoneFrame('<ul><li>a</li></ul>', '<ul><li>a</li><li>b</li></ul>')).toBeNull();
    expect(zoneFrame('<p>a</p>', '<div>a</div>')).toBeNull();
    expect(zoneFrame('<p>a</p>', '<p><b>a</b></p>')).toBeNull();
  });

  it('reads void elements without losing its place (an input, then text)', () => {
    const a = '<label>From<input value="09:00"/></label><span>9 AM</span>';
    const b = '<label>From<input value="11:00"/></label><span>11 AM</span>';
    expect(zoneFrame(a, b)).toBe(
      `<label>From<input value="" ${P}=""/></label><span><span ${P}="">9 AM</span></span>`,
    );
  });
});
