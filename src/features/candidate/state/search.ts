/** Events of the search and its live results, the same on every screen with a session. */
import { ingestBatch, regroup, validCount } from '../../../domain/results';
import { buildUserMap } from '../../../domain/debug';
import { recordResults, withTrackingContext } from '../../../domain/tracking';
import type { SearchState, FlowState, SessionState, FlowEvent } from './types';
import { NOTHING_HELD } from './types';
import { track, withSession, linkProblem, requestSearch } from './core';
import { settleGroup, holdAbove, boundaryOf } from './groups';
import { afterRefreshedIntro } from './intro';

/** Events of the search and its results: the same on every screen with a session. */
export function searchReducer(state: SessionState, event: FlowEvent): FlowState | null {
  const { session } = state;
  const { search } = session;
  switch (event.type) {
    case 'searchReady': {
      // A new search lists its own results in debug mode (a retry sends them again).
      const { debugInfo } = event.metadata;
      const debug =
        debugInfo === null ? null : { userMap: buildUserMap(debugInfo), batches: [], received: 0 };
      return {
        ...withSession(state, {
          ...session,
          search: { ...search, phase: 'streaming' },
          debug,
        }),
        tracking: withTrackingContext(state.tracking, {
          correlationId: event.metadata.correlationId,
          sessionId: event.metadata.sessionId,
        }),
      };
    }

    case 'searchFailed': {
      const { generation } = search;
      // The link cannot be used (401, window expired, canceled): its screen at once, from any
      // screen, the introduction included; nothing to retry.
      if (event.problem !== null) return linkProblem(state, event.problem);
      const failed: SearchState = { phase: 'failed', generation, error: event.error };
      return withSession(state, { ...session, search: failed });
    }

    case 'resultsBatch': {
      const { index } = ingestBatch(session.results, event.results);
      const counts = { all: index.counts.all, valid: index.counts.valid };
      const tracking = recordResults(state.tracking, counts, event.at);
      // Results go where they belong at once (other days, rows below those on screen, every
      // pick); a new row that would push a row the candidate reads waits at the list's end.
      const held =
        state.stage === 'picking'
          ? holdAbove(session, index, event.results, boundaryOf(event.boundary))
          : session.held;
      const debug =
        session.debug === null || event.results.length === 0
          ? session.debug
          : {
              ...session.debug,
              batches: [...session.debug.batches, event.results],
              received: session.debug.received + event.results.length,
            };
      const next = settleGroup({ ...session, results: index, debug, held });
      return { ...withSession(state, next), tracking };
    }

    case 'searchDone': {
      // The end can be the socket's first message (a search with nothing to send): it is then
      // the firstSolution too (spec 4: "first socket message"; recorded once).
      const done = withSession(state, { ...session, search: { ...search, phase: 'done' } });
      const next =
        state.tracking.epoch.firstSolution === undefined
          ? track(done, { type: 'firstSolution' }, event.at)
          : done;
      return validCount(session.results) === 0
        ? track(next, { type: 'noResults' }, event.at)
        : next;
    }

    case 'socketClosed': {
      if (event.expected || (search.phase !== 'streaming' && search.phase !== 'starting')) {
        return state;
      }
      const disconnected: SearchState = { phase: 'disconnected', generation: search.generation };
      const next = withSession(state, { ...session, search: disconnected });
      return track(next, { type: 'socketDisconnected', reason: event.reason }, event.at);
    }

    case 'retrySearch':
      return requestSearch(state, event.at);

    case 'setTimeZone': {
      if (event.zone === session.timeZone) return state;
      // The day of the active group is kept when it still exists in the new zone.
      const results = regroup(session.results, event.zone);
      return withSession(
        state,
        settleGroup({ ...session, timeZone: event.zone, results, held: NOTHING_HELD }),
      );
    }

    case 'introLoaded':
      return afterRefreshedIntro(state, event.intro);

    default:
      return null;
  }
}
