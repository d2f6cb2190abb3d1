/**
 * The real API client (createHttpClient and every resource function of src/api) against the
 * fixtures' MSW handlers (Node, `onUnhandledRequest: 'error'`) and the fixtures' socket
 * scripts played over a real `ws` server, for every named scenario. Each call a scenario
 * supports either answers and parses to the scenario's data, or fails with exactly the typed
 * error of spec section 8 ("Client handling"). Writes carry real bodies (and the CSRF token
 * the fixtures check), and their effect is read back.
 */
import { http, passthrough } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SOCKET_PARAMS,
  FAILURES,
  NORMAL_CLOSE,
  SERVER_ERROR_CLOSE,
  SOCKET_SCRIPT_NAMES,
  buildCandidateContact,
  createHandlers,
  findScenarioBySessionId,
  generateOptions,
  getScenario,
  interviewer,
  isCloseStep,
  isReplyOk,
  parseSocketFrame,
  playScript,
  scenarioIds,
  socketScriptFor,
  type CreateHandlersOptions,
  type FixtureHandlers,
  type HandlerGroup,
  type HttpFailure,
  type Reply,
  type Scenario,
  type ScenarioId,
  type SocketScript,
  type SocketScriptName,
} from '../../fixtures';
import {
  chatOpeningText,
  DEFAULT_CHAT_GREETING,
  fromStoredMessage,
  toHistory,
} from '../domain/chat-messages';
import type { MeetIntro, SelectedTimeRange, SuperdayOption } from '../domain/entities';
import { createResultIndex, ingestBatch } from '../domain/results';
import { buildSuperdayConfirm } from '../domain/superday';
import { createTrackingState, toTrackingPayload } from '../domain/tracking';
// The public surface of src/api (its index), as the app will import it.
import {
  ApiError,
  ChatStreamError,
  CsrfError,
  HttpError,
  InterviewerAlreadyScheduledError,
  NetworkError,
  SchedulingLinkError,
  SuperdaySlotNotFoundError,
  UnauthorizedError,
  confirmCandidateAvailability,
  confirmSuperdayAvailability,
  getAgentInfo,
  getCandidatePortal,
  getChatMessages,
  getIntro,
  getInterviewerAvailability,
  getInterviewerLinkIntro,
  getPortalMessages,
  getSchedulingLinkIntro,
  requestSuperdayAvailability,
  rescheduleRequestAvailability,
  scheduleInterview,
  searchAvailability,
  sendPortalFeedback,
  sendPortalMessage,
  streamChatbotMessage,
  trackRequestAvailability,
  updateInterviewerAvailability,
  type ChatbotMessageRequest,
  type ConfirmAvailabilityRequest,
  type HttpClient,
  type RescheduleRequest,
  type SchedulingLinkScheduleRequest,
} from './index';
import {
  HOSTS,
  makeClient,
  recordLiveResults,
  setupApiTestServer,
  setupWebSocketTestServer,
  type RecordedLiveResults,
} from './test-helpers';

const { server, newClient } = setupApiTestServer();

/**
 * The stand-in live-results socket: finds the scenario by the sessionId query parameter and
 * plays its script without delays (order kept: each step is scheduled after the previous).
 */
const wss = setupWebSocketTestServer(({ url, socket }) => {
  const scenario = findScenarioBySessionId(url.searchParams.get('sessionId') ?? '');
  const script = scenario ? socketScriptFor(scenario) : null;
  if (!script) {
    socket.close(4404, 'unknown session');
    return;
  }
  const play = playScript(
    script,
    (data) => {
      socket.send(data);
    },
    (code, reason) => {
      socket.close(code, reason);
    },
    undefined,
    { speed: Infinity },
  );
  socket.on('close', () => {
    play.stop();
  });
});

/** The scenario's handlers on the test hosts, installed for this test only. */
function serve(id: ScenarioId, options: Omit<CreateHandlersOptions, 'scenario' | 'hosts'> = {}) {
  const fx = createHandlers({ scenario: id, hosts: HOSTS, ...options });
  server.use(...fx.handlers);
  return { fx, s: getScenario(id), client: newClient() };
}

interface Ctx {
  s: Scenario;
  fx: FixtureHandlers;
  client: HttpClient;
}

// ---------------------------------------------------------------------------------------------
// Data from the scenario

function introOf(s: Scenario): MeetIntro {
  if (!isReplyOk(s.intro)) throw new Error(`${s.id}: the intro fails`);
  return s.intro.result;
}

function section<K extends 'superday' | 'schedulingLink' | 'interviewerLink' | 'portal' | 'chat'>(
  s: Scenario,
  key: K,
): NonNullable<Scenario[K]> {
  const value = s[key];
  if (value === null) throw new Error(`${s.id} has no ${key}`);
  return value;
}

const rangeOf = (r: { startTime: string; endTime: string }): SelectedTimeRange => ({
  startTime: r.startTime,
  endTime: r.endTime,
  durationMin: (Date.parse(r.endTime) - Date.parse(r.startTime)) / 60_000,
});

/** A usable option of the scenario's own results (its socket's parameters). */
function generatedOption(s: Scenario) {
  const [option] = generateOptions({
    ...(s.socket?.params ?? DEFAULT_SOCKET_PARAMS),
    count: 1,
    invalidRatio: 0,
  });
  if (!option) throw new Error('no generated option');
  return option;
}

