/**
 * Flow stories: a container running against the fixtures' MSW handlers (HTTP) and a
 * mock-socket server (live results), exactly as the app runs against the real API.
 *
 *   const fx = flowFixture('pending');
 *   export const Story = { ...fx.story, play: async (context) => { … } };
 *
 * Each fixture has its own store (`fx.state`), reset before the story renders, so a play
 * function can assert what the "server" received (confirmations, reschedules, tracking).
 */
import {
  createHandlers,
  type CreateHandlersOptions,
  type FixtureState,
  FIXTURE_WS_ENDPOINT,
  getScenario,
  isReplyOk,
  memoryStores,
  resetFixtureState,
  type Scenario,
  type ScenarioId,
  socketScriptFor,
} from '../../fixtures';
import type { ApiHosts } from '../../src/api/contract';
import { createHttpClient, type HttpClient } from '../../src/api/http';
import {
  pickingKey,
  type SavedPick,
  type SavedPicking,
  serializePicking,
  serializeShared,
  sharedKey,
} from '../../src/domain/saved-picks';
import type { SuperdayOption } from '../../src/domain/entities';
import { serializeSuperdayConfirmed, superdayConfirmedKey } from '../../src/domain/superday';
import { CandidateFlow } from '../../src/features/candidate/containers/CandidateFlow';
import { Chat, type ChatOptions } from '../../src/features/chat';
import { InterviewerLinkFlow } from '../../src/features/interviewer-link';
import { PortalFlow } from '../../src/features/portal';
import { SchedulingLinkFlow } from '../../src/features/scheduling-link';
import { SuperdayFlow } from '../../src/features/superday';
import { everyBatch } from '../../src/features/candidate/containers/journey/batch-pacer';
import { STORY_ZONE } from '../../.storybook/workbench';
import { startLiveSocket } from './live-socket';

/** Same-origin hosts: the service worker answers them. */
export const STORY_HOSTS: ApiHosts = {
  main: '',
  highVolume: '',
  superday: '',
  chatbot: '',
};

/** A short, fixed list for the time-zone picker (the app offers every IANA zone). */
export const STORY_TIME_ZONES = [
  'America/Los_Angeles',
  'America/New_York',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Adelaide',
  'UTC',
];

/** The toolbar's time zone, or the scenario's when the toolbar says "the story's own zone". */
function zoneOf(globals: Record<string, unknown>, scenarioZone: string): string {
  const zone = globals.timeZone;
  return typeof zone === 'string' && zone !== STORY_ZONE ? zone : scenarioZone;
}

export interface FlowFixtureOptions {
  faults?: CreateHandlersOptions['faults'];
  latencyMs?: CreateHandlersOptions['latencyMs'];
  /** Socket pace: 1 plays the script's timing; Infinity (default) sends at once. */
  socketSpeed?: number;
  /** The socket idle limit of the flow (ms; the app's is 35 000). */
  socketIdleMs?: number;
  /** Picks this tab kept of an earlier visit (a reload on pick days). */
  savedPicking?: SavedPicking;
  /** Picks this browser shared on an earlier visit. */
  sharedPicks?: readonly SavedPick[];
  /**
   * The browser is signed in as staff: a `debug=true` search answers its attendees
   * (`debugInfo`). Default false: a candidate adding `?debug=true` gets a normal search.
   */
  staff?: boolean;
  /** The link asks for staff debug mode (`?debug=true`). */
  debug?: boolean;
  /** The chat (chatbot scenarios): open from the start. */
  chatOpen?: boolean;
}

export interface FlowFixture {
  scenario: Scenario;
  state: FixtureState;
  http: HttpClient;
  /** Spread into a story: its handlers, its socket (started before, stopped after), its render. */
  story: {
    parameters: { msw: { handlers: ReturnType<typeof createHandlers>['groups'] } };
    beforeEach: () => () => void;
    render: (args: unknown, context: { globals: Record<string, unknown> }) => React.JSX.Element;
  };
}

