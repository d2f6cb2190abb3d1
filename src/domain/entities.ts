/**
 * The entities of product spec section 3, as the app sees them after the API boundary has
 * validated them. Times are ISO-8601 strings with an offset (or `Z`); time zones are IANA
 * names. Fields the spec marks "not shown" were designed here and are documented in
 * README.md ("Decisions where the spec is silent").
 */

/** Spec section 4: all 11 interview statuses. */
export const INTERVIEW_STATUSES = [
  'queued',
  'hold',
  'pending',
  'pending_review',
  'pending_contact_response',
  'pending_candidate_response',
  'conflict',
  'confirmed',
  'completed',
  'canceled',
  'reschedule',
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** Spec section 4: the 4 attendee responses. */
export const ATTENDEE_RESPONSES = ['needsAction', 'accepted', 'declined', 'tentative'] as const;
export type AttendeeResponse = (typeof ATTENDEE_RESPONSES)[number];

/** Spec section 2 (Reschedule screen): the reason codes a candidate can pick. */
export const RESCHEDULE_REASON_CODES = [
  'sick',
  'personal_emergency',
  'work_emergency',
  'other',
] as const;
export type RescheduleReasonCode = (typeof RESCHEDULE_REASON_CODES)[number];

export interface RescheduleReason {
  reasonCode: RescheduleReasonCode;
  /** Free-text custom reason; may be empty unless the server asks for one. */
  note: string;
}

export interface NamedRef {
  id: string;
  name: string;
}

/** One interview of the itinerary shown on the Introduction screen. */
export interface InterviewSummary {
  id: string;
  /** 1-based position in the candidate's interview plan ("Interview 2"). */
  number: number;
  job: NamedRef;
  stage: NamedRef;
  /** Scheduled or requested date, ISO; null while nothing is scheduled. */
  date: string | null;
  durationMin: number;
}

/** An interview event that is already booked (Confirmation screen, itinerary, calendar). */
export interface ScheduledEvent {
  id: string;
  title: string;
  startTime: string;
  endTime: string;
  /** Street address for on-site events. */
  location: string | null;
  /** Video-conference URL for remote events. */
  videoUrl: string | null;
  interviewers: { name: string; title: string | null }[];
}

export interface InterviewSettings {
  needsReview: boolean;
  isOnsite: boolean;
  /** The interview's own IANA zone (used when on-site). */
  timeZone: string | null;
  canGuestReschedule: boolean;
}

export interface Interview {
  id: string;
  status: InterviewStatus;
  /** Set when a reschedule reason has been recorded for this interview. */
  reasonCode: RescheduleReasonCode | null;
  settings: InterviewSettings;
  job: NamedRef;
  stage: NamedRef;
  application: { id: string };
  /** Total of all events, minutes. */
  durationMin: number;
  /** The window the recruiter asked availability for (before the 2-day widening). */
  availabilityWindow: { startTime: string; endTime: string };
  /** Booked events; empty until confirmed. */
  schedule: ScheduledEvent[];
}

export interface Guest {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  settings: { timeZone: string | null };
}

export interface Organization {
  id: string;
  name: string;
  domain: string;
  settings: { candidateChatbot: boolean };
}

/** Spec section 3: Meet intro (response of GET /v2/meet/get_intro/{hash}). */
export interface MeetIntro {
  interview: Interview;
  guest: Guest;
  organization: Organization;
  /** The interviews listed on the Introduction screen. */
  interviews: InterviewSummary[];
  meetBackgroundUrlList: string[];
}

/** Spec section 3: search metadata (result.searchMetadata of the search call). */
export interface SearchMetadata {
  wsEndpoint: string;
  sessionId: string;
  correlationId: string;
  debugInfo: { attendees: { id: string; name: string }[] } | null;
  error: string | null;
}

/** Constraint labels of spec section 8, used as justification ids. */
export const JUSTIFICATION_IDS = [
  'attendeeConflict',
  'softConflict',
  'conflictBuffers',
  'overMeetingLimit',
  'withinCalendarAvailability',
  'withinAttendeeHours',
  'withinTemplateHours',
  'withinMealHours',
  'gapsBetweenMinAndMax',
  'reoccurringAttendeeInMeeting',
  'roomConflict',
] as const;
/** Known ids above; the server may send others, which count as attendee/event rules. */
export type JustificationId = (typeof JUSTIFICATION_IDS)[number] | (string & {});

export interface JustificationItem {
  isOptionalAttendee: boolean;
  isOptionalEvent: boolean;
}

export interface Justification {
  id: JustificationId;
  items: JustificationItem[];
}

/** Spec section 3: scheduling solution. */
export interface SchedulingSolution {
  feasible: boolean;
  justifications: Justification[];
}

export interface ResultAttendee {
  id: string;
  response: AttendeeResponse;
}

export interface ResultEvent {
  startTime: string;
  endTime: string;
  attendees: ResultAttendee[];
}

/** Score compared position by position over 4 positions, higher first. */
export type Score = readonly [number, number, number, number];

/** Spec section 3: a result option streamed over the live-results socket. */
export interface ResultOption {
  hash: string;
  score: Score;
  startTime: string;
  events: ResultEvent[];
  solution: SchedulingSolution;
}

/** Spec section 3: one option of the superday availability. */
export interface SuperdayOption {
  startTime: string;
  endTime: string;
  iteration: number;
  interviewBlockId: string;
  interviewBlockStartTime: string;
  interviewTimeBlockIndex: number;
}

export interface SuperdayAvailability {
  options: SuperdayOption[];
}

/** A superday slot as the candidate picked it; incomplete ones are never sent. */
export interface SuperdaySlot {
  interviewBlockId?: string | null;
  iteration?: number | null;
  startTime?: string | null;
  endTime?: string | null;
}

/** Spec section 3: time slot. `duration` is minutes when given; otherwise computed. */
export interface TimeSlot {
  startTime: string;
  endTime: string;
  duration?: number;
  durationMin?: number;
}

/** Spec section 3: selected time range. */
export interface SelectedTimeRange {
  startTime: string;
  endTime: string;
  durationMin: number;
}

export type ChatRole = 'user' | 'system' | 'action';

/** Spec section 3: chat message as the app holds it. */
export interface ChatMessage {
  id: string;
  text: string;
  role: ChatRole;
  /** Epoch milliseconds. */
  timestamp: number;
  timeZone?: string;
}

/** Spec section 3: chat message as the server stores it. */
export interface StoredChatMessage {
  id: string;
  message: string;
  type: string;
  createdAt: string;
}

export interface ChatButton {
  label: string;
  action: string;
}

/** Spec section 3: one event of the chatbot's event stream. */
export interface ChatStreamEvent {
  answer?: string;
  buttons?: ChatButton[];
  availableTimeRanges?: SelectedTimeRange[];
  parsedAvailability?: SelectedTimeRange[];
  intent?: string;
}

/** Spec section 3: agent info (first item of GET /agents/info). */
export interface AgentInfo {
  id: string;
  name: string;
  avatarUrl: string | null;
}

export const MESSAGE_CHANNELS = [
  'SMS',
  'WA',
  'EMAIL',
  'LAST_CHANNEL',
  'SYSTEM',
  'CANDIDATE_PORTAL',
] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_DIRECTIONS = ['SENT', 'RECEIVED', 'SYSTEM'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/** A message of the portal's message thread. */
export interface PortalMessage {
  id: string;
  body: string;
  channel: MessageChannel;
  direction: MessageDirection;
  createdAt: string;
}

/** Spec section 3: candidate contact (contact form). */
export interface CandidateContact {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  linkedInUrl: string;
}

/** Spec section 3: typed error. */
export interface TypedError {
  code: string | number;
  message: string;
}

/** Portal interview state (spec section 4: pending, complete, current or previous). */
export const PORTAL_INTERVIEW_STATES = ['pending', 'complete', 'current', 'previous'] as const;
export type PortalInterviewState = (typeof PORTAL_INTERVIEW_STATES)[number];

export interface PortalInterview {
  id: string;
  state: PortalInterviewState;
  status: InterviewStatus;
  job: NamedRef;
  stage: NamedRef;
  events: ScheduledEvent[];
  /** Planned events with their position, duration and whether they are still pending. */
  plan: { number: number; title: string; durationMin: number; pending: boolean }[];
  /** Invitation hash to act on this interview (reschedule, schedule now, resubmit). */
  hash: string | null;
  /**
   * The application the interview belongs to (asked of the API contract, README decisions:
   * the chatbot's request needs it); null when the portal's data does not give it.
   */
  applicationId: string | null;
  feedbackGiven: boolean;
}

/** Response of GET /v2/meet/candidate-portal/{a}/{b}[/{c}]. */
export interface PortalData {
  guest: Guest;
  organization: Organization;
  interviews: PortalInterview[];
  interviewers: { jobId: string; people: { name: string; title: string | null }[] }[];
  prep: { title: string; url: string }[];
  social: { network: string; url: string }[];
}

/** A time a scheduling link offers: one interview's start and end. */
export interface SchedulingLinkTime {
  startTime: string;
  endTime: string;
}

/** Response of GET /scheduling-link/intro/{id}. */
export interface SchedulingLinkIntro {
  id: string;
  organization: Organization;
  title: string;
  durationMin: number;
  timeZone: string | null;
  /**
   * The times the visitor can choose from, still free (decision: spec 7 says only "intro" and
   * the visitor "picks a time from what the link offers", so the intro lists them).
   */
  times: SchedulingLinkTime[];
}

/** Response of GET /superday/interviewer-link/intro. */
export interface InterviewerLinkIntro {
  id: string;
  organization: Organization;
  interviewer: { email: string; name: string };
  timeZone: string | null;
}

/** Response of GET /superday/interviewer-link/{id}/availability. */
export interface InterviewerAvailability {
  ranges: SelectedTimeRange[];
}