function confirmBody(s: Scenario): ConfirmAvailabilityRequest {
  const option = generatedOption(s);
  return {
    guestTimeZone: s.browserTimeZone,
    availableTimeRanges: option.events.map(rangeOf),
    resultOption: option.hash,
    note: 'Mornings suit me best.',
  };
}

function rescheduleBody(s: Scenario): RescheduleRequest {
  return {
    reasonCode: 'work_emergency',
    note: 'A production incident needs me on Thursday.',
    availableTimeRanges: generatedOption(s).events.map(rangeOf),
    guestTimeZone: s.browserTimeZone,
    resultOption: null,
    availabilityNote: 'Any afternoon next week.',
  };
}

/** The superday options offered to the scenario's interview (reschedule ones when due). */
function superdayOffer(s: Scenario): { options: SuperdayOption[]; reschedule: boolean } {
  const sd = section(s, 'superday');
  const reschedule = introOf(s).interview.status === 'reschedule';
  const reply = reschedule ? sd.rescheduleAvailability : sd.availability;
  if (!isReplyOk(reply)) throw new Error(`${s.id}: no superday options`);
  return { options: reply.result.availability.options, reschedule };
}

/** Two picked blocks of the scenario's own options, as the domain builds the confirm body. */
function superdayBody(s: Scenario, options = superdayOffer(s).options) {
  const picked = [options[0], options[options.length - 1]].map((o) => ({
    interviewBlockId: o?.interviewBlockId ?? null,
    iteration: o?.iteration ?? null,
    startTime: o?.startTime ?? null,
    endTime: o?.endTime ?? null,
  }));
  return buildSuperdayConfirm(picked, introOf(s).interview.status, options);
}

function schedulingLinkBody(s: Scenario): SchedulingLinkScheduleRequest {
  const link = section(s, 'schedulingLink');
  // A time the link offers (the stand-in books only those).
  const offered = 'result' in link.intro ? link.intro.result.times[0] : undefined;
  return {
    id: link.id,
    contact: buildCandidateContact(),
    timeRange: rangeOf({
      startTime: offered?.startTime ?? '2026-03-05T16:00:00.000Z',
      endTime: offered?.endTime ?? '2026-03-05T16:30:00.000Z',
    }),
    guestTimeZone: s.browserTimeZone,
  };
}

const NEW_INTERVIEWER_RANGES: SelectedTimeRange[] = [
  rangeOf({ startTime: '2026-03-16T14:00:00.000Z', endTime: '2026-03-16T17:00:00.000Z' }),
  rangeOf({ startTime: '2026-03-18T19:00:00.000Z', endTime: '2026-03-18T21:30:00.000Z' }),
];

function portalIds(s: Scenario): { oid: string; gid: string } {
  const data = section(s, 'portal').data;
  if (!isReplyOk(data)) throw new Error(`${s.id}: the portal fails`);
  return { oid: data.result.organization.id, gid: data.result.guest.id };
}

/** The chatbot payload of spec section 7, built as the app builds it (domain rules). */
function chatPayload(s: Scenario, message: string, action: string | null): ChatbotMessageRequest {
  const intro = introOf(s);
  const chat = section(s, 'chat');
  const { interview } = intro;
  return {
    message,
    initialBotMessage: chatOpeningText(chat.initialBotMessage, DEFAULT_CHAT_GREETING.defaultText),
    history: toHistory(chat.history.map(fromStoredMessage)),
    hash: s.hash,
    organizationId: intro.organization.id,
    agentId: chat.agent?.id ?? null,
    action,
    timeZone: s.browserTimeZone,
    duration: interview.durationMin,
    totalDuration: intro.interviews.reduce((sum, i) => sum + i.durationMin, 0),
    canGuestReschedule: interview.settings.canGuestReschedule,
    isReschedule: interview.status === 'reschedule',
    status: interview.status,
    guestId: intro.guest.id,
    jobId: interview.job.id,
    applicationId: interview.application.id,
  };
}

// ---------------------------------------------------------------------------------------------
// The calls, and what spec section 8 demands when they fail

