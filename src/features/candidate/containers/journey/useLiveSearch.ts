import {
  type ActionDispatch,
  type RefObject,
  startTransition,
  useEffect,
  useEffectEvent,
} from 'react';
import type { HttpClient } from '../../../../api/http';
import type { WebSocketConstructor } from '../../../../api/live-results-socket';
import { SOCKET_IDLE_LIMIT_MS } from '../../../../api/contract';
import { searchAvailability } from '../../../../api/meet';
import type { FlowEvent } from '../../state';
import { describeFailure } from '../failures';
import { isOnline, useResource } from '../../../shared';
import { readListBoundary } from '../../screens/pick-days/list-boundary';
import { createBatchPacer, type FrameScheduler } from './batch-pacer';

export interface UseLiveSearchOptions {
  http: HttpClient;
  hash: string;
  /** The reducer's `session.search.generation`: one search per value; 0 runs none. */
  generation: number;
  browserTimeZone: string;
  WebSocketImpl?: WebSocketConstructor | undefined;
  socketBaseUrl?: string | undefined;
  /** A socket silent this long (ms) counts as interrupted (SOCKET_IDLE_LIMIT_MS by default). */
  socketIdleMs?: number | undefined;
  dispatch: ActionDispatch<[FlowEvent]>;
  clock: () => number;
  /** When batches are applied (the browser's frames by default). */
  frames?: FrameScheduler | undefined;
  /** Ask for staff debug data (`debug=true`; the server answers it to staff only). */
  debug?: boolean;
  /**
   * The page the journey renders into: each batch says where the candidate is in the open
   * day's list (ListBoundary), so a new row never lands above the rows they read.
   */
  pageRef?: RefObject<HTMLElement | null>;
}

/**
 * The live search: GET search, then the results socket (its client loaded on first use), once
 * per `generation`. Batches go to the reducer as they come (malformed frames are skipped by the
 * socket client); the end, a close and a failed call are reported as events. A socket silent for
 * `socketIdleMs` is given up and reported as an unexpected close ("connection interrupted",
 * results kept, Try again). A new generation, or the journey going away, aborts the call
 * (the shared useResource) and closes the socket.
 */
export function useLiveSearch({
  http,
  hash,
  generation,
  browserTimeZone,
  WebSocketImpl,
  socketBaseUrl,
  socketIdleMs = SOCKET_IDLE_LIMIT_MS,
  dispatch,
  clock,
  frames,
  debug = false,
  pageRef,
}: UseLiveSearchOptions) {
  // The search call, through the shared read: one per generation, aborted by the next one or
  // when the journey goes away. Its outcome is the reducer's (searchReady, or searchFailed with
  // the link problem or the message; the slow notice is the journey's).
  const failed = (err: unknown) => {
    const failure = describeFailure(err, isOnline());
    if (failure.aborted) return;
    const { problem, notice: error } = failure;
    dispatch({ type: 'searchFailed', problem, error, at: clock() });
  };
  const search = useResource({
    key: generation === 0 ? null : `${hash}:${String(generation)}`,
    load: (signal) =>
      searchAvailability(http, hash, { browserTimezone: browserTimeZone, debug, signal }),
    onLoaded: (metadata) => {
      dispatch({ type: 'searchReady', metadata, at: clock() });
    },
    failure: (err) => {
      failed(err);
      return null;
    },
  });
  const metadata = search.status === 'ready' ? search.data : null;
  // The socket client's chunk that does not load fails the search like the call would.
  const socketFailed = useEffectEvent(failed);

  // The results socket of the search that answered, closed when a new search starts.
  useEffect(() => {
    if (metadata === null) return undefined;
    let stopped = false;
    let connection: { close(): void } | null = null;
    /** Whether a socket message has arrived (see onBatch). */
    let heard = false;
    // Results are not urgent: they are applied at most once a frame, as a transition (React
    // renders them in slices and lets a tap on a slot go first). The end of the stream and a
    // close come after the last results and in the same lane, so they are never seen before them.
    const inTransition = (event: FlowEvent) => {
      startTransition(() => {
        dispatch(event);
      });
    };
    const pacer = createBatchPacer(
      (results, at) => {
        // Read when the batch is applied (see FlowEvent resultsBatch), not now.
        const boundary = () => readListBoundary(pageRef?.current ?? null);
        inTransition({ type: 'resultsBatch', results, at, boundary });
      },
      clock,
      frames,
    );
    import('../../../../api/live-results-socket').then(
      ({ connectLiveResults }) => {
        if (stopped) return;
        connection = connectLiveResults({
          metadata,
          idleMs: socketIdleMs,
          ...(WebSocketImpl ? { WebSocketImpl } : {}),
          ...(socketBaseUrl === undefined ? {} : { baseUrl: socketBaseUrl }),
          onBatch: (results) => {
            // The first socket message reaches the reducer even when it holds no results: it is
            // the search's firstSolution (spec 4), which the tracking records.
            if (!heard && results.length === 0) {
              inTransition({ type: 'resultsBatch', results, at: clock() });
            } else {
              pacer.add(results);
            }
            heard = true;
          },
          onDone: () => {
            pacer.flush();
            inTransition({ type: 'searchDone', at: clock() });
          },
          onClose: (info) => {
            pacer.flush();
            const reason = info.reason || `code ${String(info.code)}`;
            inTransition({ type: 'socketClosed', expected: info.expected, reason, at: clock() });
          },
        });
      },
      (err: unknown) => {
        if (!stopped) socketFailed(err);
      },
    );
    return () => {
      stopped = true;
      pacer.cancel();
      connection?.close();
    };
  }, [metadata, WebSocketImpl, socketBaseUrl, socketIdleMs, dispatch, clock, frames, pageRef]);
}
