import { type ActionDispatch, useEffect, useEffectEvent, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { HttpClient } from '../../../../api/http';
import { trackRequestAvailability } from '../../../../api/meet';
import { type TrackingState, toTrackingPayload } from '../../../../domain/tracking';
import type { FlowEvent } from '../../state';

export interface UseTrackingOptions {
  http: HttpClient;
  hash: string;
  tracking: TrackingState;
  dispatch: ActionDispatch<[FlowEvent]>;
  clock: () => number;
}

/**
 * Tracking (spec section 4, search progress events): POST track-request-availability whenever
 * the tracking state records a new action (startSearch, firstSolution, …, submitted,
 * abandoned). Failures are ignored: tracking never disturbs the candidate.
 *
 * Leaving the page: when the tab is hidden the reducer records "abandoned" (unless the
 * candidate submitted). The update is flushed at once, so its POST starts inside the
 * visibilitychange handler; it is a keep-alive request (`fetch(…, {keepalive: true})`) with a
 * CSRF token fetched beforehand (after the first tracked action), so it is still sent when the
 * tab is being closed. Coming back to the tab is reported too (the waiting screen refreshes the
 * intro then).
 */
export function useTracking({ http, hash, tracking, dispatch, clock }: UseTrackingOptions) {
  const { currentAction, epoch } = tracking;
  const actionAt = currentAction === null ? null : epoch[currentAction];
  // A CSRF token kept for the "abandoned" POST: a tab that closes has no time for a refresh call.
  const leaveToken = useRef<string | null>(null);
  const post = useEffectEvent(() => {
    const payload = toTrackingPayload(tracking, { hash });
    const csrfToken = currentAction === 'abandoned' ? leaveToken.current : null;
    if (csrfToken !== null) leaveToken.current = null;
    const options = csrfToken === null ? {} : { keepalive: true, csrfToken };
    trackRequestAvailability(http, hash, payload, options).catch(() => {
      // Tracking never disturbs the candidate.
    });
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
