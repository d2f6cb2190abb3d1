import { type ActionDispatch, useEffect, useRef } from 'react';
import { getIntro } from '../../../../api/meet';
import type { HttpClient } from '../../../../api/http';
import type { FlowEvent } from '../../state';
import type { FirstIntro } from '../bootstrap';
import { introOutcomeEvent } from '../journey-start';
import { isOnline, useResource } from '../../../shared';

export interface UseIntroOptions {
  http: HttpClient;
  hash: string;
  /** CandidateFlow's request, which is intro request 1. */
  firstIntro: FirstIntro;
  /** When "Get started" was clicked on CandidateFlow's Introduction; null if it was not. */
  startedAt: number | null;
  /** The reducer's `introRequest`: one fetch per value after the first. */
  introRequest: number;
  dispatch: ActionDispatch<[FlowEvent]>;
  clock: () => number;
}

/**
 * The intro requests of the journey. The first is CandidateFlow's, applied when it answers (at
 * once, by journeyInitialState, when it had answered before the journey loaded); every later
 * value of `introRequest` (a retry after a failure, a refresh on coming back to the waiting
 * screen) makes one GET intro, aborted when the journey goes away.
 */
export function useIntro({
  http,
  hash,
  firstIntro,
  startedAt,
  introRequest,
  dispatch,
  clock,
}: UseIntroOptions) {
  const firstApplied = useRef(firstIntro.state !== 'pending');
  useEffect(() => {
    if (firstApplied.current || firstIntro.state === 'pending') return;
    firstApplied.current = true;
    const event = introOutcomeEvent(firstIntro);
    if (event !== null) dispatch(event);
  }, [firstIntro, dispatch]);

  // A click on the first paint's "Get started" that came after the journey's initial state was
  // made (the journey was already rendering) is applied here, once, after the intro above.
  const startApplied = useRef(startedAt !== null);
  useEffect(() => {
    if (startApplied.current || startedAt === null) return;
    startApplied.current = true;
    dispatch({ type: 'getStarted', at: startedAt });
  }, [startedAt, dispatch]);

  // Every later request through the shared read (one call per request, aborted when the
  // journey goes away); its outcome is the reducer's, which shows the wait, the failure or the
  // link problem (the slow notice is the journey's, at the same SLOW_NOTICE_MS).
  useResource({
    key: introRequest > 1 ? `${hash}:${String(introRequest)}` : null,
    load: (signal) => getIntro(http, hash, { signal }),
    onLoaded: (intro) => {
      dispatch({ type: 'introLoaded', intro, at: clock() });
    },
    failure: (error) => {
      const event = introOutcomeEvent({ state: 'failed', error, online: isOnline() });
      if (event !== null) dispatch(event);
      return null;
    },
  });
}