const CALLS = {
  intro: ({ s, client }: Ctx) => getIntro(client, s.hash),
  search: ({ s, client }: Ctx) =>
    searchAvailability(client, s.hash, {
      browserTimezone: s.browserTimeZone,
    }),
  track: ({ s, client }: Ctx) =>
    trackRequestAvailability(
      client,
      s.hash,
      toTrackingPayload(createTrackingState({ hash: s.hash }), { hash: s.hash }),
    ),
  confirm: ({ s, client }: Ctx) => confirmCandidateAvailability(client, s.hash, confirmBody(s)),
  reschedule: ({ s, client }: Ctx) =>
    rescheduleRequestAvailability(client, s.hash, rescheduleBody(s)),
  superdayAvailability: ({ s, client }: Ctx) =>
    requestSuperdayAvailability(client, section(s, 'superday').interviewId, {
      reschedule: superdayOffer(s).reschedule,
    }),
  superdayConfirm: ({ s, client }: Ctx) =>
    confirmSuperdayAvailability(client, section(s, 'superday').interviewId, superdayBody(s)),
  schedulingLinkIntro: ({ s, client }: Ctx) =>
    getSchedulingLinkIntro(client, section(s, 'schedulingLink').id),
  schedulingLinkSchedule: ({ s, client }: Ctx) => scheduleInterview(client, schedulingLinkBody(s)),
  interviewerLinkIntro: ({ s, client }: Ctx) => {
    const link = section(s, 'interviewerLink');
    return getInterviewerLinkIntro(client, link);
  },
  interviewerAvailability: ({ s, client }: Ctx) => {
    const link = section(s, 'interviewerLink');
    return getInterviewerAvailability(client, link.id, link.interviewerEmail);
  },
  interviewerAvailabilityUpdate: ({ s, client }: Ctx) => {
    const link = section(s, 'interviewerLink');
    return updateInterviewerAvailability(client, link.id, {
      interviewerEmail: link.interviewerEmail,
      ranges: NEW_INTERVIEWER_RANGES,
      timeZone: s.browserTimeZone,
    });
  },
  portal: ({ s, client }: Ctx) => {
    const [a = '', b = '', c] = section(s, 'portal').segments;
    return getCandidatePortal(client, c === undefined ? [a, b] : [a, b, c]);
  },
  portalMessages: ({ s, client }: Ctx) => getPortalMessages(client, portalIds(s)),
  portalSend: ({ s, client }: Ctx) =>
    sendPortalMessage(client, { ...portalIds(s), message: 'Is there parking at the office?' }),
  agentInfo: ({ s, client }: Ctx) => getAgentInfo(client, introOf(s).organization.id),
  chatMessages: ({ s, client }: Ctx) =>
    getChatMessages(client, { organizationId: introOf(s).organization.id, hash: s.hash }),
} satisfies Record<string, (ctx: Ctx) => Promise<unknown>>;
type CallName = keyof typeof CALLS;

type ErrorClass = abstract new (...args: never[]) => Error;
interface Failure {
  type: ErrorClass;
  fields: Record<string, unknown>;
}
/** What a call gives: a parsed value, or a typed error with some of its fields. */
type Expected = { value: unknown } | Failure;

/** The typed error spec section 8 demands for a failed call (gtErrorName / code as sent). */
function specFailure(call: CallName, f: HttpFailure): Failure {
  const { gtErrorName = null, code = null, message } = f.body ?? {};
  const apiError: Failure = {
    type: ApiError,
    fields: { gtErrorName, httpStatus: f.httpStatus, ...(message ? { message } : {}) },
  };
  const is = (name: string, n: number) => gtErrorName === name || code === n;
  switch (call) {
    case 'search':
      return f.httpStatus === 401
        ? { type: UnauthorizedError, fields: { httpStatus: 401 } }
        : apiError;
    case 'confirm':
    case 'reschedule':
      return is('INTERVIEWER_ALREADY_SCHEDULED', 50079)
        ? { type: InterviewerAlreadyScheduledError, fields: { message, code: 50079 } }
        : apiError;
    case 'superdayConfirm':
      return is('SUPERDAY_SLOT_NOT_FOUND', 20013)
        ? { type: SuperdaySlotNotFoundError, fields: { message, code: 20013 } }
        : {
            type: ApiError,
            fields: { message: 'Error confirming superday availability', gtErrorName },
          };
    case 'schedulingLinkIntro':
      return is('SCHEDULING_LINK_NOT_FOUND', 10001)
        ? { type: SchedulingLinkError, fields: { error: '10001', code: '10001', notFound: true } }
        : { type: SchedulingLinkError, fields: { stage: 'intro', error: message } };
    case 'schedulingLinkSchedule': {
      const stored = String(code ?? gtErrorName ?? `HTTP_${f.httpStatus}`);
      return { type: SchedulingLinkError, fields: { stage: 'schedule', error: stored } };
    }
    default:
      return apiError;
  }
}

function fromReply<T>(call: CallName, reply: Reply<T>, value: (result: T) => unknown): Expected {
  return isReplyOk(reply) ? { value: value(reply.result) } : specFailure(call, reply);
}

const nothing = () => undefined;

/** What each call gives for a scenario, from the scenario's data; null: not supported. */
const EXPECTED: Record<CallName, (s: Scenario) => Expected | null> = {
  intro: (s) => fromReply('intro', s.intro, (intro) => intro),
  // debugInfo is only given to a debug search.
  search: (s) => fromReply('search', s.search, (r) => ({ ...r.searchMetadata, debugInfo: null })),
  track: (s) => fromReply('track', s.track, nothing),
  confirm: (s) => fromReply('confirm', s.confirm, (r) => r),
  reschedule: (s) => fromReply('reschedule', s.reschedule, nothing),
  superdayAvailability: (s) =>
    s.superday &&
    fromReply(
      'superdayAvailability',
      superdayOffer(s).reschedule ? s.superday.rescheduleAvailability : s.superday.availability,
      (r) => r.availability,
    ),
  // A scenario whose block is taken meanwhile refuses the first confirm (it asks for that block).
  superdayConfirm: (s) =>
    s.superday &&
    (s.superday.takenOnConfirm.length > 0
      ? specFailure('superdayConfirm', FAILURES.superdaySlotNotFound())
      : fromReply('superdayConfirm', s.superday.confirm, (r) => r.confirmed)),
  schedulingLinkIntro: (s) =>
    s.schedulingLink && fromReply('schedulingLinkIntro', s.schedulingLink.intro, (r) => r),
  schedulingLinkSchedule: (s) =>
    s.schedulingLink && fromReply('schedulingLinkSchedule', s.schedulingLink.schedule, nothing),
  interviewerLinkIntro: (s) =>
    s.interviewerLink && fromReply('interviewerLinkIntro', s.interviewerLink.intro, (r) => r),
  interviewerAvailability: (s) =>
    s.interviewerLink &&
    fromReply('interviewerAvailability', s.interviewerLink.availability, (r) => r),
  interviewerAvailabilityUpdate: (s) =>
    s.interviewerLink &&
    (s.interviewerLink.saveFailure
      ? specFailure('interviewerAvailabilityUpdate', s.interviewerLink.saveFailure)
      : { value: undefined }),
  portal: (s) => s.portal && fromReply('portal', s.portal.data, (r) => r),
  portalMessages: (s) => s.portal && { value: s.portal.messages },
  portalSend: (s) =>
    s.portal &&
    (s.portal.sendFailure ? specFailure('portalSend', s.portal.sendFailure) : { value: undefined }),
  agentInfo: (s) => s.chat && { value: s.chat.agent },
  chatMessages: (s) => s.chat && { value: s.chat.history },
};

