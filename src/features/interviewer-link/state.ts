/**
 * The interviewer link's flow as a reducer (DESIGN.md section 3): the email step, the
 * availability read in the interviewer's zone, edits day by day, Save. Pure: the container makes
 * the calls (the data layer reads and sends, with their waits and failures) and brings the
 * clock's "today" with the availability and with a new zone.
 */
import type { SelectedTimeRange } from '../../domain/entities';
import {
  availabilityByDay,
  copyDay,
  nextRange,
  openingDay,
  rezoneDays,
  type WallRange,
} from '../../domain/interviewer-availability';
import type {
  AvailabilityDays,
  AvailabilityRow,
  EmailError,
  InterviewerLinkState,
  Notice,
} from './model';

export type InterviewerLinkEvent =
  | { type: 'emailSubmitted'; email: string }
  | { type: 'emailRejected'; email: string; error: EmailError }
  | {
      type: 'availabilityLoaded';
      ranges: readonly SelectedTimeRange[];
      timeZone: string;
      /** Today in `timeZone`: the first day with saved times from it on is shown first. */
      today: string;
    }
  | { type: 'pickDay'; day: string }
  | { type: 'addRange'; day: string }
  | { type: 'changeRange'; day: string; id: number; edge: 'start' | 'end'; minute: number }
  | { type: 'removeRange'; day: string; id: number }
  | { type: 'copyDay'; from: string; to: readonly string[] }
  | { type: 'changeZone'; timeZone: string; today: string }
  | { type: 'showProblems' }
  | { type: 'save' }
  | { type: 'saved'; ranges: readonly SelectedTimeRange[]; at: number }
  | { type: 'saveFailed'; notice: Notice };

/** The email the link carries is read at once; without one, it is asked. */
export function initialState(email: string | null): InterviewerLinkState {
  const carried = email?.trim() ?? '';
  return carried === ''
    ? { kind: 'email', email: '', error: null }
    : { kind: 'reading', email: carried };
}

type Editing = Extract<InterviewerLinkState, { kind: 'availability' }>;

/** Rows with ids from `nextId` on; returns the rows and the next free id. */
function withIds(
  days: Readonly<Record<string, readonly WallRange[]>>,
  nextId: number,
): { days: Record<string, AvailabilityRow[]>; nextId: number } {
  let id = nextId;
  const out: Record<string, AvailabilityRow[]> = {};
  for (const [day, ranges] of Object.entries(days)) {
    out[day] = ranges.map((range) => ({ start: range.start, end: range.end, id: id++ }));
  }
  return { days: out, nextId: id };
}

/** An edit of the days: unsaved from now on, the problems shown so far kept up to date. */
function edited(state: Editing, days: AvailabilityDays, nextId = state.nextId): Editing {
  // While a save is on the way its outcome still arrives; the edit makes the page unsaved again.
  return { ...state, days, nextId, save: { kind: 'unsaved' } };
}

function editAvailability(state: Editing, event: InterviewerLinkEvent): Editing {
  switch (event.type) {
    case 'pickDay':
      return { ...state, day: event.day };
    case 'addRange': {
      const rows = state.days[event.day] ?? [];
      const range = nextRange(rows);
      if (range === null) return state;
      const row = { ...range, id: state.nextId };
      return edited(state, { ...state.days, [event.day]: [...rows, row] }, state.nextId + 1);
    }
    case 'changeRange': {
      const rows = state.days[event.day] ?? [];
      if (!rows.some((row) => row.id === event.id)) return state;
      const next = rows.map((row) =>
        row.id === event.id ? { ...row, [event.edge]: event.minute } : row,
      );
      return edited(state, { ...state.days, [event.day]: next });
    }
    case 'removeRange': {
      const rows = state.days[event.day] ?? [];
      if (!rows.some((row) => row.id === event.id)) return state;
      return edited(state, {
        ...state.days,
        [event.day]: rows.filter((row) => row.id !== event.id),
      });
    }
    case 'copyDay': {
      const targets = event.to.filter((day) => day !== event.from);
      if (targets.length === 0) return state;
      const { days, nextId } = withIds(copyDay(state.days, event.from, targets), state.nextId);
      return edited(state, days, nextId);
    }
    case 'changeZone': {
      if (event.timeZone === state.timeZone) return state;
      const { days, nextId } = withIds(
        rezoneDays(state.days, state.timeZone, event.timeZone),
        state.nextId,
      );
      // The times stay the same instants; only how they read changes: not an edit. The day
      // being edited stays, unless it is before today on the new clock.
      const day = state.day >= event.today ? state.day : openingDay(event.today, days);
      return { ...state, timeZone: event.timeZone, days, nextId, day };
    }
    case 'showProblems':
      return { ...state, showProblems: true };
    case 'save':
      return state.save.kind === 'saving' ? state : { ...state, save: { kind: 'saving' } };
    case 'saved': {
      // What the server now has, read back in the zone: overlaps joined. An edit made while it
      // was on the way made the page unsaved again, and is kept (this event is then ignored).
      if (state.save.kind !== 'saving') return state;
      const { days, nextId } = withIds(
        availabilityByDay(event.ranges, state.timeZone),
        state.nextId,
      );
      return { ...state, days, nextId, showProblems: false, save: { kind: 'saved', at: event.at } };
    }
    case 'saveFailed':
      return state.save.kind === 'saving'
        ? { ...state, save: { kind: 'failed', notice: event.notice } }
        : state;
    default:
      return state;
  }
}

export function interviewerLinkReducer(
  state: InterviewerLinkState,
  event: InterviewerLinkEvent,
): InterviewerLinkState {
  switch (event.type) {
    case 'emailSubmitted':
      return state.kind === 'email' ? { kind: 'reading', email: event.email } : state;
    case 'emailRejected':
      return state.kind === 'email' || state.kind === 'reading'
        ? { kind: 'email', email: event.email, error: event.error }
        : state;
    case 'availabilityLoaded': {
      if (state.kind !== 'reading') return state;
      const { days, nextId } = withIds(availabilityByDay(event.ranges, event.timeZone), 1);
      return {
        kind: 'availability',
        email: state.email,
        timeZone: event.timeZone,
        days,
        day: openingDay(event.today, days),
        save: { kind: 'clean' },
        showProblems: false,
        nextId,
      };
    }
    default:
      return state.kind === 'availability' ? editAvailability(state, event) : state;
  }
}
