/**
 * The portal's reads, through the shared data layer: the portal of the path's segments (its
 * wait, slow notice, Try again and link problems are useResource's; HTTP 404 is an invalid link
 * by the shared rule), then its message thread and the organisation's agent, which load after
 * the portal and fail on their own (the portal stays).
 */
import type { ActionDispatch } from 'react';
import { getAgentInfo } from '../../../api/chatbot';
import type { HttpClient } from '../../../api/http';
import { getCandidatePortal, getPortalMessages, type PortalSegments } from '../../../api/portal';
import { useResource } from '../../shared';
import type { MessagesView } from '../model';
import type { PortalEvent, PortalState } from '../state';

export interface PortalReadsOptions {
  readonly segments: PortalSegments;
  readonly http: HttpClient;
  readonly now: () => number;
  readonly slowAfterMs: number;
  readonly state: PortalState;
  readonly dispatch: ActionDispatch<[PortalEvent]>;
}

export function usePortalReads({
  segments,
  http,
  now,
  slowAfterMs,
  state,
  dispatch,
}: PortalReadsOptions) {
  const portal = useResource({
    key: JSON.stringify(segments),
    load: (signal) => getCandidatePortal(http, segments, { signal }),
    // The groups are made at the time the data came (read here, not in a render).
    onLoaded: (data) => {
      dispatch({ type: 'loaded', data, at: now() });
    },
    slowAfterMs,
  });

  const ids =
    state.kind === 'portal' ? { oid: state.data.organization.id, gid: state.data.guest.id } : null;
  const thread = useResource({
    key: ids === null ? null : JSON.stringify(ids),
    load: (signal) =>
      ids === null ? Promise.resolve([]) : getPortalMessages(http, ids, { signal }),
    onLoaded: (list) => {
      dispatch({ type: 'messagesLoaded', thread: list });
    },
  });
  const oid = ids?.oid ?? null;
  // No agent (or none read): the team's messages read "Recruiting team".
  const agent = useResource({
    key: oid,
    load: (signal) => (oid === null ? Promise.resolve(null) : getAgentInfo(http, oid, { signal })),
  });

  const threadStatus: MessagesView['status'] =
    thread.status === 'ready' ? 'loaded' : thread.status === 'loading' ? 'loading' : 'failed';
  return {
    portal,
    threadStatus,
    retryThread: thread.retry,
    agentName: agent.status === 'ready' ? (agent.data?.name ?? null) : null,
  };
}