/** Reads before writes, so every read sees the scenario as it starts. */
const CALL_ORDER = Object.keys(CALLS) as CallName[];

async function settle(p: Promise<unknown>): Promise<{ value: unknown } | { error: unknown }> {
  try {
    return { value: await p };
  } catch (error) {
    return { error };
  }
}

function expectOutcome(
  label: string,
  actual: { value: unknown } | { error: unknown },
  expected: Expected,
) {
  if ('value' in expected) {
    expect(actual, label).toEqual({ value: expected.value });
  } else {
    expect('error' in actual, `${label} should fail`).toBe(true);
    const error = 'error' in actual ? actual.error : null;
    expect(error, label).toBeInstanceOf(expected.type);
    expect(error, label).toMatchObject(expected.fields);
  }
}

/** Requests the fixtures saw for a group (retries included). */
const callsOf = (fx: FixtureHandlers, group: HandlerGroup) =>
  fx.state.calls.filter((c) => c.group === group);

// ---------------------------------------------------------------------------------------------

const ids = (pick: (s: Scenario) => boolean) => scenarioIds.filter((id) => pick(getScenario(id)));
const withWorkingIntro = ids((s) => isReplyOk(s.intro));
const confirmable = ids((s) => isReplyOk(s.intro) && isReplyOk(s.confirm));
const reschedulable = ids((s) => isReplyOk(s.intro) && isReplyOk(s.reschedule));
const superdays = ids((s) => s.superday !== null);
const withSocket = ids((s) => s.socket !== null);

describe('every scenario against the real client', () => {
  it('covers every scenario and every kind of scenario', () => {
    expect(scenarioIds).toHaveLength(30);
    expect(superdays).toEqual([
      'superday',
      'superday-reschedule',
      'superday-slot-taken',
      'superday-block-taken',
    ]);
    expect(ids((s) => s.schedulingLink !== null)).toEqual([
      'scheduling-link',
      'scheduling-link-not-found',
    ]);
    expect(ids((s) => s.interviewerLink !== null)).toEqual(['interviewer-link']);
    expect(ids((s) => s.portal !== null)).toEqual(['portal']);
    expect(ids((s) => s.chat !== null)).toEqual(['chatbot']);
    expect(new Set(withSocket.map((id) => getScenario(id).socket?.script))).toEqual(
      new Set(SOCKET_SCRIPT_NAMES),
    );
    expect(withWorkingIntro).not.toContain('expired');
    expect(confirmable).not.toContain('interviewer-already-scheduled');
  });

  it.each(scenarioIds)(
    '%s: each call it supports answers and parses, or fails with its typed error',
    async (id) => {
      const ctx = serve(id);
      let made = 0;
      for (const call of CALL_ORDER) {
        const expected = EXPECTED[call](ctx.s);
        if (expected === null) continue;
        made += 1;
        expectOutcome(`${id} ${call}`, await settle(CALLS[call](ctx)), expected);
      }
      // Every scenario answers at least the five calls of an invitation link.
      expect(made).toBeGreaterThanOrEqual(5);
      // A GET answered with an error envelope is the server's answer: not retried (see
      // http.ts); a bare non-OK reply below 500 would be retried 3 times. Writes never.
      const introAttempts = callsOf(ctx.fx, 'intro').length;
      const introRetried =
        !isReplyOk(ctx.s.intro) && ctx.s.intro.body === null && ctx.s.intro.httpStatus < 500;
      expect(introAttempts).toBe(introRetried ? 4 : 1);
      expect(callsOf(ctx.fx, 'confirm')).toHaveLength(1);
    },
  );

  it.each(withWorkingIntro)(
    '%s: a debug search gets the debug attendees from staff only',
    async (id) => {
      for (const staff of [true, false]) {
        const { s, client } = serve(id, { staff });
        const search = await settle(
          searchAvailability(client, s.hash, {
            browserTimezone: s.browserTimeZone,
            debug: true,
          }),
        );
        expectOutcome(
          `${id} debug search, staff: ${String(staff)}`,
          search,
          fromReply('search', s.search, (r) =>
            staff ? r.searchMetadata : { ...r.searchMetadata, debugInfo: null },
          ),
        );
        server.resetHandlers();
      }
    },
  );

  it('searches on the high-volume host whatever the flow (spec 7: the search has a host of its own)', async () => {
    for (const id of ['high-volume', 'pending'] as const) {
      const ctx = serve(id);
      await CALLS.search(ctx);
      expect(new URL(callsOf(ctx.fx, 'search')[0]!.url).origin).toBe(HOSTS.highVolume);
    }
  });
});