export function flowFixture(id: ScenarioId, options: FlowFixtureOptions = {}): FlowFixture {
  const scenario = getScenario(id);
  const fx = createHandlers({
    scenario,
    hosts: STORY_HOSTS,
    wsEndpoint: FIXTURE_WS_ENDPOINT,
    ...(options.faults ? { faults: options.faults } : {}),
    ...(options.latencyMs === undefined ? {} : { latencyMs: options.latencyMs }),
    staff: options.staff ?? false,
  });
  // Retries wait 1 s as in the app, but a story never waits for a time-out.
  const http = createHttpClient({ hosts: STORY_HOSTS, storage: null, timeoutMs: 10_000 });
  const now = Date.parse(scenario.now);
  const script = socketScriptFor(scenario);
  // Picks kept across reloads live in memory here, emptied before each story: no story sees
  // what another one picked.
  const pickStores = memoryStores();
  return {
    scenario,
    state: fx.state,
    http,
    story: {
      parameters: { msw: { handlers: fx.groups } },
      beforeEach: () => {
        resetFixtureState(fx.state);
        pickStores.session.clear();
        pickStores.local.clear();
        if (options.savedPicking) {
          pickStores.session.setItem(
            pickingKey(scenario.hash),
            serializePicking(options.savedPicking),
          );
        }
        if (options.sharedPicks) {
          pickStores.local.setItem(sharedKey(scenario.hash), serializeShared(options.sharedPicks));
        }
        return startLiveSocket({
          url: FIXTURE_WS_ENDPOINT,
          script,
          speed: options.socketSpeed ?? Number.POSITIVE_INFINITY,
        });
      },
      render: (_args, { globals }) => (
        <CandidateFlow
          hash={scenario.hash}
          http={http}
          browserTimeZone={zoneOf(globals, scenario.browserTimeZone)}
          now={() => now}
          allTimeZones={STORY_TIME_ZONES}
          pickStores={pickStores}
          // Each batch as it comes: what a story shows must not depend on frame timing.
          resultFrames={everyBatch}
          // Nor on where the list was on the page when a batch came (see CandidateFlowProps).
          holdRowsOnScreen={false}
          debug={options.debug ?? false}
          {...(options.socketIdleMs === undefined ? {} : { socketIdleMs: options.socketIdleMs })}
          chat={{ defaultOpen: options.chatOpen ?? false, draftStore: pickStores.session }}
        />
      ),
    },
  };
}

/** A scenario (by id or as a variant) with its MSW handlers and an HTTP client for a story. */
function servedScenario(
  scenarioOrId: Scenario | ScenarioId,
  options: {
    faults?: CreateHandlersOptions['faults'];
    latencyMs?: CreateHandlersOptions['latencyMs'];
    /** Other scenarios the handlers answer for too (e.g. the chatbot's, for a portal's chat). */
    alsoServe?: readonly ScenarioId[];
  },
) {
  const scenario = typeof scenarioOrId === 'string' ? getScenario(scenarioOrId) : scenarioOrId;
  const fx = createHandlers({
    ...(options.alsoServe ? { scenarios: [scenario, ...options.alsoServe] } : { scenario }),
    hosts: STORY_HOSTS,
    ...(options.faults ? { faults: options.faults } : {}),
    ...(options.latencyMs === undefined ? {} : { latencyMs: options.latencyMs }),
  });
  // Retries wait 1 s as in the app, but a story never waits for a time-out.
  const http = createHttpClient({ hosts: STORY_HOSTS, storage: null, timeoutMs: 10_000 });
  return { scenario, fx, http };
}

/** What a served fixture's view is drawn with: the story's zone and the scenario's clock. */
interface Served {
  scenario: Scenario;
  http: HttpClient;
  /** The scenario's "now" (epoch ms). */
  now: number;
  /** The toolbar's zone, or the scenario's. */
  zone: string;
}

/**
 * A flow story against the fixtures' MSW handlers: its own store, emptied before each story
 * (with `reset` for the flow's own stores), and its view.
 */
function servedFixture(
  scenarioOrId: Scenario | ScenarioId,
  options: Parameters<typeof servedScenario>[1],
  view: (served: Served) => React.JSX.Element,
  reset: (scenario: Scenario) => void = () => undefined,
): FlowFixture {
  const { scenario, fx, http } = servedScenario(scenarioOrId, options);
  const now = Date.parse(scenario.now);
  return {
    scenario,
    state: fx.state,
    http,
    story: {
      parameters: { msw: { handlers: fx.groups } },
      beforeEach: () => {
        resetFixtureState(fx.state);
        reset(scenario);
        return () => undefined;
      },
      render: (_args, { globals }) =>
        view({ scenario, http, now, zone: zoneOf(globals, scenario.browserTimeZone) }),
    },
  };
}

export interface SuperdayFixtureOptions {
  faults?: CreateHandlersOptions['faults'];
  latencyMs?: CreateHandlersOptions['latencyMs'];
  /** Times this browser confirmed on an earlier visit (kept in localStorage). */
  savedConfirmation?: readonly SuperdayOption[];
  /** The link without its invitation hash. */
  withoutHash?: boolean;
}

/**
 * The superday flow against the fixtures' MSW handlers, as `flowFixture` for the candidate
 * flow: a scenario (by id, or a variant made in the story file) with its own store.
 */
export function superdayFixture(
  scenarioOrId: Scenario | ScenarioId,
  options: SuperdayFixtureOptions = {},
): FlowFixture {
  const store = memoryStores().local;
  return servedFixture(
    scenarioOrId,
    options,
    ({ scenario, http, zone }) => (
      <SuperdayFlow
        interviewId={scenario.superday?.interviewId ?? 'int_unknown'}
        hash={options.withoutHash ? null : scenario.hash}
        http={http}
        browserTimeZone={zone}
        store={store}
      />
    ),
    (scenario) => {
      store.clear();
      if (options.savedConfirmation) {
        store.setItem(
          superdayConfirmedKey(scenario.superday?.interviewId ?? 'int_unknown'),
          serializeSuperdayConfirmed(options.savedConfirmation),
        );
      }
    },
  );
}

