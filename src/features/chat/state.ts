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
 * - The understood times (chips) follow the latest complete reply that carries some; their own
 *   reducer is share-state.ts.
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
import type { ChatMessage, ChatStreamEvent, StoredChatMessage } from '../../domain/entities';
import type { ChatTurn, ReplyFailure, ReplyTurn, ShareState, UserTurn } from './model';
import {
  isShareEvent,
  isShareLocked,
  shareOfReply,
  shareReducer,
  type ShareEvent,
} from './share-state';

export interface ChatState {
  /** Earlier messages (GET /message), oldest first. */
  earlier: readonly ChatTurn[];
  /** This visit's turns, oldest first. */
  turns: readonly ChatTurn[];
  /** The reply streaming now, if any. */
  streaming: string | null;
  /** The understood times of the latest reply with some (share-state.ts). */
  share: ShareState | null;
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
  | ShareEvent;

export const INITIAL_CHAT_STATE: ChatState = {
  earlier: [],
  turns: [],
  streaming: null,
  share: null,
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
      const share = reply === undefined ? null : shareOfReply(reply);
      if (share === null || isShareLocked(state.share)) return next;
      return { ...next, share };
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

    default:
      if (isShareEvent(event)) {
        const share = shareReducer(state.share, event);
        return share === state.share ? state : { ...state, share };
      }
      return state;
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
