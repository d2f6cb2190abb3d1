/**
 * Sending a message to the team (spec 7: POST /message/messaging-from-portal) through the
 * shared useAction: one at a time (three quick taps send one), offline it waits and is sent
 * once back online. The message shows at once as "Sending…"; a failure puts the text back in
 * the box and says so there.
 */
import type { ActionDispatch } from 'react';
import type { HttpClient } from '../../../api/http';
import { sendPortalMessage } from '../../../api/portal';
import { useAction } from '../../shared';
import type { PortalEvent, PortalState } from '../state';

export function usePortalMessages(
  state: PortalState,
  dispatch: ActionDispatch<[PortalEvent]>,
  http: HttpClient,
  now: () => number,
) {
  const portal = state.kind === 'portal' ? state : null;
  const action = useAction({
    perform: ({ message }: { message: string }, { signal, idempotencyKey }) => {
      if (portal === null) return Promise.reject(new Error('No portal to send from'));
      return sendPortalMessage(
        http,
        { oid: portal.data.organization.id, gid: portal.data.guest.id, message },
        { signal, idempotencyKey },
      );
    },
    onDone: () => {
      dispatch({ type: 'sent' });
    },
    onFailed: () => {
      dispatch({ type: 'sendFailed' });
    },
  });

  const send = () => {
    if (portal === null) return;
    const { outgoing, draft } = portal.messages;
    if (outgoing !== null || draft.trim() === '') return;
    const at = now();
    dispatch({
      type: 'send',
      outgoing: { id: `local-${String(at)}`, body: draft, createdAt: new Date(at).toISOString() },
    });
    void action.run({ message: draft });
  };

  return { send, sendFailed: action.view.status === 'failed' };
}
