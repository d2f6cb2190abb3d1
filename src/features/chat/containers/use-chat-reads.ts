/**
 * What the panel reads (spec 7), through the shared useResource: the earlier messages of this
 * conversation (GET /message; failed → "couldn't be loaded" with Try again) and the assistant's
 * name (agent info; without it the panel says "Scheduling assistant").
 */
import type { ActionDispatch } from 'react';
import { getAgentInfo, getChatMessages } from '../../../api/chatbot';
import type { HttpClient } from '../../../api/http';
import { useResource } from '../../shared';
import type { ChatContext } from '../model';
import type { ChatEvent } from '../state';

export interface ChatReads {
  history: 'loading' | 'loaded' | 'failed';
  retryHistory: () => void;
  agent: { id: string; name: string } | null;
}

export function useChatReads(
  http: HttpClient,
  context: ChatContext,
  dispatch: ActionDispatch<[ChatEvent]>,
): ChatReads {
  const { organizationId, hash, guestId, jobId, applicationId } = context;
  const query = { organizationId, hash, guestId, jobId, applicationId };
  const history = useResource({
    key: JSON.stringify(query),
    load: (signal) => getChatMessages(http, query, { signal }),
    onLoaded: (messages) => {
      dispatch({ type: 'historyLoaded', messages });
    },
  });
  const agent = useResource({
    key: organizationId,
    load: (signal) => getAgentInfo(http, organizationId, { signal }),
  });
  return {
    // A link problem of this call is not the page's: the earlier messages failed, that is all.
    history:
      history.status === 'ready' ? 'loaded' : history.status === 'loading' ? 'loading' : 'failed',
    retryHistory: history.retry,
    agent:
      agent.status === 'ready' && agent.data !== null
        ? { id: agent.data.id, name: agent.data.name }
        : null,
  };
}
