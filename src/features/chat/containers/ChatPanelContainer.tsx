/**
 * The chat panel's container (a lazy chunk, loaded when the candidate first opens the chat):
 * earlier messages and the assistant's name, each message streamed into its placeholder reply
 * (POST /candidate-chatbot/message with the whole history, spec 7), stop, try again, the draft
 * kept across closing and reloads, and the offer of an option inside the understood times
 * (spec 5), booked only when the candidate confirms it.
 */
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAgentInfo, getChatMessages } from '../../../api/chatbot';
import { streamChatbotMessage } from '../../../api/chat-stream';
import type { ChatbotMessageRequest } from '../../../api/contract';
import { ChatStreamError } from '../../../api/chat-stream-error';
import type { HttpClient } from '../../../api/http';
import { chatOpeningText, type ChatHistoryEntry } from '../../../domain/chat-messages';
import { chatbotAvailableRanges, chooseChatbotOption } from '../../../domain/chatbot-slot';
import type { ChatButton, SelectedTimeRange } from '../../../domain/entities';
import { followBottom } from '../../../ui';
import type { ChatBooking, ChatContext, OfferView, ReplyFailure, ReplyTurn } from '../model';
import { ChatPanel } from '../screens/ChatPanel';
import {
  allTurns,
  CHAT_MESSAGE_LIMIT,
  chatReducer,
  historyBefore,
  INITIAL_CHAT_STATE,
  userTurnOf,
} from '../state';

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
  draftStore?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

const draftKey = (hash: string) => `cm.chat.draft.${hash}`;

function sessionStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function failureOf(error: unknown): ReplyFailure {
  if (error instanceof ChatStreamError) {
    if (error.reason === 'timeout') return { reason: 'timeout' };
    if (error.reason === 'http') return { reason: 'http', status: error.httpStatus };
  }
  return { reason: 'network' };
}

/** The ranges an option is chosen in: the chatbot's available ranges, else what it understood. */
function offerRanges(reply: ReplyTurn): readonly SelectedTimeRange[] {
  return reply.ranges.length > 0 ? reply.ranges : reply.understood;
}

