/**
 * Candidate portal rules (spec 2 "Candidate portal" row, spec 4 "portal interviews show as
 * pending, complete, current or previous"): which group an interview is shown in, the status
 * line, and what a candidate can do with each interview.
 *
 * Decisions (the spec names the groups, not their bounds):
 * - an interview's time is from its first event's start to its last event's end;
 * - current: now is within that time (start inclusive, end exclusive): "happening now";
 * - upcoming: it starts after now;
 * - recently completed: it ended on one of the last {@link RECENT_DAYS} calendar days in the
 *   candidate's zone (today included), so "recent" follows the candidate's days, not 24-hour
 *   periods; earlier: previous;
 * - to schedule: no events yet; a canceled or completed interview without events is previous;
 *   a canceled interview with events is previous whatever its times;
 * - the server's `state` is not used for grouping (it may be older than the page); it is only a
 *   fallback for an interview without events whose status says nothing (`complete` → previous).
 */
import type { InterviewStatus, PortalInterview } from './entities';
import { daysBetweenDateKeys, zonedDateKey } from './time-zone';

/** "Recently completed" reaches back this many calendar days, today included. */
export const RECENT_DAYS = 7;

export const PORTAL_GROUPS = [
  'current',
  'upcoming',
  'toSchedule',
  'recentlyCompleted',
  'previous',
] as const;
export type PortalGroup = (typeof PORTAL_GROUPS)[number];

/** First start and last end of an interview's events (epoch ms), or null without events. */
export function interviewSpan(interview: PortalInterview): { start: number; end: number } | null {
  const starts = interview.events.map((e) => Date.parse(e.startTime)).filter(Number.isFinite);
  const ends = interview.events.map((e) => Date.parse(e.endTime)).filter(Number.isFinite);
  if (starts.length === 0 || ends.length === 0) return null;
  return { start: Math.min(...starts), end: Math.max(...ends) };
}

const FINISHED: readonly InterviewStatus[] = ['canceled', 'completed'];
const WAITING_FOR_CANDIDATE: readonly InterviewStatus[] = [
  'pending_candidate_response',
  'reschedule',
];

/** The group of one interview at `now` for a candidate in `zone`. */
export function portalGroupOf(interview: PortalInterview, now: number, zone: string): PortalGroup {
  if (interview.status === 'canceled') return 'previous';
  const span = interviewSpan(interview);
  if (span === null) {
    return FINISHED.includes(interview.status) || interview.state === 'complete'
      ? 'previous'
      : 'toSchedule';
  }
  if (now < span.start) return 'upcoming';
  if (now < span.end) return 'current';
  const daysAgo = daysBetweenDateKeys(zonedDateKey(span.end - 1, zone), zonedDateKey(now, zone));
  return daysAgo < RECENT_DAYS ? 'recentlyCompleted' : 'previous';
}

export interface PortalGroupEntry {
  group: PortalGroup;
  interviews: PortalInterview[];
}

/**
 * The interviews by group, groups in the order a candidate reads them (happening now, upcoming,
 * to schedule, recently completed, previous), empty groups left out. Within a group: the next
 * first for now and upcoming, the latest first for the past, the server's order to schedule.
 */
export function groupPortalInterviews(
  interviews: readonly PortalInterview[],
  now: number,
  zone: string,
): PortalGroupEntry[] {
  const groups = new Map<PortalGroup, PortalInterview[]>();
  for (const interview of interviews) {
    const group = portalGroupOf(interview, now, zone);
    groups.set(group, [...(groups.get(group) ?? []), interview]);
  }
  const startOf = (i: PortalInterview) => interviewSpan(i)?.start ?? 0;
  return PORTAL_GROUPS.flatMap((group) => {
    const list = groups.get(group);
    if (!list) return [];
    const past = group === 'recentlyCompleted' || group === 'previous';
    const sorted =
      group === 'toSchedule'
        ? list
        : list.slice().sort((a, b) => (past ? startOf(b) - startOf(a) : startOf(a) - startOf(b)));
    return [{ group, interviews: sorted }];
  });
}

/**
 * The interview the portal's chat is about (the chatbot's requests name one invitation, spec
 * 7): the first with an invitation hash to schedule, else happening now, else the next
 * upcoming; null when none has a hash (the portal then offers no chat). Decision (spec silent):
 * what waits for the candidate comes first, as the portal's status line does.
 */
