import { describe, expect, it } from 'vitest';
import type { ResultOption, SelectedTimeRange, StoredChatMessage } from '../../domain/entities';
import {
  allTurns,
  chatReducer,
  type ChatEvent,
  type ChatState,
  historyBefore,
  INITIAL_CHAT_STATE,
  initialChatState,
  offerRanges,
  offerReply,
  offerViewOf,
  streamingReply,
  turnIds,
} from './state';
import type { ChatBooking, ReplyTurn } from './model';

const run = (events: readonly ChatEvent[], from: ChatState = INITIAL_CHAT_STATE) =>
  events.reduce(chatReducer, from);

const send = (text: string, n: number, action: string | null = null): ChatEvent => ({
  type: 'send',
  text,
  action,
  userId: `u${String(n)}`,
  replyId: `r${String(n)}`,
  at: 1000 * n,
});
const piece = (replyId: string, answer: string): ChatEvent => ({
  type: 'streamEvent',
  replyId,
  event: { answer },
});
const range: SelectedTimeRange = {
  startTime: '2026-03-10T13:00:00Z',
  endTime: '2026-03-10T17:00:00Z',
  durationMin: 240,
};
const option = { hash: 'opt-1' } as ResultOption;

function reply(state: ChatState, id: string): ReplyTurn {
  const turn = allTurns(state).find((t) => t.id === id);
  if (turn?.kind !== 'reply') throw new Error(`no reply ${id}`);
  return turn;
}