describe('the client-handling table of spec section 8, on the named scenarios', () => {
  const serverMessage = (f: HttpFailure) => f.body?.message;
  const row = (
    id: ScenarioId,
    call: CallName,
    type: ErrorClass,
    fields: Record<string, unknown>,
  ) => ({ id, call, error: type.name, type, fields });
  const rows = [
    row('expired', 'intro', ApiError, { gtErrorName: 'EXPIRED_INTERVIEW', httpStatus: 400 }),
    row('canceled', 'intro', ApiError, { gtErrorName: 'CANCELED_INTERVIEW', httpStatus: 400 }),
    row('invalid', 'intro', ApiError, { gtErrorName: 'INTERVIEW_NOT_FOUND', httpStatus: 404 }),
    row('scheduling-link', 'intro', ApiError, { gtErrorName: 'INTERVIEW_NOT_FOUND' }),
    row('expired-window', 'search', ApiError, {
      gtErrorName: 'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
      httpStatus: 400,
    }),
    row('expired-window', 'confirm', ApiError, {
      gtErrorName: 'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
    }),
    row('expired-window', 'reschedule', ApiError, {
      gtErrorName: 'REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED',
    }),
    row('unauthorized', 'search', UnauthorizedError, { kind: 'unauthorized', httpStatus: 401 }),
    row('interviewer-already-scheduled', 'confirm', InterviewerAlreadyScheduledError, {
      message: serverMessage(FAILURES.interviewerAlreadyScheduled(interviewer(1).name)),
      code: 50079,
    }),
    row('interviewer-already-scheduled', 'reschedule', InterviewerAlreadyScheduledError, {
      message: serverMessage(FAILURES.interviewerAlreadyScheduled(interviewer(1).name)),
      code: 50079,
    }),
    row('superday-slot-taken', 'superdayConfirm', SuperdaySlotNotFoundError, {
      message: serverMessage(FAILURES.superdaySlotNotFound()),
      code: 20013,
    }),
    // Its first confirm asks for the block someone else takes.
    row('superday-block-taken', 'superdayConfirm', SuperdaySlotNotFoundError, {
      message: serverMessage(FAILURES.superdaySlotNotFound()),
      code: 20013,
    }),
    row('scheduling-link-not-found', 'schedulingLinkIntro', SchedulingLinkError, {
      stage: 'intro',
      error: '10001',
      code: '10001',
      notFound: true,
    }),
    row('scheduling-link-not-found', 'schedulingLinkSchedule', SchedulingLinkError, {
      stage: 'schedule',
      error: '10001',
      code: '10001',
    }),
  ];

  it.each(rows)('$id: $call → $error', async ({ id, call, type, fields }) => {
    const ctx = serve(id);
    const outcome = await settle(CALLS[call](ctx));
    expectOutcome(`${id} ${call}`, outcome, { type, fields });
    // The generic derivation of the table agrees with the hard-coded row.
    expect(EXPECTED[call](ctx.s)).toMatchObject({ type });
  });

  it.each([
    [
      'a refresh failure → CsrfError, the write is not sent',
      'pending',
      { refresh: { status: 500 } },
      'confirm',
      { type: CsrfError, fields: { message: 'Error getting the refresh token' } },
      { confirm: 0, refresh: 1 },
    ],
    [
      'any other superday confirm failure → the fixed message',
      'superday',
      { superday: { status: 500, body: FAILURES.internal().body } },
      'superdayConfirm',
      {
        type: ApiError,
        fields: { message: 'Error confirming superday availability', code: 49999, httpStatus: 500 },
      },
      { superday: 1 },
    ],
    [
      'a 500 on a GET stops at once',
      'pending',
      { intro: { status: 500 } },
      'intro',
      { type: ApiError, fields: { httpStatus: 500 } },
      { intro: 1 },
    ],
    [
      'a 4xx on a GET is retried 3 times, 1 s apart',
      'pending',
      { intro: { status: 429, body: null } },
      'intro',
      { type: HttpError, fields: { httpStatus: 429 } },
      { intro: 4 },
    ],
    [
      'a GET that fails twice then answers succeeds',
      'pending',
      { intro: { networkError: true, times: 2 } },
      'intro',
      { value: introOf(getScenario('pending')) },
      { intro: 3 },
    ],
    [
      'a network failure on every attempt → NetworkError after 4 attempts',
      'pending',
      { search: { networkError: true } },
      'search',
      { type: NetworkError, fields: { kind: 'network' } },
      { search: 4 },
    ],
    [
      'a failed scheduling-link send stores the code as a string',
      'scheduling-link',
      { schedulingLink: { status: 500, body: FAILURES.internal().body } },
      'schedulingLinkSchedule',
      { type: SchedulingLinkError, fields: { stage: 'schedule', error: '49999', code: '49999' } },
      { schedulingLink: 1 },
    ],
    [
      'another scheduling-link intro failure stores the server message',
      'scheduling-link',
      { schedulingLink: { status: 500, body: FAILURES.internal().body } },
      'schedulingLinkIntro',
      {
        type: SchedulingLinkError,
        fields: { stage: 'intro', error: 'Oops. Something went wrong. Please try again.' },
      },
      { schedulingLink: 1 },
    ],
  ] satisfies [
    string,
    ScenarioId,
    CreateHandlersOptions['faults'],
    CallName,
    Expected,
    Partial<Record<HandlerGroup, number>>,
  ][])('%s', async (_, id, faults, call, expected, attempts) => {
    const ctx = serve(id, { faults });
    const { client, sleeps } = makeClient();
    expectOutcome(`${id} ${call}`, await settle(CALLS[call]({ ...ctx, client })), expected);
    for (const [group, n] of Object.entries(attempts)) {
      expect(callsOf(ctx.fx, group as HandlerGroup), group).toHaveLength(n);
    }
    const retries = Math.max(...Object.values(attempts)) - 1;
    expect(sleeps).toEqual(Array.from({ length: retries }, () => 1000));
  });
});

