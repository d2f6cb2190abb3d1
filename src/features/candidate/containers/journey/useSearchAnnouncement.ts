import { useEffect, useRef, useState } from 'react';
import { announceDelay } from '../../../../domain/announcements';
import type { SearchAnnouncement, SearchProgress } from '../../model';

/**
 * What Pick days' live region says about the search: nothing when the screen opens; while the
 * search runs, "N new options found" when options came in since the screen opened or since the
 * last such message, at most once every 10 s (the newest count wins: N counts every option
 * since the last message); "Search complete: N options" once, when a running search ends (a
 * pending "new options" message is then dropped: the total says it). `clock` gives epoch ms.
 */
export function useSearchAnnouncement(
  search: SearchProgress,
  found: number,
  clock: () => number,
): SearchAnnouncement {
  const [said, setSaid] = useState<SearchAnnouncement>(null);
  const lastAt = useRef<number | null>(null);
  // The count the screen opened with, then the one each message spoke: only growth is news.
  const spokenFound = useRef(found);
  const previousSearch = useRef(search);

  useEffect(() => {
    const wasSearching = previousSearch.current === 'searching';
    previousSearch.current = search;
    if (wasSearching && search === 'done') {
      lastAt.current = clock();
      spokenFound.current = found;
      setSaid({ kind: 'finished', count: found });
    }
  }, [search, found, clock]);

  useEffect(() => {
    if (search !== 'searching') return undefined;
    if (found <= spokenFound.current) return undefined;
    const timer = setTimeout(
      () => {
        lastAt.current = clock();
        const count = found - spokenFound.current;
        spokenFound.current = found;
        setSaid({ kind: 'newResults', count });
      },
      announceDelay(lastAt.current, clock()),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [search, found, clock]);

  return said;
}
