import { describe, expect, it } from 'vitest';
import { getScenario, isReplyOk } from '../../../fixtures';
import type { PortalData } from '../../domain/entities';
import {
  COMMENT_LIMIT,
  INITIAL_STATE,
  MESSAGE_LIMIT,
  portalReducer,
  type PortalEvent,
  type PortalState,
} from './state';

const reply = getScenario('portal').portal?.data;
const DATA: PortalData | null = reply && isReplyOk(reply) ? reply.result : null;
if (DATA === null) throw new Error('the portal scenario answers');
const data: PortalData = DATA;
const THREAD = getScenario('portal').portal?.messages ?? [];

function run(events: PortalEvent[], from: PortalState = INITIAL_STATE): PortalState {
  return events.reduce(portalReducer, from);
}

type Loaded = Extract<PortalState, { kind: 'portal' }>;
function loaded(events: PortalEvent[] = []): Loaded {
  const state = run([{ type: 'loaded', data, at: 0 }, ...events]);
  if (state.kind !== 'portal') throw new Error(`expected the portal, got ${state.kind}`);
  return state;
}

const outgoing = {
  id: 'local-1',
  body: 'Is there parking?',
  createdAt: '2026-03-02T09:00:00.000Z',
};
const done = data.interviews.find((i) => !i.feedbackGiven && i.status === 'completed');

describe('portal', () => {
  it('waits for the data, then keeps it with the time its groups are made at', () => {
    expect(INITIAL_STATE).toEqual({ kind: 'waiting' });
    const state = run([{ type: 'loaded', data, at: 42 }]);
    expect(state).toMatchObject({ kind: 'portal', data, at: 42, feedback: null });
  });

  it('another answer (another portal) starts afresh', () => {
    const typed = loaded([{ type: 'draftChanged', text: 'Hello' }]);
    const again = run([{ type: 'loaded', data, at: 7 }], typed) as Loaded;
    expect(again).toMatchObject({ at: 7, messages: { draft: '', thread: [] } });
  });

  it('each thread read replaces what is kept', () => {
    const read = loaded([{ type: 'messagesLoaded', thread: THREAD }]);
    expect(read.messages.thread).toEqual(THREAD);
    const again = run([{ type: 'messagesLoaded', thread: THREAD.slice(0, 1) }], read) as Loaded;
    expect(again.messages.thread).toEqual(THREAD.slice(0, 1));
  });
});

describe('messages', () => {
  it('send shows the message at once and empties the box; sent keeps it in the thread', () => {
    const sending = loaded([
      { type: 'messagesLoaded', thread: [] },
      { type: 'draftChanged', text: outgoing.body },
      { type: 'send', outgoing },
    ]);
    expect(sending.messages).toMatchObject({ outgoing, draft: '' });
    // A second send while one is on its way is ignored.
    expect(portalReducer(sending, { type: 'send', outgoing: { ...outgoing, id: 'x' } })).toBe(
      sending,
    );
    const sent = run([{ type: 'sent' }], sending) as Loaded;
    expect(sent.messages.outgoing).toBeNull();
    expect(sent.messages.thread).toEqual([
      expect.objectContaining({ body: outgoing.body, direction: 'RECEIVED' }),
    ]);
  });

  it('a failed send puts the text back in the box, before what was typed meanwhile', () => {
    const failed = loaded([
      { type: 'send', outgoing },
      { type: 'draftChanged', text: 'And a bike rack?' },
      { type: 'sendFailed' },
    ]);
    expect(failed.messages).toEqual({
      outgoing: null,
      draft: `${outgoing.body}\nAnd a bike rack?`,
      thread: [],
    });
  });

  it('an empty message is not sent; a long one is cut to the limit', () => {
    const state = loaded();
    expect(portalReducer(state, { type: 'send', outgoing: { ...outgoing, body: '  ' } })).toBe(
      state,
    );
    const long = run([{ type: 'draftChanged', text: 'x'.repeat(MESSAGE_LIMIT + 10) }], state);
    expect((long as Loaded).messages.draft).toHaveLength(MESSAGE_LIMIT);
  });
});

describe('feedback', () => {
  const id = done?.id ?? '';

  it('open, rate, comment; sent: thanks and the interview marked', () => {
    const chosen = loaded([
      { type: 'feedbackOpen', interviewId: id },
      { type: 'feedbackRate', rating: 4 },
      { type: 'feedbackComment', text: 'Friendly.' },
    ]);
    expect(chosen.feedback).toMatchObject({ rating: 4, comment: 'Friendly.', thanks: false });
    const thanks = run([{ type: 'feedbackSent' }], chosen) as Loaded;
    expect(thanks.feedback?.thanks).toBe(true);
    expect(thanks.data.interviews.find((i) => i.id === id)?.feedbackGiven).toBe(true);
    // Thanked: nothing changes any more.
    expect(portalReducer(thanks, { type: 'feedbackSent' })).toBe(thanks);
    expect(portalReducer(thanks, { type: 'feedbackRate', rating: 1 })).toBe(thanks);
    const closed = run([{ type: 'feedbackClose' }], thanks) as Loaded;
    expect(closed.feedback).toBeNull();
    // Given once: it does not open again.
    expect(portalReducer(closed, { type: 'feedbackOpen', interviewId: id })).toBe(closed);
  });

  it('send without a rating says so; a rating clears it', () => {
    const state = loaded([
      { type: 'feedbackOpen', interviewId: id },
      { type: 'feedbackMissingRating' },
    ]);
    expect(state.feedback).toMatchObject({ missingRating: true, thanks: false });
    const rated = run([{ type: 'feedbackRate', rating: 2 }], state) as Loaded;
    expect(rated.feedback?.missingRating).toBe(false);
    expect(portalReducer(rated, { type: 'feedbackMissingRating' })).toBe(rated);
  });

  it('closed and reopened, the rating and comment are still there', () => {
    const chosen = loaded([
      { type: 'feedbackOpen', interviewId: id },
      { type: 'feedbackRate', rating: 5 },
      { type: 'feedbackComment', text: 'x'.repeat(COMMENT_LIMIT + 1) },
    ]);
    expect(chosen.feedback?.comment).toHaveLength(COMMENT_LIMIT);
    const closed = run([{ type: 'feedbackClose' }], chosen) as Loaded;
    expect(closed.feedback).toMatchObject({ open: false, rating: 5 });
    const reopened = run([{ type: 'feedbackOpen', interviewId: id }], closed) as Loaded;
    expect(reopened.feedback).toMatchObject({ open: true, rating: 5 });
  });

  it('an interview with feedback given, or unknown, opens nothing', () => {
    const given = data.interviews.find((i) => i.feedbackGiven);
    const state = loaded();
    expect(portalReducer(state, { type: 'feedbackOpen', interviewId: given?.id ?? '' })).toBe(
      state,
    );
    expect(portalReducer(state, { type: 'feedbackOpen', interviewId: 'nope' })).toBe(state);
  });
});
