import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `retry` each time the browser comes back online (the window's `online` event): what
 * failed while the device was offline is tried again without a click. `retry` decides what
 * that is from the latest state (it may do nothing).
 */
export function useRetryWhenOnline(retry: () => void) {
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