export function ChatPanelContainer(props: ChatPanelContainerProps) {
  const { context, http, booking, open, onClose, startTimer } = props;
  const { t } = useTranslation(['chat']);
  const [clock] = useState(() => props.now ?? Date.now);
  const [store] = useState(() =>
    props.draftStore === undefined ? sessionStore() : props.draftStore,
  );
  const [state, dispatch] = useReducer(chatReducer, INITIAL_CHAT_STATE);
  const [draft, setDraft] = useState(() => {
    try {
      return store?.getItem(draftKey(context.hash)) ?? '';
    } catch {
      return '';
    }
  });
  const [agent, setAgent] = useState<{ id: string; name: string } | null>(null);
  const [historyAttempt, setHistoryAttempt] = useState(0);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // The log element as state: when the panel's log is drawn anew (the page behind it changes from
  // the introduction to Pick days), the new element is scrolled to its end too.
  const [log, setLog] = useState<HTMLDivElement | null>(null);
  const streamAbort = useRef<AbortController | null>(null);
  const ids = useRef(0);
  const nextId = (kind: string) => {
    ids.current += 1;
    return `${kind}-${String(clock())}-${String(ids.current)}`;
  };

  // Earlier messages of this conversation (GET /message), again on Try again.
  const { organizationId, hash, guestId, jobId, applicationId } = context;
  useEffect(() => {
    const controller = new AbortController();
    getChatMessages(
      http,
      { organizationId, hash, guestId, jobId, applicationId },
      { signal: controller.signal },
    ).then(
      (messages) => {
        dispatch({ type: 'historyLoaded', messages });
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'historyFailed' });
      },
    );
    return () => {
      controller.abort();
    };
  }, [http, organizationId, hash, guestId, jobId, applicationId, historyAttempt]);

  // The assistant's name (agent info); without it the panel says "Scheduling assistant".
  useEffect(() => {
    const controller = new AbortController();
    getAgentInfo(http, organizationId, { signal: controller.signal }).then(
      (info) => {
        setAgent(info === null ? null : { id: info.id, name: info.name });
      },
      () => undefined,
    );
    return () => {
      controller.abort();
    };
  }, [http, organizationId]);

  // A stream still running when the panel goes away is stopped.
  useEffect(
    () => () => {
      streamAbort.current?.abort();
    },
    [],
  );

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
  }, [log, last, last?.text, state.offer, open]);

  const openingText = chatOpeningText(context.initialMessage, t('chat:greeting'));

  const request = (
    message: string,
    action: string | null,
    history: ChatHistoryEntry[],
  ): ChatbotMessageRequest => ({
    message,
    initialBotMessage: openingText,
    history,
    hash: context.hash,
    organizationId: context.organizationId,
    agentId: agent?.id ?? null,
    action,
    timeZone: context.timeZone,
    duration: context.duration,
    totalDuration: context.totalDuration,
    canGuestReschedule: context.canGuestReschedule,
    isReschedule: context.isReschedule,
    status: context.status,
    guestId: context.guestId,
    jobId: context.jobId,
    applicationId: context.applicationId,
  });

  const stream = (replyId: string, payload: ChatbotMessageRequest) => {
    const controller = new AbortController();
    streamAbort.current = controller;
    streamChatbotMessage(http, payload, {
      signal: controller.signal,
      ...(startTimer ? { startTimer } : {}),
      onEvent: (event) => {
        dispatch({ type: 'streamEvent', replyId, event });
      },
    }).then(
      () => {
        dispatch({ type: 'streamDone', replyId });
      },
      (error: unknown) => {
        // Stopped by the candidate: the reducer already knows.
        if (controller.signal.aborted) return;
        dispatch({ type: 'streamFailed', replyId, failure: failureOf(error) });
      },
    );
  };

  const send = (text: string, action: string | null) => {
    if (state.streaming !== null) return false;
    if (text.trim() === '' && (action ?? '').trim() === '') return false;
    const userId = nextId('you');
    const replyId = nextId('reply');
    const history = historyBefore(state, userId);
    dispatch({ type: 'send', text, action, userId, replyId, at: clock() });
    stream(replyId, request(text.trim(), action, history));
    return true;
  };

  const saveDraft = (text: string) => {
    setDraft(text);
    try {
      if (text === '') store?.removeItem(draftKey(context.hash));
      else store?.setItem(draftKey(context.hash), text);
    } catch {
      // Storage full or refused: the draft stays in the box.
    }
  };

  const tooLong = draft.length > CHAT_MESSAGE_LIMIT;

  // The offer under the latest reply with times (spec 5): the earliest option inside them.
  const offerReply = turns.find(
    (turn): turn is ReplyTurn => turn.kind === 'reply' && turn.id === state.offer?.replyId,
  );
  const version = booking.kind === 'options' ? booking.version : -1;
  const found = useMemo(
    () =>
      booking.kind === 'options' && offerReply !== undefined
        ? chooseChatbotOption(booking.options(), offerRanges(offerReply))
        : null,
    // `version` stands for the results `options()` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [offerReply, version, booking.kind],
  );
  let offer: OfferView | null = null;
  const current = state.offer;
  if (current !== null) {
    if (current.status === 'declined') offer = { kind: 'declined' };
    else if (current.option !== null) {
      offer = {
        kind: 'option',
        offer: { ...current, option: current.option },
        purpose: current.purpose ?? (booking.kind === 'options' ? booking.purpose : 'confirm'),
      };
    } else if (booking.kind === 'closed') offer = { kind: 'closed' };
    else if (booking.kind === 'link') offer = { kind: 'link', href: booking.href };
    else if (booking.kind === 'notStarted') offer = { kind: 'notStarted' };
    else if (found !== null) {
      offer = { kind: 'option', offer: { ...current, option: found }, purpose: booking.purpose };
    } else offer = booking.searching ? { kind: 'searching' } : { kind: 'none' };
  }

  return (
    <ChatPanel
      hidden={!open}
      agentName={agent?.name ?? null}
      organizationName={context.organizationName}
      openingText={openingText}
      history={state.history}
      turns={turns}
      earlierCount={state.earlier.length}
      streaming={state.streaming !== null}
      offer={offer}
      offerReplyId={state.offer?.replyId ?? null}
      announcedId={state.announced}
      timeZone={context.timeZone}
      draft={draft}
      draftError={tooLong ? t('chat:composer.tooLong', { count: CHAT_MESSAGE_LIMIT }) : null}
      inputRef={inputRef}
      logRef={setLog}
      onDraftChange={saveDraft}
      onSend={() => {
        if (tooLong) return;
        if (send(draft, null)) saveDraft('');
      }}
      onStop={() => {
        streamAbort.current?.abort();
        dispatch({ type: 'stop' });
      }}
      onAction={(button: ChatButton) => {
        // The answer's buttons go while the next reply streams: focus waits in the box.
        if (send(button.label, button.action)) inputRef.current?.focus();
      }}
      onRetry={(replyId) => {
        const reply = turns.find(
          (turn): turn is ReplyTurn => turn.kind === 'reply' && turn.id === replyId,
        );
        const user = reply && userTurnOf(state, reply);
        if (!reply || !user || state.streaming !== null) return;
        const newReplyId = nextId('reply');
        dispatch({ type: 'retry', replyId, newReplyId, at: clock() });
        inputRef.current?.focus();
        stream(newReplyId, request(user.text, user.action, historyBefore(state, user.id)));
      }}
      onRetryHistory={() => {
        dispatch({ type: 'historyRetry' });
        setHistoryAttempt((n) => n + 1);
      }}
      onBook={() => {
        if (offer?.kind !== 'option' || booking.kind !== 'options' || !offerReply) return;
        const { option, status } = offer.offer;
        if (status === 'booking' || status === 'booked') return;
        dispatch({ type: 'booking', option, purpose: booking.purpose });
        const ranges = chatbotAvailableRanges(offerRanges(offerReply));
        void booking.book({ option, ranges }).then((outcome) => {
          dispatch(
            outcome.ok ? { type: 'booked' } : { type: 'bookingFailed', error: outcome.error },
          );
          // The offer's buttons are gone once it is booked: focus waits in the box.
          if (outcome.ok) inputRef.current?.focus();
        });
      }}
      onDecline={() => {
        dispatch({ type: 'declined' });
        inputRef.current?.focus();
      }}
      onStart={() => {
        if (booking.kind === 'notStarted') booking.start();
      }}
      onClose={onClose}
    />
  );
}

export default ChatPanelContainer;
