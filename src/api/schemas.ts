/**
 * valibot schemas of every response the calls of spec section 7 return.
 *
 * Policy: strict on what the app relies on (ids, the 11 interview statuses, 4-number scores,
 * ISO-8601 times with an offset that Date.parse accepts, durations, booleans that drive
 * rules such as `solution.feasible`); lenient where the server may omit optional things
 * (display strings default to '', nullable fields to null, lists to [], settings flags to
 * false). Unknown keys are dropped. The type checks at the bottom prove that each schema's
 * output is assignable to its entity of src/domain/entities.ts, and that each entity is an
 * acceptable input (so fixtures built from the entity types pass the schemas).
 */
import * as v from 'valibot';
import {
  ATTENDEE_RESPONSES,
  INTERVIEW_STATUSES,
  MESSAGE_CHANNELS,
  MESSAGE_DIRECTIONS,
  PORTAL_INTERVIEW_STATES,
  RESCHEDULE_REASON_CODES,
} from '../domain/entities';
import type {
  AgentInfo,
  ChatStreamEvent,
  InterviewerAvailability,
  InterviewerLinkIntro,
  MeetIntro,
  PortalData,
  PortalMessage,
  ResultOption,
  SchedulingLinkIntro,
  SearchMetadata,
  SelectedTimeRange,
  StoredChatMessage,
  SuperdayAvailability,
} from '../domain/entities';
import type {
  AgentInfoListResult,
  ChatMessagesResult,
  ConfirmAvailabilityResult,
  InterviewerAvailabilityResult,
  InterviewerLinkIntroResult,
  PortalMessagesResult,
  RefreshResponse,
  SchedulingLinkIntroResult,
  SearchResult,
  SocketMessage,
  SuperdayConfirmResult,
  SuperdayRequestAvailabilityResult,
} from './contract';

// ---------------------------------------------------------------------------------------------
// Primitives

const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const parseable = (s: string) => !Number.isNaN(Date.parse(s));

/** An ISO-8601 date-time with an offset (or Z) that Date.parse accepts. */
export const IsoDateTimeSchema = v.pipe(
  v.string(),
  v.regex(ISO_DATE_TIME, 'expected an ISO-8601 date-time with an offset'),
  v.check(parseable, 'expected a parseable date-time'),
);

/** An ISO-8601 date (YYYY-MM-DD) or date-time with an offset. */
export const IsoDateOrDateTimeSchema = v.pipe(
  v.string(),
  v.check((s) => ISO_DATE.test(s) || ISO_DATE_TIME.test(s), 'expected an ISO-8601 date'),
  v.check(parseable, 'expected a parseable date'),
);

const Id = v.pipe(v.string(), v.minLength(1, 'expected a non-empty id'));
/** Ids may come as numbers from some services; they are normalised to strings. */
const IdLoose = v.pipe(
  v.union([Id, v.pipe(v.number(), v.integer())]),
  v.transform((x) => String(x)),
);
const Text = v.optional(v.string(), '');
const NullableText = v.nullish(v.string(), null);
const Minutes = v.pipe(v.number(), v.finite(), v.minValue(0));
const Flag = v.optional(v.boolean(), false);

const InterviewStatusSchema = v.picklist(INTERVIEW_STATUSES);

const NamedRefSchema = v.object({ id: IdLoose, name: Text });

const OrganizationSchema = v.object({
  id: IdLoose,
  name: Text,
  domain: Text,
  settings: v.optional(v.object({ candidateChatbot: Flag }), {}),
});

const GuestSchema = v.object({
  id: IdLoose,
  firstName: Text,
  lastName: Text,
  email: Text,
  settings: v.optional(v.object({ timeZone: NullableText }), {}),
});

const PersonSchema = v.object({ name: Text, title: NullableText });

const ScheduledEventSchema = v.object({
  id: IdLoose,
  title: Text,
  startTime: IsoDateTimeSchema,
  endTime: IsoDateTimeSchema,
  location: NullableText,
  videoUrl: NullableText,
  interviewers: v.optional(v.array(PersonSchema), []),
});

// ---------------------------------------------------------------------------------------------
// Time ranges

