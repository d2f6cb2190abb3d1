/**
 * Superday (multi-day flow) rules of product spec sections 3, 4 and 5: the option hash, which
 * picked slots are sent, and the confirm payload.
 */
import type { InterviewStatus, SuperdayOption, SuperdaySlot } from './entities';

/** Normalises an ISO time to its instant (UTC `toISOString`); unparseable input is kept as is. */
function instantKey(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Date(ms).toISOString();
}

function parses(iso: string | null | undefined): iso is string {
  return typeof iso === 'string' && iso !== '' && !Number.isNaN(Date.parse(iso));
}

function sameInstant(a: string, b: string): boolean {
  return Date.parse(a) === Date.parse(b);
}

/**
 * Spec section 3: "the option hash is built from start time, iteration and block id".
 *
 * Format: `${startTime}|${iteration}|${interviewBlockId}` where startTime is normalised to the
 * UTC instant (`2030-01-07T09:00:00.000Z`), so `09:00+00:00`, `10:00+01:00` and `09:00Z` hash
 * equal. A start time that does not parse is used verbatim (decision: never throw on a hash).
 */
export function superdayOptionHash(
  option: Pick<SuperdayOption, 'startTime' | 'iteration' | 'interviewBlockId'>,
): string {
  return `${instantKey(option.startTime)}|${option.iteration}|${option.interviewBlockId}`;
}

/** One entry of `availabilities[]` of POST /interviews/{id}/confirm-availability. */
export interface SuperdayAvailabilityPayload {
  interviewBlockId: string;
  iteration: number;
  startTime: string;
  endTime: string;
}

/** Body of POST /interviews/{id}/confirm-availability without `_csrf` (the api adds it). */
export interface SuperdayConfirmPayload {
  availabilities: SuperdayAvailabilityPayload[];
  reschedule: boolean;
}

function hasBlockAndIteration(
  slot: SuperdaySlot,
): slot is SuperdaySlot & { interviewBlockId: string; iteration: number } {
  return (
    typeof slot.interviewBlockId === 'string' &&
    slot.interviewBlockId !== '' &&
    typeof slot.iteration === 'number' &&
    Number.isFinite(slot.iteration)
  );
}

function hasStartAndEnd(
  slot: SuperdaySlot,
): slot is SuperdaySlot & { startTime: string; endTime: string } {
  return parses(slot.startTime) && parses(slot.endTime);
}

/** Returns the single element of `matches`, or null when there are none or several. */
function only<T>(matches: readonly T[]): T | null {
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/** Completes one slot into the wire shape, or null when it cannot be sent. */
function completeSlot(
  slot: SuperdaySlot,
  options: readonly SuperdayOption[],
): SuperdayAvailabilityPayload | null {
  const identified = hasBlockAndIteration(slot);
  const timed = hasStartAndEnd(slot);
  if (identified && timed) {
    return {
      interviewBlockId: slot.interviewBlockId,
      iteration: slot.iteration,
      startTime: slot.startTime,
      endTime: slot.endTime,
    };
  }
  if (identified) {
    const start = parses(slot.startTime) ? slot.startTime : null;
    const match = only(
      options.filter(
        (o) =>
          o.interviewBlockId === slot.interviewBlockId &&
          o.iteration === slot.iteration &&
          (start === null || sameInstant(o.startTime, start)),
      ),
    );
    return match
      ? {
          interviewBlockId: slot.interviewBlockId,
          iteration: slot.iteration,
          startTime: match.startTime,
          endTime: match.endTime,
        }
      : null;
  }
  if (timed) {
    const match = only(
      options.filter(
        (o) => sameInstant(o.startTime, slot.startTime) && sameInstant(o.endTime, slot.endTime),
      ),
    );
    return match
      ? {
          interviewBlockId: match.interviewBlockId,
          iteration: match.iteration,
          startTime: slot.startTime,
          endTime: slot.endTime,
        }
      : null;
  }
  return null;
}

/**
 * Spec section 5: "only slots having block id and iteration, or having start and end, are sent".
 *
 * Interpretation: that line is a necessary condition ("only"), not a promise that every such
 * slot goes out; the wire shape of the confirm call needs all four fields, so a slot is sent
 * when it passes the spec's filter AND can be completed:
 * - block id + iteration + start + end: sent as is;
 * - block id + iteration only: start/end are filled from the one option of `options` with that
 *   block id and iteration (and, if the slot has a start, that start instant); no option, or
 *   several, means it cannot be sent;
 * - start + end only: block id and iteration are filled from the one option with the same start
 *   and end instants; otherwise it cannot be sent;
 * - anything else is never sent.
 *
 * Decisions: iteration 0 counts as present (it is a number, not a flag); a block id must be a
 * non-empty string; a time counts as present only if it parses as a date. Duplicates (same
 * {@link superdayOptionHash}) are sent once, first occurrence kept, input order preserved.
 */
export function superdaySlotsToSend(
  slots: readonly SuperdaySlot[],
  options: readonly SuperdayOption[] = [],
): SuperdayAvailabilityPayload[] {
  const seen = new Set<string>();
  const out: SuperdayAvailabilityPayload[] = [];
  for (const slot of slots) {
    const payload = completeSlot(slot, options);
    if (!payload) continue;
    const key = superdayOptionHash(payload);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(payload);
  }
  return out;
}

/**
 * Body of the superday confirm call (spec sections 4 and 7): the sendable slots (see
 * {@link superdaySlotsToSend}) and `reschedule: true` exactly when the status is 'reschedule'
 * ("superday confirm is sent as a reschedule when the status is reschedule").
 */
export function buildSuperdayConfirm(
  slots: readonly SuperdaySlot[],
  status: InterviewStatus,
  options: readonly SuperdayOption[] = [],
): SuperdayConfirmPayload {
  return {
    availabilities: superdaySlotsToSend(slots, options),
    reschedule: status === 'reschedule',
  };
}
