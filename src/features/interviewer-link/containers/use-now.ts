import { useEffect, useState } from 'react';

/** How often the clock is read again while the page is open: ranges that began, a new day. */
export const CLOCK_EVERY_MS = 60_000;

/**
 * The clock as state (epoch ms): read once when the page opens, then every `everyMs` in an
 * effect, never during a render (issue 34: no side effects in render).
 */
export function useNow(now: () => number, everyMs = CLOCK_EVERY_MS): number {
  const [at, setAt] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => {
      setAt(now());
    }, everyMs);
    return () => {
      clearInterval(timer);
    };
  }, [now, everyMs]);
  return at;
}
