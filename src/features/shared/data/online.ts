import { useEffect, useEffectEvent } from 'react';

/** Whether the browser says it is online (true where it cannot say: a server render). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/**
 * Calls `retry` each time the browser comes back online (the window's `online` event): what
 * failed while the device was offline is tried again without a click. `retry` decides what
 * that is from the latest state (it may do nothing). The one listener every feature uses.
 */
export function useRetryWhenOnline(retry: () => void): void {
  const onOnline = useEffectEvent(retry);
  useEffect(() => {
    const listener = () => {
      onOnline();
    };
    window.addEventListener('online', listener);
    return () => {
      window.removeEventListener('online', listener);
    };
  }, []);
}
