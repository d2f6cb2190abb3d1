import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyTFunction } from './resources';
import {
  warmZoneLabels,
  zoneKeywords,
  zoneLabel,
  zoneLongName,
  zoneOffset,
  zoneOffsetAt,
} from './zone-label';

const ZONES = Intl.supportedValuesOf('timeZone').slice(0, 120);
const AT = Date.UTC(2026, 2, 4, 12);
/** A `t` that only shows what it was given: the label's pattern is not what is tested here. */
const t = ((key: string, values: Record<string, string>) =>
  `${key} ${JSON.stringify(values)}`) as unknown as AnyTFunction;

afterEach(() => {
  vi.useRealTimers();
});

describe('warmZoneLabels', () => {
  it('works labels and search names out a slice at a time, in many short tasks, then they are cached', () => {
    vi.useFakeTimers();
    // Each look at the clock is 1 ms later: a slice (8 ms) holds a few zones, not all of them.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    warmZoneLabels(ZONES, 'sw', AT);
    let tasks = 0;
    while (vi.getTimerCount() > 0) {
      vi.runOnlyPendingTimers();
      tasks += 1;
    }
    expect(tasks).toBeGreaterThan(10);
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const names = vi.spyOn(Intl, 'DisplayNames');
    for (const zone of ZONES) {
      zoneLabel(t, zone, 'sw');
      zoneKeywords(zone, 'sw');
      zoneOffset(zone, 'sw', AT);
      zoneOffsetAt(zone, AT);
    }
    expect(made).not.toHaveBeenCalled();
    expect(names).not.toHaveBeenCalled();
  });

  it('does nothing once stopped', () => {
    vi.useFakeTimers();
    const stop = warmZoneLabels(ZONES, 'ko', AT);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    zoneLongName(ZONES[5] ?? 'UTC', 'ko');
    expect(made).toHaveBeenCalled();
  });
});
