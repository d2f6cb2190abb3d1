/**
 * The chat panel's container (a lazy chunk, loaded when the candidate first opens the chat):
 * earlier messages and the assistant's name, each message streamed into its placeholder reply
 * (POST /candidate-chatbot/message with the whole history, spec 7), stop, try again, the draft
 * kept across closing and reloads, and the understood times (chips the candidate corrects),
 * shared only when the candidate asks (spec 5). Its state is one reducer (state.ts, with
 * share-state.ts); reads and writes go through the shared data layer (use-chat-reads,
 * use-chat-stream, use-chat-share).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '../../../api/http';
import { chatOpeningText } from '../../../domain/chat-messages';
import type { ChatButton } from '../../../domain/entities';
import { followBottom } from '../../../ui';
import type { ChatBooking, ChatContext, ReplyTurn } from '../model';
import { ChatPanel } from '../screens/ChatPanel';
import { allTurns, CHAT_MESSAGE_LIMIT, historyBefore, turnIds, userTurnOf } from '../state';
import { chatRequest } from './chat-request';
import { useChatShare } from './use-chat-share';
import { useTimeEditing } from './use-time-editing';
import { useChatReads } from './use-chat-reads';
import { type DraftStore, useChatState } from './use-chat-state';
import { useChatStream } from './use-chat-stream';

export interface ChatPanelContainerProps {
  context: ChatContext;
  http: HttpClient;
  booking: ChatBooking;
  open: boolean;
  onClose: () => void;
  /** The reply time limit's timer (default: the real clock; stories pass a fake one). */
  startTimer?: (fire: () => void, ms: number) => () => void;
  /** The clock (epoch ms). */
  now?: () => number;
  /** Where the draft is kept across reloads (default: the tab's session storage). */
  draftStore?: DraftStore;
}

export function ChatPanelContainer(props: ChatPanelContainerProps) {
  const { context, http, booking, open, onClose, startTimer } = props;
  const { t } = useTranslation(['chat']);
  const clock = props.now ?? Date.now;
  const { state, dispatch, saveDraft } = useChatState(context.hash, props.draftStore);
  const { history, retryHistory, agent } = useChatReads(http, context, dispatch);
  const stream = useChatStream(http, dispatch, startTimer);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const focusInput = () => {
    inputRef.current?.focus();
  };
  // The log element as state: when the panel's log is drawn anew (the page behind it changes from
  // the introduction to Pick days), the new element is scrolled to its end too.
  const [log, setLog] = useState<HTMLDivElement | null>(null);

  // Focus goes to the message box when the panel opens.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The newest turn stays in view as replies arrive.
  const turns = allTurns(state);
  const last = turns.at(-1);
  useLayoutEffect(() => {
    if (!open || !log) return;
    return followBottom(log);
  }, [log, last, last?.text, state.share?.status, open]);

  const openingText = chatOpeningText(context.initialMessage, t('chat:greeting'));
  const request = chatRequest(context, openingText, agent?.id ?? null);

  /** Sends typed text or a button; false when there is nothing to send or an answer streams. */
  const send = (text: string, action: string | null) => {
    if (state.streaming !== null) return false;
    if (text.trim() === '' && (action ?? '').trim() === '') return false;
    const { userId, replyId } = turnIds(state);
    const history = historyBefore(state, userId);
    dispatch({ type: 'send', text, action, userId, replyId, at: clock() });
    stream.start(replyId, request(text.trim(), action, history));
    return true;
  };
  const share = useChatShare(
    state,
    booking,
    dispatch,
    (button) => send(button.label, button.action),
    focusInput,
  );
  const editing = useTimeEditing(log, state.share, dispatch, context.timeZone, clock, focusInput);

  const tooLong = state.draft.length > CHAT_MESSAGE_LIMIT;

  return (
    <ChatPanel
      hidden={!open}
      agentName={agent?.name ?? null}
      organizationName={context.organizationName}
      openingText={openingText}
      history={history}
      turns={turns}
      earlierCount={state.earlier.length}
      streaming={state.streaming !== null}
      share={share.view}
      announcedId={state.announced}
      timeZone={context.timeZone}
      draft={state.draft}
      draftError={tooLong ? t('chat:composer.tooLong', { count: CHAT_MESSAGE_LIMIT }) : null}
      inputRef={inputRef}
      logRef={setLog}
      onDraftChange={saveDraft}
      onSend={() => {
        if (tooLong) return;
        if (send(state.draft, null)) saveDraft('');
      }}
      onStop={() => {
        if (state.streaming !== null) stream.stop(state.streaming);
        dispatch({ type: 'stop' });
      }}
      onAction={(button: ChatButton) => {
        // The answer's buttons go while the next reply streams: focus waits in the box.
        if (send(button.label, button.action)) focusInput();
      }}
      onRetry={(replyId) => {
        const reply = turns.find(
          (turn): turn is ReplyTurn => turn.kind === 'reply' && turn.id === replyId,
        );
        const user = reply && userTurnOf(state, reply);
        if (!reply || !user || state.streaming !== null) return;
        dispatch({ type: 'retry', replyId, at: clock() });
        focusInput();
        stream.start(replyId, request(user.text, user.action, historyBefore(state, user.id)));
      }}
      onRetryHistory={retryHistory}
      onShare={share.onShare}
      onPickTimes={() => {
        // The candidate picks on the page: on the Introduction the options are looked up first.
        if (booking.kind === 'notStarted') booking.start();
        onClose();
      }}
      onEditTime={editing.onEditTime}
      onSaveTime={editing.onSaveTime}
      onRemoveTime={editing.onRemoveTime}
      onClose={onClose}
    />
  );
}

export default ChatPanelContainer;
