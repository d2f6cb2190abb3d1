import { describe, expect, it } from 'vitest';
import { getScenario, isReplyOk } from '../../../fixtures';
import { CONNECTION_NOTICES } from '../../domain/connection-notices';
import type { PortalData } from '../../domain/entities';
import { ERROR_MESSAGES } from '../../domain/errors';
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

function run(events: PortalEvent[], from: PortalState = INITIAL_STATE): PortalState {
  return events.reduce(portalReducer, from);
}

type Loaded = Extract<PortalState, { kind: 'portal' }>;
function loaded(events: PortalEvent[] = []): Loaded {
  const state = run([{ type: 'loaded', data }, ...events]);
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
  it('loads, or ends on the link problem, or waits with "Try again"', () => {
    expect(loaded().messages.status).toBe('loading');
    expect(
      run([{ type: 'loadFailed', notice: ERROR_MESSAGES.invalidLink, problem: 'invalid' }]),
    ).toEqual({ kind: 'linkProblem', problem: 'invalid' });
    const failed = run([{ type: 'loadFailed', notice: CONNECTION_NOTICES.timeout, problem: null }]);
    expect(failed).toEqual({ kind: 'loading', attempt: 0, error: CONNECTION_NOTICES.timeout });
    expect(portalReducer(failed, { type: 'retry' })).toEqual({
      kind: 'loading',
      attempt: 1,
      error: null,
    });
  });

  it('the thread loads on its own, and a failed load can be retried', () => {
    const failed = loaded([{ type: 'messagesFailed' }]);
    expect(failed.messages.status).toBe('failed');
    const again = run([{ type: 'messagesRetry' }], failed) as Loaded;
    expect(again.messages.status).toBe('loading');
    expect(again.messagesAttempt).toBe(1);
    expect(run([{ type: 'messagesRetry' }], again)).toBe(again);
    const thread = run([{ type: 'messagesLoaded', thread: [] }], again) as Loaded;
    expect(thread.messages.status).toBe('loaded');
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
    expect(failed.messages).toMatchObject({
      outgoing: null,
      draft: `${outgoing.body}\nAnd a bike rack?`,
      sendFailed: true,
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

  it('open, rate, comment, send: submitting, then thanks and the interview marked', () => {
    const chosen = loaded([
      { type: 'feedbackOpen', interviewId: id },
      { type: 'feedbackRate', rating: 4 },
      { type: 'feedbackComment', text: 'Friendly.' },
      { type: 'feedbackSubmit' },
    ]);
    expect(chosen.feedback).toMatchObject({
      rating: 4,
      comment: 'Friendly.',
      status: 'submitting',
    });
    // Sending twice is impossible, and nothing changes while it goes.
    expect(portalReducer(chosen, { type: 'feedbackSubmit' })).toBe(chosen);
    expect(portalReducer(chosen, { type: 'feedbackRate', rating: 1 })).toBe(chosen);
    expect(portalReducer(chosen, { type: 'feedbackClose' })).toBe(chosen);
    const thanks = run([{ type: 'feedbackSent' }], chosen) as Loaded;
    expect(thanks.feedback?.status).toBe('thanks');
    expect(thanks.data.interviews.find((i) => i.id === id)?.feedbackGiven).toBe(true);
    expect(portalReducer(thanks, { type: 'feedbackSubmit' })).toBe(thanks);
    const closed = run([{ type: 'feedbackClose' }], thanks) as Loaded;
    expect(closed.feedback).toBeNull();
    // Given once: it does not open again.
    expect(portalReducer(closed, { type: 'feedbackOpen', interviewId: id })).toBe(closed);
  });

  it('send without a rating says so and sends nothing', () => {
    const state = loaded([{ type: 'feedbackOpen', interviewId: id }, { type: 'feedbackSubmit' }]);
    expect(state.feedback).toMatchObject({ status: 'choose', missingRating: true });
    const rated = run([{ type: 'feedbackRate', rating: 2 }], state) as Loaded;
    expect(rated.feedback?.missingRating).toBe(false);
  });

  it('a failure keeps the rating and comment; closed and reopened, they are still there', () => {
    const failed = loaded([
      { type: 'feedbackOpen', interviewId: id },
      { type: 'feedbackRate', rating: 5 },
      { type: 'feedbackComment', text: 'x'.repeat(COMMENT_LIMIT + 1) },
      { type: 'feedbackSubmit' },
      { type: 'feedbackFailed' },
    ]);
    expect(failed.feedback).toMatchObject({ status: 'failed', rating: 5 });
    expect(failed.feedback?.comment).toHaveLength(COMMENT_LIMIT);
    const reopened = run(
      [{ type: 'feedbackClose' }, { type: 'feedbackOpen', interviewId: id }],
      failed,
    ) as Loaded;
    expect(reopened.feedback).toMatchObject({ open: true, rating: 5, status: 'failed' });
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
