/**
 * The chat panel as a pure reducer (spec 3, 4, 5, 8): earlier messages, the candidate's turns,
 * replies streamed into a placeholder, stop and try again, and the offer of a time.
 *
 * - Input is ignored while a reply streams, and when the text and the action are both empty
 *   (spec 4, `shouldIgnoreChatInput`).
 * - A stream event counts only for the reply that is streaming: a late event of a reply that
 *   was stopped, failed or retried changes nothing.
 * - A failed reply's text is replaced by the error (spec 8: what had streamed goes, so the
 *   candidate never acts on half an answer; the screen writes the error for its reason); a
 *   stopped reply keeps what arrived.
 * - The offer follows the latest complete reply that carries ranges; a newer one replaces it,
 *   unless a time is being booked or was booked.
 * - Try again streams into the same reply (same id): the container sends the same message with
 *   the same Idempotency-Key, so the server applies it once.
 * - The draft (the message box) lives here too: the panel's state is this one reducer. Earlier
 *   messages arrive with `historyLoaded`; whether they are loading or failed is the read's
 *   (useResource), not this reducer's.
 */
import {
  appendStreamAnswer,
  createPlaceholderReply,
  fromStoredMessage,
  shouldIgnoreChatInput,
  toHistory,
  type ChatHistoryEntry,
} from '../../domain/chat-messages';
import type {
  ChatMessage,
  ChatStreamEvent,
  ResultOption,
  SelectedTimeRange,
  StoredChatMessage,
} from '../../domain/entities';
import type {
  BookingPurpose,
  ChatBooking,
  ChatTurn,
  Notice,
  OfferState,
  OfferView,
  ReplyFailure,
  ReplyTurn,
  UserTurn,
} from './model';

export interface ChatState {
  /** Earlier messages (GET /message), oldest first. */
  earlier: readonly ChatTurn[];
  /** This visit's turns, oldest first. */
  turns: readonly ChatTurn[];
  /** The reply streaming now, if any. */
  streaming: string | null;
  offer: OfferState | null;
  /** The last reply that completed (done, stopped or failed): announced once. */
  announced: string | null;
  /** What is in the message box (kept across closing, and reloads by the container). */
  draft: string;
  /** Turns sent in this visit: the next turn's ids are made from it (see turnIds). */
  sent: number;
}

export type ChatEvent =
  | { type: 'historyLoaded'; messages: readonly StoredChatMessage[] }
  | { type: 'draft'; text: string }
  | {
      type: 'send';
      /** Typed text, or the label of the button pressed. */
      text: string;
      action: string | null;
      /** The turn's ids: {@link turnIds} of the state the tap saw. */
      userId: string;
      replyId: string;
      at: number;
    }
  | { type: 'streamEvent'; replyId: string; event: ChatStreamEvent }
  | { type: 'streamDone'; replyId: string }
  | { type: 'streamFailed'; replyId: string; failure: ReplyFailure }
  /** The device went offline mid-answer: it streams again from the start once back online. */
  | { type: 'streamRestart'; replyId: string }
  | { type: 'stop' }
  /** Try again: the same reply (same id) streams anew. */
  | { type: 'retry'; replyId: string; at: number }
  | { type: 'booking'; option: ResultOption; purpose: BookingPurpose }
  | { type: 'booked' }
  | { type: 'bookingFailed'; error: Notice }
  | { type: 'declined' };

export const INITIAL_CHAT_STATE: ChatState = {
  earlier: [],
  turns: [],
  streaming: null,
  offer: null,
  announced: null,
  draft: '',
  sent: 0,
};

/** The state a panel opens with: the draft kept from before. */
export function initialChatState(draft: string | null): ChatState {
  return draft === null || draft === '' ? INITIAL_CHAT_STATE : { ...INITIAL_CHAT_STATE, draft };
}

/**
 * The ids of the next turn and its reply. Taps that see the same state get the same ids, so
 * quick taps ask for the same message (the reducer takes the first, the action sends it once).
 */
export function turnIds(state: ChatState): { userId: string; replyId: string } {
  const n = String(state.sent + 1);
  return { userId: `you-${n}`, replyId: `reply-${n}` };
}

/** At most this many characters in a message (the box says so). */
export const CHAT_MESSAGE_LIMIT = 1_000;

