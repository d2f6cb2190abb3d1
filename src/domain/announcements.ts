/**
 * How often a screen may speak through a polite live region. Live results can change a count
 * many times a second; a screen reader that reads every change drowns what the candidate is
 * doing (WCAG 4.1.3 asks for status messages, not a stream of them).
 */

/** At most one progress message per this many milliseconds. */
export const ANNOUNCE_INTERVAL_MS = 10_000;

/**
 * Milliseconds to wait before a progress message may be spoken, given when the last one was
 * (`lastAt`, epoch ms; null when none was) and now: 0 when the interval has passed, else the
 * rest of it. A newer message replaces a waiting one, so at most one is spoken per interval
 * and it is the newest.
 */
export function announceDelay(
  lastAt: number | null,
  now: number,
  interval: number = ANNOUNCE_INTERVAL_MS,
): number {
  if (lastAt === null) return 0;
  return Math.max(0, lastAt + interval - now);
}
