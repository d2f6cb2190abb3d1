import { describe, expect, it } from 'vitest';
import { ANNOUNCE_INTERVAL_MS, announceDelay } from './announcements';

describe('announceDelay', () => {
  it('speaks at once when nothing was said yet', () => {
    expect(announceDelay(null, 5_000)).toBe(0);
  });

  it('waits out the rest of the interval after a message', () => {
    expect(ANNOUNCE_INTERVAL_MS).toBe(10_000);
    expect(announceDelay(1_000, 4_000)).toBe(7_000);
    expect(announceDelay(1_000, 11_000)).toBe(0);
    expect(announceDelay(1_000, 60_000)).toBe(0);
  });

  it('takes another interval when given one', () => {
    expect(announceDelay(0, 100, 500)).toBe(400);
  });
});