describe('writes change what the fixtures answer next', () => {
  it.each(confirmable)('%s: confirm, then the intro shows the new status', async (id) => {
    const ctx = serve(id);
    const body = confirmBody(ctx.s);
    const result = await CALLS.confirm(ctx);
    const confirm = ctx.s.confirm;
    if (!isReplyOk(confirm)) throw new Error('unreachable');
    expect(result).toEqual(confirm.result);
    expect((await CALLS.intro(ctx)).interview.status).toBe(confirm.result.status);
    expect(ctx.fx.state.links[ctx.s.hash]?.confirmations).toEqual([body]);
  });

  it.each(reschedulable)('%s: reschedule with a reason, then the intro shows it', async (id) => {
    const ctx = serve(id);
    const body = rescheduleBody(ctx.s);
    await expect(CALLS.reschedule(ctx)).resolves.toBeUndefined();
    const { interview } = await CALLS.intro(ctx);
    // The new availability waits for review (fixtures/README.md, "Status after writes").
    expect(interview.status).toBe('pending_review');
    expect(interview.reasonCode).toBe(body.reasonCode);
    expect(ctx.fx.state.links[ctx.s.hash]?.reschedules).toEqual([body]);
  });

  it.each(superdays)(
    '%s: superday availability, then confirm with two of its own slots',
    async (id) => {
      const ctx = serve(id);
      const offered = await CALLS.superdayAvailability(ctx);
      const body = superdayBody(ctx.s, offered.options);
      expect(body.availabilities).toHaveLength(2);
      expect(body.reschedule).toBe(introOf(ctx.s).interview.status === 'reschedule');
      const outcome = await settle(
        confirmSuperdayAvailability(ctx.client, section(ctx.s, 'superday').interviewId, body),
      );
      expectOutcome(`${id} superday confirm`, outcome, EXPECTED.superdayConfirm(ctx.s)!);
      const stored = ctx.fx.state.links[ctx.s.hash]?.superdayConfirmations ?? [];
      const status = (await CALLS.intro(ctx)).interview.status;
      if ('value' in outcome) {
        expect(outcome.value).toBe(true);
        expect(stored).toEqual([body]);
        expect(status).toBe('pending_review');
      } else {
        expect(stored).toEqual([]);
        expect(status).toBe(introOf(ctx.s).interview.status);
      }
    },
  );

  it('superday: a slot that was not offered → SuperdaySlotNotFoundError', async () => {
    const ctx = serve('superday');
    const [first] = superdayOffer(ctx.s).options;
    const body = {
      availabilities: [{ ...superdayBody(ctx.s).availabilities[0]!, iteration: 99 }],
      reschedule: false,
    };
    expect(first).toBeDefined();
    const outcome = await settle(
      confirmSuperdayAvailability(ctx.client, section(ctx.s, 'superday').interviewId, body),
    );
    expectOutcome('unknown slot', outcome, {
      type: SuperdaySlotNotFoundError,
      fields: { code: 20013, message: FAILURES.superdaySlotNotFound().body?.message },
    });
  });

  it('superday: a block taken meanwhile is refused, then no longer offered; the rest confirms', async () => {
    const ctx = serve('superday-block-taken');
    const id = section(ctx.s, 'superday').interviewId;
    const [taken] = section(ctx.s, 'superday').takenOnConfirm;
    const before = await CALLS.superdayAvailability(ctx);
    expect(before.options.some((o) => o.interviewBlockId === taken)).toBe(true);
    const refused = await settle(confirmSuperdayAvailability(ctx.client, id, superdayBody(ctx.s)));
    expect('error' in refused && refused.error).toBeInstanceOf(SuperdaySlotNotFoundError);
    const after = await CALLS.superdayAvailability(ctx);
    expect(after.options.some((o) => o.interviewBlockId === taken)).toBe(false);
    expect(after.options).toHaveLength(before.options.length - 6);
    const body = superdayBody(ctx.s, after.options);
    await expect(confirmSuperdayAvailability(ctx.client, id, body)).resolves.toBe(true);
    expect(ctx.fx.state.links[ctx.s.hash]?.superdayConfirmations).toEqual([body]);
  });

  it('scheduling link: the booking is stored as sent', async () => {
    const ctx = serve('scheduling-link');
    const body = schedulingLinkBody(ctx.s);
    await expect(CALLS.schedulingLinkSchedule(ctx)).resolves.toBeUndefined();
    expect(ctx.fx.state.schedulingLinkBookings[body.id]).toEqual([body]);
  });

  it('interviewer link: PUT new ranges, then GET reads them back', async () => {
    const ctx = serve('interviewer-link');
    const before = await CALLS.interviewerAvailability(ctx);
    expect(before.ranges).toHaveLength(2);
    await expect(CALLS.interviewerAvailabilityUpdate(ctx)).resolves.toBeUndefined();
    expect(await CALLS.interviewerAvailability(ctx)).toEqual({ ranges: NEW_INTERVIEWER_RANGES });
  });

  it('portal: feedback is stored once, marks the interview, and a second one is refused', async () => {
    const ctx = serve('portal');
    const data = section(ctx.s, 'portal').data;
    if (!isReplyOk(data)) throw new Error('portal answers');
    const done = data.result.interviews.find((i) => !i.feedbackGiven && i.events.length > 0);
    if (!done) throw new Error('portal has an interview without feedback');
    const body = {
      interviewId: done.id,
      ...portalIds(ctx.s),
      rating: 5 as const,
      comment: 'Clear questions, friendly team.',
    };
    await expect(sendPortalFeedback(ctx.client, body)).resolves.toBeUndefined();
    expect(ctx.fx.state.portalFeedback[done.id]).toEqual([body]);
    const after = await CALLS.portal(ctx);
    expect(after.interviews.find((i) => i.id === done.id)?.feedbackGiven).toBe(true);
    await expect(sendPortalFeedback(ctx.client, body)).rejects.toBeInstanceOf(ApiError);
    await expect(
      sendPortalFeedback(ctx.client, { ...body, rating: 9 } as unknown as typeof body),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('portal: a sent message shows at the end of the thread', async () => {
    const ctx = serve('portal');
    const thread = await CALLS.portalMessages(ctx);
    await expect(CALLS.portalSend(ctx)).resolves.toBeUndefined();
    const after = await CALLS.portalMessages(ctx);
    expect(after.slice(0, thread.length)).toEqual(thread);
    expect(after.slice(thread.length)).toEqual([
      expect.objectContaining({
        body: 'Is there parking at the office?',
        channel: 'CANDIDATE_PORTAL',
        direction: 'RECEIVED',
      }),
    ]);
  });
});

describe('the chatbot event stream', () => {
  const chatbot = getScenario('chatbot');
  const reply = (replyId: string) => {
    const script = section(chatbot, 'chat').replies.find((r) => r.id === replyId);
    if (!script) throw new Error(`no reply ${replyId}`);
    return script;
  };

  it.each([
    ['confirm-availability', 'Yes please', 'CONFIRM_AVAILABILITY'],
    ['parse-availability', 'I am free Tuesday and Wednesday morning', null],
    ['reschedule', 'Could I reschedule to another day?', null],
    ['default', 'What should I wear?', null],
  ])('%s: the events accumulate to the scripted answer', async (replyId, message, action) => {
    const ctx = serve('chatbot');
    const { events } = reply(replyId);
    const seen: unknown[] = [];
    const result = await streamChatbotMessage(ctx.client, chatPayload(ctx.s, message, action), {
      onEvent: (e) => seen.push(e),
      onMalformed: (m) => {
        throw new Error(`malformed event: ${m.reason}`);
      },
    });
    const last = <K extends keyof (typeof events)[number]>(key: K) =>
      events.findLast((e) => e[key] !== undefined)?.[key];
    expect(events.length).toBeGreaterThan(1);
    expect(seen).toEqual(events);
    expect(result).toEqual({
      answer: events.map((e) => e.answer ?? '').join(''),
      buttons: last('buttons') ?? [],
      availableTimeRanges: last('availableTimeRanges') ?? [],
      parsedAvailability: last('parsedAvailability') ?? [],
      intent: last('intent') ?? null,
    });
    // The payload reached the chatbot host as built, history included, with its _csrf.
    expect(callsOf(ctx.fx, 'chatbot').map((c) => c.body)).toEqual([
      { ...chatPayload(ctx.s, message, action), _csrf: expect.any(String) },
    ]);
  });

  it.each([
    ['a non-OK status → "HTTP error"', { status: 502 }, { reason: 'http', httpStatus: 502 }],
    ['a stream cut mid-way → "Network error"', { cutStreamAfter: 2 }, { reason: 'network' }],
  ] as const)('%s', async (_, fault, fields) => {
    const ctx = serve('chatbot', { faults: { chatbot: fault } });
    const outcome = await settle(
      streamChatbotMessage(ctx.client, chatPayload(ctx.s, 'Hello', null)),
    );
    expectOutcome('chat fault', outcome, { type: ChatStreamError, fields });
  });
});

// ---------------------------------------------------------------------------------------------
// Live results: search → socket, over a real ws server playing the scenario's script

interface ScriptExpectation {
  /** Batch numbers in the order the server sends them. */
  sent: number[];
  batches: { batchNo: number; hashes: string[] }[];
  done: number[];
  close: { code: number; reason: string };
  malformed: number;
}

/** What a client must report for a script, read off the script's own frames. */
function expectationOf(script: SocketScript): ScriptExpectation {
  const sent: number[] = [];
  const byBatch = new Map<number, string[]>();
  const done: number[] = [];
  let malformed = 0;
  let close = { code: 1006, reason: '' };
  for (const step of script.steps) {
    if (isCloseStep(step)) {
      close = step.close;
      break;
    }
    const message = step.malformed ? null : parseSocketFrame(step.data);
    if (message === null) malformed += 1;
    else if (message.type === 'done') done.push(message.total);
    else {
      sent.push(message.batch);
      byBatch.set(
        message.batch,
        message.results.map((r) => (r as { hash: string }).hash),
      );
    }
  }
  const batches = [...byBatch.entries()]
    .sort(([a], [b]) => a - b)
    .map(([batchNo, hashes]) => ({ batchNo, hashes }));
  return { sent, batches, done, close, malformed };
}

async function liveResults(id: ScenarioId): Promise<RecordedLiveResults> {
  const ctx = serve(id, { wsEndpoint: `${wss.origin}/v2/meet/results` });
  // The socket's HTTP upgrade goes to the real local ws server, past MSW.
  server.use(http.get(`${wss.origin.replace(/^ws:/, 'http:')}/*`, () => passthrough()));
  const metadata = await CALLS.search(ctx);
  const { rec, closed } = recordLiveResults(metadata);
  await closed;
  // The socket URL carried the scenario's correlationId and sessionId.
  const [connection] = wss.connections;
  expect(Object.fromEntries(connection!.url.searchParams)).toEqual({
    correlationId: metadata.correlationId,
    sessionId: metadata.sessionId,
  });
  return rec;
}

describe('the live-results socket', () => {
  it.each(withSocket)('%s: delivers what its script sends, in batch order', async (id) => {
    const script = socketScriptFor(getScenario(id))!;
    const want = expectationOf(script);
    const rec = await liveResults(id);
    expect(rec.batches).toEqual(want.batches);
    expect(rec.done).toEqual(want.done);
    expect(rec.malformed).toHaveLength(want.malformed);
    expect(rec.closes).toEqual([{ ...want.close, wasClean: true, expected: want.done.length > 0 }]);
  });

  const batchNos = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  it.each([
    ['pending', 'steady', batchNos(5), batchNos(5), [40], NORMAL_CLOSE, []],
    ['no-results', 'empty', [1], [1], [0], NORMAL_CLOSE, []],
    ['out-of-order', 'out-of-order', [1, 3, 2, 4], batchNos(4), [32], NORMAL_CLOSE, []],
    ['duplicates', 'with-duplicates', batchNos(4), batchNos(4), [30], NORMAL_CLOSE, []],
    [
      'malformed-socket',
      'malformed',
      [1, 2, 3],
      [1, 2, 3],
      [24],
      NORMAL_CLOSE,
      [
        'frame is not JSON',
        'frame is not JSON',
        'frame is not a socket message',
        'frame is not a socket message',
      ],
    ],
    ['socket-drop', 'drop-mid-search', [1, 2], [1, 2], [], SERVER_ERROR_CLOSE, []],
    ['slow-search', 'slow', [1, 2, 3], [1, 2, 3], [24], NORMAL_CLOSE, []],
    ['many-results', 'large', batchNos(25), batchNos(25), [5000], NORMAL_CLOSE, []],
    ['flooded-results', 'flood', batchNos(50), batchNos(50), [10_000], NORMAL_CLOSE, []],
  ] satisfies [
    ScenarioId,
    SocketScriptName,
    number[],
    number[],
    number[],
    { code: number; reason: string },
    string[],
  ][])(
    '%s (%s): sent %j, delivered %j, done %j',
    async (id, scriptName, sent, delivered, done, close, malformed) => {
      const script = socketScriptFor(getScenario(id))!;
      expect(script.name).toBe(scriptName);
      expect(expectationOf(script).sent).toEqual(sent);
      const rec = await liveResults(id);
      expect(rec.batches.map((b) => b.batchNo)).toEqual(delivered);
      expect(rec.results.map((r) => r.map((o) => o.hash))).toEqual(
        rec.batches.map((b) => b.hashes),
      );
      expect(rec.done).toEqual(done);
      if (done.length > 0) expect(rec.results.flat()).toHaveLength(done[0]!);
      expect(rec.malformed.map((m) => m.reason.split(':')[0])).toEqual(malformed);
      expect(rec.closes).toEqual([
        { ...close, wasClean: true, expected: close.code === NORMAL_CLOSE.code },
      ]);
    },
  );

  it('covers every socket script in the table above', () => {
    expect(new Set(withSocket.map((id) => getScenario(id).socket?.script ?? 'none'))).toEqual(
      new Set(SOCKET_SCRIPT_NAMES),
    );
  });

  it('duplicates: the client delivers every option; the domain index removes the repeats', async () => {
    const rec = await liveResults('duplicates');
    const hashes = rec.results.flat().map((r) => r.hash);
    expect(new Set(hashes).size).toBeLessThan(hashes.length); // verbatim repeats arrived
    let index = createResultIndex({ needsReview: false, timeZone: 'America/New_York' });
    let duplicates = 0;
    for (const batch of rec.results) {
      const outcome = ingestBatch(index, batch);
      index = outcome.index;
      duplicates += outcome.duplicates;
    }
    // 2 verbatim repeats and 4 options with the same time ranges under a new hash.
    expect(duplicates).toBe(6);
    expect(index.counts.all).toBe(hashes.length - duplicates);
  });
});