/** Selected time range; `durationMin` is computed from the times when the server omits it. */
export const SelectedTimeRangeSchema = v.pipe(
  v.object({
    startTime: IsoDateTimeSchema,
    endTime: IsoDateTimeSchema,
    durationMin: v.optional(Minutes),
  }),
  v.transform((r): SelectedTimeRange => ({
    startTime: r.startTime,
    endTime: r.endTime,
    durationMin:
      r.durationMin ?? Math.max(0, (Date.parse(r.endTime) - Date.parse(r.startTime)) / 60_000),
  })),
);

// ---------------------------------------------------------------------------------------------
// Meet intro

const InterviewSettingsSchema = v.object({
  needsReview: Flag,
  isOnsite: Flag,
  timeZone: NullableText,
  canGuestReschedule: Flag,
});

const InterviewSchema = v.object({
  id: IdLoose,
  status: InterviewStatusSchema,
  reasonCode: v.nullish(v.picklist(RESCHEDULE_REASON_CODES), null),
  settings: v.optional(InterviewSettingsSchema, {}),
  job: NamedRefSchema,
  stage: NamedRefSchema,
  application: v.object({ id: IdLoose }),
  durationMin: Minutes,
  availabilityWindow: v.object({ startTime: IsoDateTimeSchema, endTime: IsoDateTimeSchema }),
  schedule: v.optional(v.array(ScheduledEventSchema), []),
});

const InterviewSummarySchema = v.object({
  id: IdLoose,
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  job: NamedRefSchema,
  stage: NamedRefSchema,
  date: v.nullish(IsoDateOrDateTimeSchema, null),
  durationMin: Minutes,
});

/** result of GET /v2/meet/get_intro/{hash}. */
export const MeetIntroSchema = v.object({
  interview: InterviewSchema,
  guest: GuestSchema,
  organization: OrganizationSchema,
  interviews: v.optional(v.array(InterviewSummarySchema), []),
  meetBackgroundUrlList: v.optional(v.array(v.string()), []),
});

// ---------------------------------------------------------------------------------------------
// Search and live results

/** result.searchMetadata of the search call. */
export const SearchMetadataSchema = v.object({
  wsEndpoint: v.pipe(v.string(), v.minLength(1, 'expected a socket endpoint')),
  sessionId: Id,
  correlationId: Id,
  debugInfo: v.nullish(
    v.object({
      attendees: v.optional(v.array(v.object({ id: IdLoose, name: Text })), []),
    }),
    null,
  ),
  error: NullableText,
});

const ScoreSchema = v.strictTuple([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.number(), v.finite()),
  v.pipe(v.number(), v.finite()),
  v.pipe(v.number(), v.finite()),
]);

const SchedulingSolutionSchema = v.object({
  feasible: v.boolean(),
  justifications: v.optional(
    v.array(
      v.object({
        id: v.pipe(v.string(), v.minLength(1)),
        // A missing flag counts as "not optional", the conservative (blocking) reading.
        items: v.optional(
          v.array(v.object({ isOptionalAttendee: Flag, isOptionalEvent: Flag })),
          [],
        ),
      }),
    ),
    [],
  ),
});

/** One result option of the live-results socket. */
export const ResultOptionSchema = v.object({
  hash: Id,
  score: ScoreSchema,
  startTime: IsoDateTimeSchema,
  events: v.pipe(
    v.array(
      v.object({
        startTime: IsoDateTimeSchema,
        endTime: IsoDateTimeSchema,
        attendees: v.optional(
          v.array(
            v.object({
              id: IdLoose,
              response: v.fallback(v.picklist(ATTENDEE_RESPONSES), 'needsAction'),
            }),
          ),
          [],
        ),
      }),
    ),
    v.minLength(1, 'expected at least one event'),
  ),
  solution: SchedulingSolutionSchema,
});