/**
 * The candidate portal against the fixtures' MSW handlers, its clock at the scenario's "now":
 * a scenario by id, or a variant made in the story file.
 */
export function portalFixture(
  scenarioOrId: Scenario | ScenarioId,
  options: {
    faults?: CreateHandlersOptions['faults'];
    latencyMs?: number;
    /** The link's segments, when not the scenario's (a portal the server does not know). */
    segments?: readonly string[];
    /** Other scenarios the handlers answer for too (the chatbot's, for the portal's chat). */
    alsoServe?: readonly ScenarioId[];
  } = {},
): FlowFixture {
  return servedFixture(scenarioOrId, options, ({ scenario, http, now, zone }) => {
    const [a = '', b = '', c] = options.segments ?? scenario.portal?.segments ?? [];
    return (
      <PortalFlow
        segments={c === undefined ? [a, b] : [a, b, c]}
        http={http}
        browserTimeZone={zone}
        now={() => now}
        // Stories stay in the story: links point nowhere.
        candidateLink={(hash) => `#s/${hash}`}
      />
    );
  });
}

export interface ChatFixtureOptions {
  faults?: CreateHandlersOptions['faults'];
  /** The reply time limit's timer (a fake clock's). */
  startTimer?: ChatOptions['startTimer'];
  /** The panel's first message instead of the greeting. */
  initialMessage?: string;
}

/**
 * The chat on its own (open), against the fixtures' MSW handlers: the chatbot scenario's
 * earlier messages, agent and streamed answers (the event stream of fixtures/http), nothing to
 * book. Booking journeys run the candidate flow with its chat (`flowFixture('chatbot', {
 * chatOpen: true })`).
 */
export function chatFixture(options: ChatFixtureOptions = {}): FlowFixture {
  const drafts = memoryStores().session;
  return servedFixture(
    'chatbot',
    options,
    ({ scenario, http, now, zone }) => {
      if (!isReplyOk(scenario.intro)) throw new Error('the chatbot scenario has an intro');
      const intro = scenario.intro.result;
      return (
        <Chat
          chat={{
            defaultOpen: true,
            http,
            now: () => now,
            draftStore: drafts,
            ...(options.startTimer ? { startTimer: options.startTimer } : {}),
            booking: { kind: 'closed' },
            context: {
              hash: scenario.hash,
              organizationId: intro.organization.id,
              organizationName: intro.organization.name,
              timeZone: zone,
              status: intro.interview.status,
              isReschedule: false,
              canGuestReschedule: intro.interview.settings.canGuestReschedule,
              duration: intro.interview.durationMin,
              totalDuration: intro.interviews.reduce((sum, i) => sum + i.durationMin, 0),
              guestId: intro.guest.id,
              jobId: intro.interview.job.id,
              applicationId: intro.interview.application.id,
              initialMessage: options.initialMessage ?? null,
            },
          }}
        />
      );
    },
    () => {
      drafts.clear();
    },
  );
}

/**
 * The scheduling link against the fixtures' MSW handlers, its clock at the scenario's "now" (the
 * link's times are around it): a scenario by id, or a variant made in the story file.
 */
export function schedulingLinkFixture(
  scenarioOrId: Scenario | ScenarioId,
  options: { faults?: CreateHandlersOptions['faults'] } = {},
): FlowFixture {
  return servedFixture(scenarioOrId, options, ({ scenario, http, now, zone }) => (
    <SchedulingLinkFlow
      id={scenario.schedulingLink?.id ?? 'unknown'}
      http={http}
      browserTimeZone={zone}
      now={() => now}
    />
  ));
}

/**
 * The interviewer link against the fixtures' MSW handlers, its clock at the scenario's "now":
 * a scenario by id, or a variant made in the story file. `email`: what the link carries
 * (default the link's own address; null asks for it).
 */
export function interviewerLinkFixture(
  scenarioOrId: Scenario | ScenarioId,
  options: { faults?: CreateHandlersOptions['faults']; email?: string | null } = {},
): FlowFixture {
  const served = { faults: options.faults };
  return servedFixture(scenarioOrId, served, ({ scenario, http, now, zone }) => {
    const link = scenario.interviewerLink;
    return (
      <InterviewerLinkFlow
        organizationSlug={link?.organizationSlug ?? 'unknown'}
        customUrl={link?.customUrl ?? 'unknown'}
        email={options.email === undefined ? (link?.interviewerEmail ?? null) : options.email}
        http={http}
        browserTimeZone={zone}
        now={() => now}
      />
    );
  });
}