function placeholder(id: string, answers: string, at: number): ReplyTurn {
  const empty = createPlaceholderReply(id, at);
  return {
    kind: 'reply',
    id,
    text: empty.text,
    at: empty.timestamp,
    status: 'streaming',
    failure: null,
    answers,
    buttons: [],
    understood: [],
    ranges: [],
  };
}

/** A stored message as a turn (spec 3: CANDIDATE is the user, anything else the assistant). */
export function turnOfStored(stored: StoredChatMessage): ChatTurn {
  const message = fromStoredMessage(stored);
  if (message.role === 'user') {
    return {
      kind: 'user',
      id: message.id,
      text: message.text,
      action: null,
      at: message.timestamp,
    };
  }
  return {
    ...placeholder(message.id, '', message.timestamp),
    text: message.text,
    status: 'done',
    answers: null,
  };
}

function updateReply(
  turns: readonly ChatTurn[],
  id: string,
  change: (reply: ReplyTurn) => ReplyTurn,
): readonly ChatTurn[] {
  return turns.map((turn) => (turn.kind === 'reply' && turn.id === id ? change(turn) : turn));
}

/** Whether the reply carries times to offer (spec 5: the chatbot-supplied ranges). */
export function hasRanges(reply: ReplyTurn): boolean {
  return reply.ranges.length > 0 || reply.understood.length > 0;
}

function finish(state: ChatState, replyId: string, change: (r: ReplyTurn) => ReplyTurn): ChatState {
  if (state.streaming !== replyId) return state;
  const turns = updateReply(state.turns, replyId, change);
  return { ...state, turns, streaming: null, announced: replyId };
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'historyLoaded':
      return { ...state, earlier: event.messages.map(turnOfStored) };
    case 'draft':
      return state.draft === event.text ? state : { ...state, draft: event.text };

    case 'send': {
      const isStreaming = state.streaming !== null;
      if (shouldIgnoreChatInput({ text: event.text, action: event.action, isStreaming })) {
        return state;
      }
      const user: UserTurn = {
        kind: 'user',
        id: event.userId,
        text: event.text.trim(),
        action: event.action,
        at: event.at,
      };
      return {
        ...state,
        turns: [...state.turns, user, placeholder(event.replyId, event.userId, event.at)],
        streaming: event.replyId,
        sent: state.sent + 1,
      };
    }

    case 'streamEvent': {
      if (state.streaming !== event.replyId) return state;
      const { answer, buttons, availableTimeRanges, parsedAvailability } = event.event;
      const turns = updateReply(state.turns, event.replyId, (reply) => ({
        ...reply,
        text: appendStreamAnswer(
          { id: reply.id, text: reply.text, role: 'system', timestamp: reply.at },
          answer,
        ).text,
        ...(buttons === undefined ? {} : { buttons }),
        ...(parsedAvailability === undefined ? {} : { understood: parsedAvailability }),
        ...(availableTimeRanges === undefined ? {} : { ranges: availableTimeRanges }),
      }));
      return { ...state, turns };
    }

    case 'streamDone': {
      const next = finish(state, event.replyId, (reply) => ({ ...reply, status: 'done' }));
      if (next === state) return state;
      const reply = next.turns.find(
        (t): t is ReplyTurn => t.kind === 'reply' && t.id === event.replyId,
      );
      const busy = state.offer?.status === 'booking' || state.offer?.status === 'booked';
      if (reply === undefined || !hasRanges(reply) || busy) return next;
      return {
        ...next,
        offer: { replyId: reply.id, status: 'open', option: null, purpose: null, error: null },
      };
    }

    case 'streamFailed':
      return finish(state, event.replyId, (reply) => ({
        ...reply,
        status: 'failed',
        failure: event.failure,
        text: '',
        buttons: [],
        understood: [],
        ranges: [],
      }));

    case 'streamRestart':
      if (state.streaming !== event.replyId) return state;
      return {
        ...state,
        turns: updateReply(state.turns, event.replyId, (reply) =>
          placeholder(reply.id, reply.answers ?? '', reply.at),
        ),
      };

    case 'stop':
      return state.streaming === null
        ? state
        : finish(state, state.streaming, (reply) => ({ ...reply, status: 'stopped' }));

    case 'retry': {
      if (state.streaming !== null) return state;
      const old = state.turns.find(
        (t): t is ReplyTurn => t.kind === 'reply' && t.id === event.replyId,
      );
      if (!old || old.answers === null || (old.status !== 'failed' && old.status !== 'stopped')) {
        return state;
      }
      const fresh = placeholder(old.id, old.answers, event.at);
      return {
        ...state,
        turns: state.turns.map((t) => (t === old ? fresh : t)),
        streaming: fresh.id,
        // Told again once the new answer is complete (not while it streams in).
        announced: state.announced === old.id ? null : state.announced,
      };
    }

    case 'booking':
      if (state.offer === null || state.offer.status === 'booking') return state;
      if (state.offer.status === 'booked') return state;
      return {
        ...state,
        offer: { ...state.offer, status: 'booking', option: event.option, purpose: event.purpose },
      };
    case 'booked':
      return state.offer?.status === 'booking'
        ? { ...state, offer: { ...state.offer, status: 'booked', error: null } }
        : state;
    case 'bookingFailed':
      return state.offer?.status === 'booking'
        ? { ...state, offer: { ...state.offer, status: 'failed', error: event.error } }
        : state;
    case 'declined':
      return state.offer !== null &&
        (state.offer.status === 'open' || state.offer.status === 'failed')
        ? {
            ...state,
            offer: { ...state.offer, status: 'declined', option: null, purpose: null, error: null },
          }
        : state;
  }
}