/** One frame of the live-results socket (contract.ts SocketMessage). */
export const SocketMessageSchema = v.variant('type', [
  v.object({
    type: v.literal('results'),
    batch: v.pipe(v.number(), v.integer(), v.minValue(0)),
    results: v.array(v.unknown()),
  }),
  v.object({
    type: v.literal('done'),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
]);

// ---------------------------------------------------------------------------------------------
// Superday

const SuperdayOptionSchema = v.object({
  startTime: IsoDateTimeSchema,
  endTime: IsoDateTimeSchema,
  iteration: v.pipe(v.number(), v.integer()),
  interviewBlockId: IdLoose,
  interviewBlockStartTime: IsoDateTimeSchema,
  interviewTimeBlockIndex: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/**
 * The superday availability: each option is checked on its own, and one that is malformed (no
 * block id, no iteration, a time that does not parse…) is dropped, not the whole answer: the
 * candidate still gets every block the server sent well (issue 36, item 6).
 */
export const SuperdayAvailabilitySchema = v.object({
  options: v.pipe(
    v.optional(v.array(v.unknown()), []),
    v.transform((items) =>
      items.flatMap((item) => {
        const parsed = v.safeParse(SuperdayOptionSchema, item);
        return parsed.success ? [parsed.output] : [];
      }),
    ),
  ),
});

// ---------------------------------------------------------------------------------------------
// Confirm / refresh

export const ConfirmAvailabilityResultSchema = v.object({ status: InterviewStatusSchema });

/** Body of GET /refresh (not enveloped). */
export const RefreshResponseSchema = v.object({
  csrfToken: v.pipe(v.string(), v.minLength(1, 'expected a csrf token')),
});

// ---------------------------------------------------------------------------------------------
// Portal

const PortalInterviewSchema = v.object({
  id: IdLoose,
  state: v.picklist(PORTAL_INTERVIEW_STATES),
  status: InterviewStatusSchema,
  job: NamedRefSchema,
  stage: NamedRefSchema,
  events: v.optional(v.array(ScheduledEventSchema), []),
  plan: v.optional(
    v.array(
      v.object({
        number: v.pipe(v.number(), v.integer(), v.minValue(1)),
        title: Text,
        durationMin: Minutes,
        pending: Flag,
      }),
    ),
    [],
  ),
  hash: NullableText,
  applicationId: NullableText,
  feedbackGiven: Flag,
});

export const PortalDataSchema = v.object({
  guest: GuestSchema,
  organization: OrganizationSchema,
  interviews: v.optional(v.array(PortalInterviewSchema), []),
  interviewers: v.optional(
    v.array(v.object({ jobId: IdLoose, people: v.optional(v.array(PersonSchema), []) })),
    [],
  ),
  prep: v.optional(v.array(v.object({ title: Text, url: v.string() })), []),
  social: v.optional(v.array(v.object({ network: Text, url: v.string() })), []),
});

export const PortalMessageSchema = v.object({
  id: IdLoose,
  body: Text,
  channel: v.picklist(MESSAGE_CHANNELS),
  direction: v.picklist(MESSAGE_DIRECTIONS),
  createdAt: IsoDateTimeSchema,
});

// ---------------------------------------------------------------------------------------------
// Scheduling link and interviewer link

export const SchedulingLinkIntroSchema = v.object({
  id: IdLoose,
  organization: OrganizationSchema,
  title: Text,
  durationMin: Minutes,
  timeZone: NullableText,
  times: v.array(v.object({ startTime: IsoDateTimeSchema, endTime: IsoDateTimeSchema })),
});

export const InterviewerLinkIntroSchema = v.object({
  id: IdLoose,
  organization: OrganizationSchema,
  interviewer: v.object({ email: v.pipe(v.string(), v.minLength(1)), name: Text }),
  timeZone: NullableText,
});

export const InterviewerAvailabilitySchema = v.object({
  ranges: v.optional(v.array(SelectedTimeRangeSchema), []),
});

// ---------------------------------------------------------------------------------------------
// Chatbot

export const StoredChatMessageSchema = v.object({
  id: IdLoose,
  message: Text,
  type: v.string(),
  createdAt: IsoDateTimeSchema,
});

export const AgentInfoSchema = v.object({
  id: IdLoose,
  name: Text,
  avatarUrl: NullableText,
});

/** A field the server may send as null or leave out; both become undefined. */
const absentable = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((x) => x ?? undefined),
  );

/** The JSON of one `data:` line of the chatbot event stream. */
export const ChatStreamEventSchema = v.object({
  answer: absentable(v.string()),
  buttons: absentable(v.array(v.object({ label: v.string(), action: v.string() }))),
  availableTimeRanges: absentable(v.array(SelectedTimeRangeSchema)),
  parsedAvailability: absentable(v.array(SelectedTimeRangeSchema)),
  intent: absentable(v.string()),
});

// ---------------------------------------------------------------------------------------------
// Envelope

/** The error side of the envelope; `code` may arrive as a numeric string. */
export const ApiFailureSchema = v.object({
  status: v.literal('error'),
  gtErrorName: v.nullish(v.string()),
  code: v.nullish(v.union([v.number(), v.string()])),
  message: v.nullish(v.string()),
});

export const ApiSuccessSchema = v.object({
  status: v.literal('success'),
  result: v.unknown(),
});

// ---------------------------------------------------------------------------------------------
// Wrappers of the enveloped results (the "Response used" column of spec section 7)

export const SearchResultSchema = v.object({ searchMetadata: SearchMetadataSchema });
export const SuperdayRequestAvailabilityResultSchema = v.object({
  availability: SuperdayAvailabilitySchema,
});
export const SuperdayConfirmResultSchema = v.object({ confirmed: v.boolean() });
// The scheduling-link intro, interviewer-link intro and interviewer availability are the
// `result` itself (SchedulingLinkIntroSchema, InterviewerLinkIntroSchema,
// InterviewerAvailabilitySchema); the three lists below are the `result` itself too.
export const PortalMessagesResultSchema = v.array(PortalMessageSchema);
export const ChatMessagesResultSchema = v.array(StoredChatMessageSchema);
export const AgentInfoListSchema = v.array(AgentInfoSchema);

// ---------------------------------------------------------------------------------------------
// Type checks: output ⊆ entity, entity ⊆ input.

type Assert<T extends true> = T;
type OutFits<S extends v.GenericSchema, E> = v.InferOutput<S> extends E ? true : false;
type InFits<S extends v.GenericSchema, E> = E extends v.InferInput<S> ? true : false;
type Both<S extends v.GenericSchema, E> = OutFits<S, E> extends true ? InFits<S, E> : false;

/** Compile-time proof that schemas and entities agree (never used at run time). */
export type SchemaEntityChecks = [
  Assert<Both<typeof MeetIntroSchema, MeetIntro>>,
  Assert<Both<typeof SearchMetadataSchema, SearchMetadata>>,
  Assert<OutFits<typeof ResultOptionSchema, ResultOption>>,
  // The entity's score is a readonly tuple; the schema's input type is a mutable one.
  Assert<
    InFits<
      typeof ResultOptionSchema,
      Omit<ResultOption, 'score'> & { score: number[] & [number, number, number, number] }
    >
  >,
  Assert<Both<typeof SuperdayAvailabilitySchema, SuperdayAvailability>>,
  Assert<Both<typeof PortalDataSchema, PortalData>>,
  Assert<Both<typeof SchedulingLinkIntroSchema, SchedulingLinkIntro>>,
  Assert<Both<typeof InterviewerLinkIntroSchema, InterviewerLinkIntro>>,
  Assert<Both<typeof InterviewerAvailabilitySchema, InterviewerAvailability>>,
  Assert<Both<typeof StoredChatMessageSchema, StoredChatMessage>>,
  Assert<Both<typeof PortalMessageSchema, PortalMessage>>,
  Assert<Both<typeof AgentInfoSchema, AgentInfo>>,
  Assert<Both<typeof ChatStreamEventSchema, ChatStreamEvent>>,
  Assert<Both<typeof SelectedTimeRangeSchema, SelectedTimeRange>>,
  Assert<Both<typeof ConfirmAvailabilityResultSchema, ConfirmAvailabilityResult>>,
  Assert<Both<typeof RefreshResponseSchema, RefreshResponse>>,
  Assert<Both<typeof SocketMessageSchema, SocketMessage>>,
  Assert<Both<typeof SearchResultSchema, SearchResult>>,
  Assert<Both<typeof SuperdayRequestAvailabilityResultSchema, SuperdayRequestAvailabilityResult>>,
  Assert<Both<typeof SuperdayConfirmResultSchema, SuperdayConfirmResult>>,
  Assert<Both<typeof SchedulingLinkIntroSchema, SchedulingLinkIntroResult>>,
  Assert<Both<typeof InterviewerLinkIntroSchema, InterviewerLinkIntroResult>>,
  Assert<Both<typeof InterviewerAvailabilitySchema, InterviewerAvailabilityResult>>,
  Assert<Both<typeof PortalMessagesResultSchema, PortalMessagesResult>>,
  Assert<Both<typeof ChatMessagesResultSchema, ChatMessagesResult>>,
  Assert<Both<typeof AgentInfoListSchema, AgentInfoListResult>>,
];
