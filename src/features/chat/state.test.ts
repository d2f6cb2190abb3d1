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
  streamingReply,
  turnIds,
} from './state';
import type { ChatBooking, ReplyTurn } from './model';
import { shareViewOf } from './share-state';

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

  it('chips the times of a complete reply with ranges; a newer one replaces open chips', () => {
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
    expect(first.share).toEqual({
      replyId: 'r1',
      times: [
        { ...range, startTime: '2026-03-10T13:00:00.000Z', endTime: '2026-03-10T17:00:00.000Z' },
      ],
      editing: null,
      editError: null,
      status: 'open',
      option: null,
      purpose: null,
      error: null,
      button: null,
      told: false,
    });
    // A reply without ranges leaves the chips where they were.
    const chatted = run([send('Thanks', 2), { type: 'streamDone', replyId: 'r2' }], first);
    expect(chatted.share?.replyId).toBe('r1');
    expect(run(withRanges(3), chatted).share?.replyId).toBe('r3');
    // A reply with ranges that failed gives none; ranges that do not parse give none.
    const failed = run([
      send('Free 4', 4),
      { type: 'streamEvent', replyId: 'r4', event: { availableTimeRanges: [range] } },
      { type: 'streamFailed', replyId: 'r4', failure: { reason: 'http', status: 502 } },
    ]);
    expect(failed.share).toBeNull();
    const junk = run([
      send('Free 5', 5),
      {
        type: 'streamEvent',
        replyId: 'r5',
        event: { availableTimeRanges: [{ startTime: 'x', endTime: 'y', durationMin: 0 }] },
      },
      { type: 'streamDone', replyId: 'r5' },
    ]);
    expect(junk.share).toBeNull();
  });

  it('sharing: only when asked, once at a time; a failure says why; shared stays shared', () => {
    const open = run([
      send('Free', 1),
      { type: 'streamEvent', replyId: 'r1', event: { availableTimeRanges: [range] } },
      { type: 'streamDone', replyId: 'r1' },
    ]);
    const button = { label: 'Yes, share these times', action: 'CONFIRM_AVAILABILITY' };
    // Not before the candidate asks.
    expect(chatReducer(open, { type: 'sharing', option, purpose: 'confirm' })).toBe(open);
    const asked = chatReducer(open, { type: 'shareAsked', button });
    expect(asked.share).toMatchObject({ status: 'waiting', button });
    expect(chatReducer(asked, { type: 'shareAsked', button })).toBe(asked);
    const sharing = chatReducer(asked, { type: 'sharing', option, purpose: 'reschedule' });
    expect(sharing.share).toMatchObject({ status: 'sharing', option, purpose: 'reschedule' });
    expect(chatReducer(sharing, { type: 'sharing', option, purpose: 'reschedule' })).toBe(sharing);
    // Sent times cannot change.
    expect(chatReducer(sharing, { type: 'removeTime', index: 0 })).toBe(sharing);
    expect(chatReducer(sharing, { type: 'editTime', index: 0 })).toBe(sharing);
    const error = { key: 'general:errors.generic', defaultText: 'Error' };
    const failed = chatReducer(sharing, { type: 'shareFailed', error });
    expect(failed.share).toMatchObject({ status: 'failed', option, error });
    const shared = run(
      [
        { type: 'shareAsked', button },
        { type: 'sharing', option, purpose: 'reschedule' },
        { type: 'shared' },
      ],
      failed,
    );
    expect(shared.share).toMatchObject({ status: 'shared', option, error: null, told: false });
    expect(chatReducer(shared, { type: 'shareAsked', button })).toBe(shared);
    expect(chatReducer(shared, { type: 'shareTold' }).share?.told).toBe(true);
    // A later reply with ranges does not take the shared times away.
    const later = run(
      [
        send('More', 2),
        { type: 'streamEvent', replyId: 'r2', event: { availableTimeRanges: [range] } },
        { type: 'streamDone', replyId: 'r2' },
      ],
      shared,
    );
    expect(later.share).toMatchObject({ replyId: 'r1', status: 'shared' });
  });

  it('correcting the times: a refused change says why and keeps the form; a change cancels a waiting share', () => {
    const open = run([
      send('Free', 1),
      { type: 'streamEvent', replyId: 'r1', event: { availableTimeRanges: [range] } },
      { type: 'streamDone', replyId: 'r1' },
    ]);
    const zone = 'America/New_York';
    const now = Date.parse('2026-03-01T00:00:00Z');
    const editing = chatReducer(open, { type: 'editTime', index: 0 });
    expect(editing.share?.editing).toBe(0);
    expect(chatReducer(open, { type: 'editTime', index: 3 })).toBe(open);
    const fields = { date: '2026-03-10', start: '10:00', end: '09:00' };
    const refused = chatReducer(editing, { type: 'saveTime', index: 0, fields, zone, now });
    expect(refused.share).toMatchObject({ editing: 0, editError: 'endBeforeStart' });
    const asked = chatReducer(refused, {
      type: 'shareAsked',
      button: { label: 'Share', action: 'CONFIRM_AVAILABILITY' },
    });
    const saved = chatReducer(asked, {
      type: 'saveTime',
      index: 0,
      fields: { ...fields, end: '11:30' },
      zone,
      now,
    });
    expect(saved.share).toMatchObject({
      editing: null,
      editError: null,
      status: 'open',
      times: [
        {
          startTime: '2026-03-10T14:00:00.000Z',
          endTime: '2026-03-10T15:30:00.000Z',
          durationMin: 90,
        },
      ],
    });
    const removed = chatReducer(saved, { type: 'removeTime', index: 0 });
    expect(removed.share?.times).toEqual([]);
    // Nothing left to share.
    expect(
      chatReducer(removed, { type: 'shareAsked', button: { label: 'Share', action: 'X' } }),
    ).toBe(removed);
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

describe('the times shown', () => {
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

  it('are what the chatbot understood when it sent no ranges', () => {
    expect(open.share?.replyId).toBe('r1');
    expect(open.share?.times.map((t) => t.durationMin)).toEqual([240]);
  });

  it('tell where they can go: the option found, still searching, none fits, or elsewhere', () => {
    expect(shareViewOf(null, { kind: 'closed' }, null)).toBeNull();
    const where = (booking: ChatBooking, found: ResultOption | null) =>
      shareViewOf(open.share, booking, found)?.where;
    expect(where({ kind: 'closed' }, null)).toEqual({ kind: 'closed' });
    expect(where({ kind: 'link', href: '/x' }, null)).toEqual({ kind: 'link', href: '/x' });
    expect(where({ kind: 'notStarted', start: () => undefined }, null)).toEqual({
      kind: 'notStarted',
    });
    expect(where(options(true), null)).toEqual({ kind: 'searching' });
    expect(where(options(false), null)).toEqual({ kind: 'none' });
    expect(shareViewOf(open.share, options(false), option)).toMatchObject({
      where: { kind: 'options', option },
      option,
      status: 'open',
      editable: true,
      purpose: 'confirm',
    });
  });

  it('keep the option sent and its purpose, whatever the flow says now', () => {
    const sharing = run(
      [
        { type: 'shareAsked', button: { label: 'Yes', action: 'CONFIRM_AVAILABILITY' } },
        { type: 'sharing', option, purpose: 'reschedule' },
      ],
      open,
    );
    expect(shareViewOf(sharing.share, { kind: 'closed' }, null)).toMatchObject({
      option,
      status: 'sharing',
      purpose: 'reschedule',
      editable: false,
    });
  });
});
