import { useEffect, useRef, useState } from 'react';
import { announceDelay } from '../../../../domain/announcements';
import type { SearchAnnouncement, SearchProgress } from '../../model';

/**
 * What Pick days' live region says about the search: nothing when the screen opens; "N new
 * options found" when the number waiting behind "Show N new options" changes, at most once
 * every 10 s (the newest count wins); "Search finished: N options" once, when a running search
 * ends. `clock` gives epoch ms (the journey's clock).
 */
export function useSearchAnnouncement(
  search: SearchProgress,
  pending: number,
  found: number,
  clock: () => number,
): SearchAnnouncement {
  const [said, setSaid] = useState<SearchAnnouncement>(null);
  const lastAt = useRef<number | null>(null);
  const previousPending = useRef(pending);
  const previousSearch = useRef(search);

  useEffect(() => {
    const wasSearching = previousSearch.current === 'searching';
    previousSearch.current = search;
    if (wasSearching && search === 'done') {
      lastAt.current = clock();
      setSaid({ kind: 'finished', count: found });
    }
  }, [search, found, clock]);

  useEffect(() => {
    // The count the screen opens with is on screen already: only a change is news.
    if (pending === previousPending.current) return undefined;
    previousPending.current = pending;
    if (pending === 0) return undefined;
    const timer = setTimeout(
      () => {
        lastAt.current = clock();
        setSaid({ kind: 'newResults', count: pending });
      },
      announceDelay(lastAt.current, clock()),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [pending, clock]);

  return said;
}