/** Every turn the panel shows, oldest first: earlier messages, then this visit's. */
export function allTurns(state: ChatState): readonly ChatTurn[] {
  return state.earlier.length === 0 ? state.turns : [...state.earlier, ...state.turns];
}

/** A turn as the domain's chat message (spec 3). */
function messageOf(turn: ChatTurn): ChatMessage {
  return turn.kind === 'user'
    ? {
        id: turn.id,
        text: turn.text,
        role: turn.action === null ? 'user' : 'action',
        timestamp: turn.at,
      }
    : { id: turn.id, text: turn.text, role: 'system', timestamp: turn.at };
}

/**
 * The history sent with a message (spec 7: with every message): every turn before the
 * candidate's turn `userId` (a failed reply has no text and is left out, domain `toHistory`).
 */
export function historyBefore(state: ChatState, userId: string): ChatHistoryEntry[] {
  const turns = allTurns(state);
  const end = turns.findIndex((t) => t.id === userId);
  return toHistory((end === -1 ? turns : turns.slice(0, end)).map(messageOf));
}

/** The candidate's turn a reply answers. */
export function userTurnOf(state: ChatState, reply: ReplyTurn): UserTurn | undefined {
  return state.turns.find((t): t is UserTurn => t.kind === 'user' && t.id === reply.answers);
}

/** The reply streaming now. */
export function streamingReply(state: ChatState): ReplyTurn | undefined {
  return state.turns.find((t): t is ReplyTurn => t.kind === 'reply' && t.id === state.streaming);
}

/** The reply the offer stands under, if any. */
export function offerReply(state: ChatState): ReplyTurn | undefined {
  const id = state.offer?.replyId;
  if (id === undefined) return undefined;
  return allTurns(state).find((t): t is ReplyTurn => t.kind === 'reply' && t.id === id);
}

/** The ranges an option is chosen in: the chatbot's available ranges, else what it understood. */
export function offerRanges(reply: ReplyTurn): readonly SelectedTimeRange[] {
  return reply.ranges.length > 0 ? reply.ranges : reply.understood;
}

/**
 * What the panel shows under the offer's reply: the option being booked (or booked), else what
 * the flow hosting the chat can do (`found`: the earliest option inside the ranges, if any).
 */
export function offerViewOf(
  offer: OfferState | null,
  booking: ChatBooking,
  found: ResultOption | null,
): OfferView | null {
  if (offer === null) return null;
  if (offer.status === 'declined') return { kind: 'declined' };
  if (offer.option !== null) {
    return {
      kind: 'option',
      offer: { ...offer, option: offer.option },
      purpose: offer.purpose ?? (booking.kind === 'options' ? booking.purpose : 'confirm'),
    };
  }
  switch (booking.kind) {
    case 'closed':
      return { kind: 'closed' };
    case 'link':
      return { kind: 'link', href: booking.href };
    case 'notStarted':
      return { kind: 'notStarted' };
    case 'options':
      if (found !== null) {
        return { kind: 'option', offer: { ...offer, option: found }, purpose: booking.purpose };
      }
      return booking.searching ? { kind: 'searching' } : { kind: 'none' };
  }
}
