import { type ActionDispatch, useEffect, useEffectEvent, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { HttpClient } from '../../../../api/http';
import { trackRequestAvailability } from '../../../../api/meet';
import {
  recordedActions,
  type TrackingAction,
  type TrackingState,
  toTrackingPayload,
  trackingStateAt,
} from '../../../../domain/tracking';
import type { FlowEvent } from '../../state';

export interface UseTrackingOptions {
  http: HttpClient;
  hash: string;
  /** The invitation link's token (`?token=`), sent with the tracking when present (spec 7). */
  token?: string | null | undefined;
  tracking: TrackingState;
  dispatch: ActionDispatch<[FlowEvent]>;
  clock: () => number;
}

/**
 * Tracking (spec section 4, search progress events): POST track-request-availability once for
 * every action the tracking state records (startSearch, firstSolution, …, submitted,
 * abandoned), with the state as it was at that action, even when one update records several
 * (a first socket message with a valid result records firstSolution and firstValidSolution),
 * one after the other so they arrive in order. Failures are ignored: tracking never disturbs
 * the candidate.
 *
 * Leaving the page: when the tab is hidden the reducer records "abandoned" (unless the
 * candidate submitted). The update is flushed at once, so its POST starts inside the
 * visibilitychange handler; it is a keep-alive request (`fetch(…, {keepalive: true})`) with a
 * CSRF token fetched beforehand (after the first tracked action), so it is still sent when the
 * tab is being closed. Coming back to the tab is reported too (the waiting screen refreshes the
 * intro then).
 */
export function useTracking({
  http,
  hash,
  token = null,
  tracking,
  dispatch,
  clock,
}: UseTrackingOptions) {
  const { currentAction, epoch } = tracking;
  const actionAt = currentAction === null ? null : epoch[currentAction];
  // A CSRF token kept for the "abandoned" POST: a tab that closes has no time for a refresh call.
  const leaveToken = useRef<string | null>(null);
  // The actions posted (or being posted), and the last post: the next one starts after it.
  const posted = useRef(new Set<TrackingAction>());
  const previousPost = useRef<Promise<void>>(Promise.resolve());
  const postOne = (state: TrackingState) => {
    const payload = toTrackingPayload(state, { hash, token });
    const leaving = state.currentAction === 'abandoned';
    const csrfToken = leaving ? leaveToken.current : null;
    if (csrfToken !== null) leaveToken.current = null;
    const send = () =>
      trackRequestAvailability(
        http,
        hash,
        payload,
        csrfToken === null ? {} : { keepalive: true, csrfToken },
      ).catch(() => {
        // Tracking never disturbs the candidate.
      });
    // Leaving the page: sent at once (the page may be gone before an earlier post answers).
    previousPost.current = leaving ? send() : previousPost.current.then(send);
  };
  const post = useEffectEvent(() => {
    for (const action of recordedActions(tracking)) {
      if (posted.current.has(action)) continue;
      posted.current.add(action);
      postOne(trackingStateAt(tracking, action));
    }
    if (leaveToken.current === null && currentAction !== 'abandoned') {
      http.getCsrfToken().then(
        (token) => {
          leaveToken.current = token;
        },
        () => undefined,
      );
    }
  });
  useEffect(() => {
    if (actionAt !== null) post();
  }, [currentAction, actionAt]);

  const onVisibility = useEffectEvent(() => {
    if (document.visibilityState === 'hidden') {
      flushSync(() => {
        dispatch({ type: 'pageHidden', at: clock() });
      });
    } else {
      dispatch({ type: 'pageShown' });
    }
  });
  useEffect(() => {
    const listener = () => {
      onVisibility();
    };
    document.addEventListener('visibilitychange', listener);
    return () => {
      document.removeEventListener('visibilitychange', listener);
    };
  }, []);
}