export function portalChatSubject(
  interviews: readonly PortalInterview[],
  now: number,
  zone: string,
): PortalInterview | null {
  const groups = groupPortalInterviews(interviews, now, zone);
  for (const wanted of ['toSchedule', 'current', 'upcoming'] as const) {
    const found = groups
      .find((entry) => entry.group === wanted)
      ?.interviews.find((interview) => interview.hash !== null && interview.status !== 'canceled');
    if (found) return found;
  }
  return null;
}

/**
 * The portal's status line (spec 2): "availability submitted" while the candidate's
 * availability waits for the team (an interview in pending_review), else "your next interview
 * is ready to be scheduled" when one waits for the candidate (pending_candidate_response or
 * reschedule, with a link), else "nothing scheduled" when nothing is happening now or coming
 * up, else none.
 */
export type PortalStatus = 'availabilitySubmitted' | 'readyToSchedule' | 'nothingScheduled' | null;

export function portalStatus(
  interviews: readonly PortalInterview[],
  now: number,
  zone: string,
): PortalStatus {
  if (interviews.some((i) => i.status === 'pending_review')) return 'availabilitySubmitted';
  if (interviews.some((i) => WAITING_FOR_CANDIDATE.includes(i.status) && i.hash !== null)) {
    return 'readyToSchedule';
  }
  const ahead = interviews.some((i) => {
    const group = portalGroupOf(i, now, zone);
    return group === 'current' || group === 'upcoming';
  });
  return ahead ? null : 'nothingScheduled';
}

/** What a candidate can do with an interview (spec 2's actions). */
export type PortalAction =
  | 'scheduleNow'
  | 'rescheduleNow'
  | 'resubmitAvailability'
  | 'reschedule'
  | 'addToCalendar'
  | 'giveFeedback';

/**
 * The actions of an interview, in the order shown:
 * - schedule now: it waits for the candidate's availability (pending_candidate_response);
 * - reschedule now: a reschedule was asked and new times are wanted (status reschedule);
 * - resubmit availability: the availability was sent and waits (pending_review);
 * - reschedule: a confirmed interview still ahead;
 * - add to calendar: it has events still ahead (current or upcoming);
 * - give feedback: it is over (recently completed or previous, with events), not canceled, and
 *   the candidate has not given feedback yet.
 * Every action that opens the candidate flow needs the interview's link (`hash`).
 */
export function portalActionsOf(
  interview: PortalInterview,
  now: number,
  zone: string,
): PortalAction[] {
  const group = portalGroupOf(interview, now, zone);
  const ahead = group === 'current' || group === 'upcoming';
  const linked = interview.hash !== null;
  const actions: PortalAction[] = [];
  if (linked && interview.status === 'pending_candidate_response') actions.push('scheduleNow');
  if (linked && interview.status === 'reschedule') actions.push('rescheduleNow');
  if (linked && interview.status === 'pending_review') actions.push('resubmitAvailability');
  if (linked && ahead && group === 'upcoming' && interview.status === 'confirmed') {
    actions.push('reschedule');
  }
  if (ahead && interview.events.length > 0) actions.push('addToCalendar');
  const over = group === 'recentlyCompleted' || group === 'previous';
  if (
    over &&
    interview.events.length > 0 &&
    interview.status !== 'canceled' &&
    !interview.feedbackGiven
  ) {
    actions.push('giveFeedback');
  }
  return actions;
}

/** The step the status line offers with it: the candidate's times for an interview. */
export interface PortalNextStep {
  interview: PortalInterview;
  action: Extract<PortalAction, 'scheduleNow' | 'rescheduleNow'>;
}

/**
 * The action the portal's status line carries (issue 35: the next action sits where the
 * candidate reads the status): with the "ready to be scheduled" status, the first interview (in
 * the order the portal lists them) whose times wait for the candidate, with its "Schedule now"
 * or "Reschedule now"; null with any other status. Its interview's card then leaves that action
 * out, so the page never offers the same step twice.
 */
export function portalNextStep(
  interviews: readonly PortalInterview[],
  now: number,
  zone: string,
): PortalNextStep | null {
  if (portalStatus(interviews, now, zone) !== 'readyToSchedule') return null;
  for (const { interviews: list } of groupPortalInterviews(interviews, now, zone)) {
    for (const interview of list) {
      const action = portalActionsOf(interview, now, zone).find(
        (a): a is PortalNextStep['action'] => a === 'scheduleNow' || a === 'rescheduleNow',
      );
      if (action !== undefined) return { interview, action };
    }
  }
  return null;
}

/**
 * A link of the portal data (prep, social) as it may be opened: only `https:` and `http:` URLs,
 * normalised; anything else (`javascript:`, `data:`, relative or broken) is null and not shown.
 */
export function safeExternalUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