describe('chat reducer', () => {
  it('sends: the candidate turn, then a placeholder reply filled piece by piece (spec 4)', () => {
    const sent = run([send('  When is my interview?  ', 1)]);
    expect(sent.turns.map((t) => [t.kind, t.text])).toEqual([
      ['user', 'When is my interview?'],
      ['reply', ''],
    ]);
    expect(sent.streaming).toBe('r1');
    const filled = run([piece('r1', 'It is '), piece('r1', 'on Tuesday.')], sent);
    expect(reply(filled, 'r1')).toMatchObject({ text: 'It is on Tuesday.', status: 'streaming' });
    expect(filled.announced).toBeNull();
    const done = chatReducer(filled, { type: 'streamDone', replyId: 'r1' });
    expect(reply(done, 'r1').status).toBe('done');
    expect(done).toMatchObject({ streaming: null, announced: 'r1' });
  });

  it('ignores input while a reply streams, and when text and action are both empty (spec 4)', () => {
    const sent = run([send('Hi', 1)]);
    expect(chatReducer(sent, send('Again', 2))).toBe(sent);
    expect(chatReducer(INITIAL_CHAT_STATE, send('   ', 1))).toBe(INITIAL_CHAT_STATE);
    // A button with an empty label still counts by its action.
    const byAction = run([send('', 1, 'SHOW_AVAILABILITY')]);
    expect(byAction.turns[0]).toMatchObject({ kind: 'user', action: 'SHOW_AVAILABILITY' });
  });

  it('keeps buttons and ranges from the events (the last that carries each wins)', () => {
    const state = run([
      send('Free Tuesday afternoon', 1),
      { type: 'streamEvent', replyId: 'r1', event: { answer: 'Got it.', parsedAvailability: [] } },
      {
        type: 'streamEvent',
        replyId: 'r1',
        event: {
          parsedAvailability: [range],
          availableTimeRanges: [range],
          buttons: [{ label: 'Yes', action: 'CONFIRM' }],
        },
      },
    ]);
    expect(reply(state, 'r1')).toMatchObject({
      text: 'Got it.',
      understood: [range],
      ranges: [range],
      buttons: [{ label: 'Yes', action: 'CONFIRM' }],
    });
  });

  it('a late event of a reply no longer streaming changes nothing', () => {
    const stopped = run([send('Hi', 1), piece('r1', 'Hel'), { type: 'stop' }]);
    expect(reply(stopped, 'r1')).toMatchObject({ text: 'Hel', status: 'stopped' });
    expect(chatReducer(stopped, piece('r1', 'lo'))).toBe(stopped);
    expect(chatReducer(stopped, { type: 'streamDone', replyId: 'r1' })).toBe(stopped);
    expect(chatReducer(stopped, { type: 'stop' })).toBe(stopped);
  });

  it('a failure replaces what had arrived by the error, and Try again streams a new reply', () => {
    const failed = run([
      send('Hi', 1),
      piece('r1', 'Half an'),
      { type: 'streamFailed', replyId: 'r1', failure: { reason: 'timeout' } },
    ]);
    expect(reply(failed, 'r1')).toMatchObject({
      text: '',
      status: 'failed',
      failure: { reason: 'timeout' },
    });
    expect(failed).toMatchObject({ streaming: null, announced: 'r1' });
    // The candidate's words are kept.
    expect(failed.turns[0]).toMatchObject({ kind: 'user', text: 'Hi' });
    const retried = chatReducer(failed, { type: 'retry', replyId: 'r1', at: 5 });
    // The same reply streams anew (the container sends the same message, same key).
    expect(retried.turns.map((t) => t.id)).toEqual(['u1', 'r1']);
    expect(streamingReply(retried)).toMatchObject({ id: 'r1', answers: 'u1', text: '' });
    // Its failure is no longer announced; the new answer is, once complete.
    expect(retried.announced).toBeNull();
    // Not while something streams, and not for a reply that is fine.
    expect(chatReducer(retried, { type: 'retry', replyId: 'r1', at: 6 })).toBe(retried);
    const done = run([piece('r1', 'Hello'), { type: 'streamDone', replyId: 'r1' }], retried);
    expect(done.announced).toBe('r1');
    expect(chatReducer(done, { type: 'retry', replyId: 'r1', at: 7 })).toBe(done);
  });

  it('offers a time after a complete reply with ranges; a newer one replaces an open offer', () => {
    const withRanges = (n: number): ChatEvent[] => [
      send(`Free ${String(n)}`, n),
      {
        type: 'streamEvent',
        replyId: `r${String(n)}`,
        event: { answer: 'Ok', availableTimeRanges: [range] },
      },
      { type: 'streamDone', replyId: `r${String(n)}` },
    ];
    const first = run(withRanges(1));
    expect(first.offer).toEqual({
      replyId: 'r1',
      status: 'open',
      option: null,
      purpose: null,
      error: null,
    });
    // A reply without ranges leaves the offer where it was.
    const chatted = run([send('Thanks', 2), { type: 'streamDone', replyId: 'r2' }], first);
    expect(chatted.offer?.replyId).toBe('r1');
    expect(run(withRanges(3), chatted).offer?.replyId).toBe('r3');
    // A reply with ranges that failed offers nothing.
    const failed = run([
      send('Free 4', 4),
      { type: 'streamEvent', replyId: 'r4', event: { availableTimeRanges: [range] } },
      { type: 'streamFailed', replyId: 'r4', failure: { reason: 'http', status: 502 } },
    ]);
    expect(failed.offer).toBeNull();
  });

  it('booking: once at a time; a failure keeps the option and says why; booked stays booked', () => {
    const open = run([
      send('Free', 1),
      { type: 'streamEvent', replyId: 'r1', event: { availableTimeRanges: [range] } },
      { type: 'streamDone', replyId: 'r1' },
    ]);
    const booking = chatReducer(open, { type: 'booking', option, purpose: 'reschedule' });
    expect(booking.offer).toMatchObject({ status: 'booking', option, purpose: 'reschedule' });
    expect(chatReducer(booking, { type: 'booking', option, purpose: 'reschedule' })).toBe(booking);
    expect(chatReducer(booking, { type: 'declined' })).toBe(booking);
    const error = { key: 'general:errors.generic', defaultText: 'Error' };
    const failed = chatReducer(booking, { type: 'bookingFailed', error });
    expect(failed.offer).toMatchObject({ status: 'failed', option, error });
    const booked = run(
      [{ type: 'booking', option, purpose: 'reschedule' }, { type: 'booked' }],
      failed,
    );
    expect(booked.offer).toMatchObject({
      status: 'booked',
      option,
      purpose: 'reschedule',
      error: null,
    });
    expect(chatReducer(booked, { type: 'booking', option, purpose: 'reschedule' })).toBe(booked);
    // A later reply with ranges does not take the booked offer away.
    const later = run(
      [
        send('More', 2),
        { type: 'streamEvent', replyId: 'r2', event: { availableTimeRanges: [range] } },
        { type: 'streamDone', replyId: 'r2' },
      ],
      booked,
    );
    expect(later.offer).toMatchObject({ replyId: 'r1', status: 'booked' });
    // "Not now" on an open offer.
    expect(chatReducer(open, { type: 'declined' }).offer?.status).toBe('declined');
  });

  it('earlier messages come first (CANDIDATE is the user), and the history sent excludes the greeting and failed replies', () => {
    const stored: StoredChatMessage[] = [
      { id: 's1', message: 'Is it remote?', type: 'CANDIDATE', createdAt: '2026-03-01T10:00:00Z' },
      { id: 's2', message: 'Yes.', type: 'BOT', createdAt: '2026-03-01T10:00:05Z' },
    ];
    const state = run([
      send('First', 1),
      { type: 'streamFailed', replyId: 'r1', failure: { reason: 'network' } },
      { type: 'historyLoaded', messages: stored },
      { type: 'retry', replyId: 'r1', at: 3 },
    ]);
    expect(allTurns(state).map((t) => t.id)).toEqual(['s1', 's2', 'u1', 'r1']);
    expect(historyBefore(state, 'u1')).toEqual([
      { role: 'user', content: 'Is it remote?' },
      { role: 'assistant', content: 'Yes.' },
    ]);
    const after = run(
      [piece('r1', 'Hello'), { type: 'streamDone', replyId: 'r1' }, send('', 2, 'CONFIRM')],
      state,
    );
    expect(historyBefore(after, 'u2')).toEqual([
      { role: 'user', content: 'Is it remote?' },
      { role: 'assistant', content: 'Yes.' },
      { role: 'user', content: 'First' },
      { role: 'assistant', content: 'Hello' },
    ]);
  });

  it('the next turn has ids of its own; taps that saw the same state ask for the same ids', () => {
    expect(turnIds(INITIAL_CHAT_STATE)).toEqual({ userId: 'you-1', replyId: 'reply-1' });
    const first = chatReducer(INITIAL_CHAT_STATE, {
      type: 'send',
      text: 'Hi',
      action: null,
      ...turnIds(INITIAL_CHAT_STATE),
      at: 1,
    });
    expect(turnIds(first)).toEqual({ userId: 'you-2', replyId: 'reply-2' });
    // A send the reducer ignores (an answer streams) uses up no ids.
    expect(turnIds(chatReducer(first, send('Again', 9)))).toEqual(turnIds(first));
  });

  it('a stream cut by going offline starts again from the start, still streaming', () => {
    const cut = run([
      send('Hi', 1),
      piece('r1', 'Hal'),
      { type: 'streamEvent', replyId: 'r1', event: { buttons: [{ label: 'A', action: 'A' }] } },
      { type: 'streamRestart', replyId: 'r1' },
    ]);
    expect(reply(cut, 'r1')).toMatchObject({
      text: '',
      status: 'streaming',
      buttons: [],
      answers: 'u1',
    });
    expect(cut.streaming).toBe('r1');
    const stopped = chatReducer(cut, { type: 'stop' });
    expect(chatReducer(stopped, { type: 'streamRestart', replyId: 'r1' })).toBe(stopped);
  });

  it('keeps the draft: from storage at the start, as typed', () => {
    expect(initialChatState(null)).toBe(INITIAL_CHAT_STATE);
    expect(initialChatState('')).toBe(INITIAL_CHAT_STATE);
    const kept = initialChatState('Tuesday after 2');
    expect(kept.draft).toBe('Tuesday after 2');
    const typed = chatReducer(kept, { type: 'draft', text: 'Tuesday after 3' });
    expect(typed.draft).toBe('Tuesday after 3');
    expect(chatReducer(typed, { type: 'draft', text: 'Tuesday after 3' })).toBe(typed);
  });
});

describe('the offer shown', () => {
  const open = run([
    send('Free', 1),
    {
      type: 'streamEvent',
      replyId: 'r1',
      event: { parsedAvailability: [range], availableTimeRanges: [] },
    },
    { type: 'streamDone', replyId: 'r1' },
  ]);
  const options = (searching: boolean): ChatBooking => ({
    kind: 'options',
    version: 1,
    searching,
    purpose: 'confirm',
    options: () => [],
    book: () => Promise.resolve({ ok: true }),
  });

  it('stands under the reply with ranges, chosen in what the chatbot understood when it sent no ranges', () => {
    const under = offerReply(open);
    expect(under?.id).toBe('r1');
    expect(under && offerRanges(under)).toEqual([range]);
    expect(offerReply(INITIAL_CHAT_STATE)).toBeUndefined();
  });

  it('tells what the flow can do, the option found, or that none fits', () => {
    expect(offerViewOf(null, { kind: 'closed' }, null)).toBeNull();
    expect(offerViewOf(open.offer, { kind: 'closed' }, null)).toEqual({ kind: 'closed' });
    expect(offerViewOf(open.offer, { kind: 'link', href: '/x' }, null)).toEqual({
      kind: 'link',
      href: '/x',
    });
    expect(offerViewOf(open.offer, { kind: 'notStarted', start: () => undefined }, null)).toEqual({
      kind: 'notStarted',
    });
    expect(offerViewOf(open.offer, options(true), null)).toEqual({ kind: 'searching' });
    expect(offerViewOf(open.offer, options(false), null)).toEqual({ kind: 'none' });
    expect(offerViewOf(open.offer, options(false), option)).toMatchObject({
      kind: 'option',
      offer: { option, status: 'open' },
      purpose: 'confirm',
    });
  });

  it('keeps the option being booked and its purpose, whatever the flow says now', () => {
    const booking = chatReducer(open, { type: 'booking', option, purpose: 'reschedule' });
    expect(offerViewOf(booking.offer, { kind: 'closed' }, null)).toMatchObject({
      kind: 'option',
      offer: { option, status: 'booking' },
      purpose: 'reschedule',
    });
    expect(
      offerViewOf(chatReducer(open, { type: 'declined' }).offer, options(false), option),
    ).toEqual({ kind: 'declined' });
  });
});
