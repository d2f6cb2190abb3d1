/**
 * Superday (multi-day flow) rules of product spec sections 3, 4 and 5: the option hash, which
 * picked slots are sent, and the confirm payload.
 */
import type { InterviewStatus, SuperdayOption, SuperdaySlot } from './entities';
import { type TimeBucket, timeBucketOf } from './time-buckets';
import { zonedDateKey } from './time-zone';

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

/** One interview of a block's sequence (an option's start and end, its place in the block). */
export interface SuperdayTimeBlock {
  startTime: string;
  endTime: string;
  /** interviewTimeBlockIndex: 0 is the block's first interview. */
  index: number;
}

/**
 * One way to attend a block: a sequence of interviews at fixed times. Iterations whose
 * sequences have the same times are one alternative (for the candidate they are the same
 * choice: the team places them on a track).
 */
export interface SuperdayAlternative {
  /** The times of the sequence (unique within the block); what a choice records. */
  key: string;
  /** The block's iterations that run this sequence, ascending. */
  iterations: readonly number[];
  timeBlocks: readonly SuperdayTimeBlock[];
  /** Epoch ms of the first interview's start and the last one's end. */
  start: number;
  end: number;
}

/** An interview block (a half-day of the superday) with its alternatives. */
export interface SuperdayBlock {
  id: string;
  /** The day (`YYYY-MM-DD`) in the zone asked for, from the block's first start. */
  dateKey: string;
  /** Epoch ms: the earliest start and the latest end of all its alternatives. */
  start: number;
  end: number;
  /** Morning, afternoon… (spec 5's time-of-day buckets) of the block's start. */
  bucket: TimeBucket;
  alternatives: readonly SuperdayAlternative[];
}

export interface SuperdayDay {
  dateKey: string;
  blocks: readonly SuperdayBlock[];
}

/** The alternative key of a sequence: its instants, in order. */
function sequenceKey(timeBlocks: readonly SuperdayTimeBlock[]): string {
  return timeBlocks.map((b) => `${instantKey(b.startTime)}/${instantKey(b.endTime)}`).join(',');
}

function validOption(o: SuperdayOption): boolean {
  return (
    typeof o.interviewBlockId === 'string' &&
    o.interviewBlockId !== '' &&
    Number.isFinite(o.iteration) &&
    parses(o.startTime) &&
    parses(o.endTime) &&
    Date.parse(o.endTime) > Date.parse(o.startTime)
  );
}

/**
 * The superday as the candidate chooses it (spec 1, 3): days in `zone`, each with its blocks in
 * time order, each block with its alternatives (iterations grouped by identical times), the
 * earliest first.
 *
 * Decisions: an option without a block id, iteration, parseable times or with its end not after
 * its start is left out (it could not be sent, spec 5); a repeated option (same
 * {@link superdayOptionHash}) counts once; within an iteration, interviews are ordered by
 * interviewTimeBlockIndex, then start; a block belongs to the day of its first start in `zone`
 * (a block that runs past midnight stays on the day it starts).
 */
export function superdayDays(options: readonly SuperdayOption[], zone: string): SuperdayDay[] {
  const seen = new Set<string>();
  const byBlock = new Map<string, Map<number, SuperdayOption[]>>();
  for (const o of options) {
    if (!validOption(o)) continue;
    const hash = superdayOptionHash(o);
    if (seen.has(hash)) continue;
    seen.add(hash);
    let iterations = byBlock.get(o.interviewBlockId);
    if (!iterations) {
      iterations = new Map();
      byBlock.set(o.interviewBlockId, iterations);
    }
    const list = iterations.get(o.iteration) ?? [];
    list.push(o);
    iterations.set(o.iteration, list);
  }
  const blocks: SuperdayBlock[] = [];
  for (const [id, iterations] of byBlock) {
    const alternatives = new Map<string, SuperdayAlternative>();
    for (const iteration of [...iterations.keys()].sort((a, b) => a - b)) {
      const timeBlocks = (iterations.get(iteration) ?? [])
        .slice()
        .sort(
          (a, b) =>
            a.interviewTimeBlockIndex - b.interviewTimeBlockIndex ||
            Date.parse(a.startTime) - Date.parse(b.startTime),
        )
        .map((o) => ({
          startTime: o.startTime,
          endTime: o.endTime,
          index: o.interviewTimeBlockIndex,
        }));
      const key = sequenceKey(timeBlocks);
      const known = alternatives.get(key);
      if (known) {
        alternatives.set(key, { ...known, iterations: [...known.iterations, iteration] });
        continue;
      }
      alternatives.set(key, {
        key,
        iterations: [iteration],
        timeBlocks,
        start: Math.min(...timeBlocks.map((b) => Date.parse(b.startTime))),
        end: Math.max(...timeBlocks.map((b) => Date.parse(b.endTime))),
      });
    }
    const list = [...alternatives.values()].sort(
      (a, b) => a.start - b.start || (a.iterations[0] ?? 0) - (b.iterations[0] ?? 0),
    );
    const start = Math.min(...list.map((a) => a.start));
    blocks.push({
      id,
      dateKey: zonedDateKey(start, zone),
      start,
      end: Math.max(...list.map((a) => a.end)),
      bucket: timeBucketOf(start, zone),
      alternatives: list,
    });
  }
  blocks.sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  const days: { dateKey: string; blocks: SuperdayBlock[] }[] = [];
  for (const block of blocks) {
    const last = days.at(-1);
    if (last?.dateKey === block.dateKey) last.blocks.push(block);
    else days.push({ dateKey: block.dateKey, blocks: [block] });
  }
  return days;
}

/** What the candidate chose: for each block id, the key of the alternative they can attend. */
export type SuperdayChoices = Readonly<Record<string, string>>;

/** Every block of `days`, by id. */
function blocksById(days: readonly SuperdayDay[]): Map<string, SuperdayBlock> {
  return new Map(days.flatMap((d) => d.blocks.map((b) => [b.id, b] as const)));
}

/** A chosen block with its chosen alternative, in time order. */
export interface SuperdayChosenBlock {
  block: SuperdayBlock;
  alternative: SuperdayAlternative;
}

/** The chosen blocks that `days` offers (in time order); choices it does not offer are skipped. */
export function chosenBlocks(
  days: readonly SuperdayDay[],
  choices: SuperdayChoices,
): SuperdayChosenBlock[] {
  const out: SuperdayChosenBlock[] = [];
  for (const day of days) {
    for (const block of day.blocks) {
      const key = choices[block.id];
      const alternative =
        key === undefined ? undefined : block.alternatives.find((a) => a.key === key);
      if (alternative) out.push({ block, alternative });
    }
  }
  return out;
}

/**
 * The blocks of options sent earlier (kept in the browser, or just sent), in `zone`: each block
 * with the one alternative its options make (they are one choice per block). Options of one
 * block with different times (not one choice) give the block's earliest alternative only.
 */
export function sentBlocks(
  options: readonly SuperdayOption[],
  zone: string,
): SuperdayChosenBlock[] {
  const days = superdayDays(options, zone);
  const choices = Object.fromEntries(
    days.flatMap((d) =>
      d.blocks.flatMap((b) => (b.alternatives[0] ? [[b.id, b.alternatives[0].key]] : [])),
    ),
  );
  return chosenBlocks(days, choices);
}

/**
 * The slots of the choices: for every chosen block, each interview of the chosen alternative
 * once per iteration that runs it (the candidate can attend any of those tracks), complete
 * with block id, iteration, start and end (spec 5). Feed to {@link buildSuperdayConfirm}.
 */
export function superdayChoiceSlots(
  days: readonly SuperdayDay[],
  choices: SuperdayChoices,
): SuperdaySlot[] {
  return chosenBlocks(days, choices).flatMap(({ block, alternative }) =>
    alternative.iterations.flatMap((iteration) =>
      alternative.timeBlocks.map((t) => ({
        interviewBlockId: block.id,
        iteration,
        startTime: t.startTime,
        endTime: t.endTime,
      })),
    ),
  );
}

/** The options behind the choices (what a confirmation shows and keeps). */
export function superdayChoiceOptions(
  days: readonly SuperdayDay[],
  choices: SuperdayChoices,
): SuperdayOption[] {
  return chosenBlocks(days, choices).flatMap(({ block, alternative }) =>
    alternative.iterations.flatMap((iteration) =>
      alternative.timeBlocks.map((t) => ({
        startTime: t.startTime,
        endTime: t.endTime,
        iteration,
        interviewBlockId: block.id,
        interviewBlockStartTime: new Date(block.start).toISOString(),
        interviewTimeBlockIndex: t.index,
      })),
    ),
  );
}

export interface ReconciledChoices {
  /** The choices the fresh availability still offers. */
  kept: SuperdayChoices;
  /** The chosen blocks it no longer offers (block and alternative as they were), in time order. */
  lost: SuperdayChosenBlock[];
}

/**
 * After "slot not found" (spec 8, 20013): the choices checked against availability fetched
 * again. A choice is kept when its block still offers the same times (some of its iterations
 * may be gone: the slots are rebuilt from the fresh data); otherwise it is lost.
 */
export function reconcileChoices(
  before: readonly SuperdayDay[],
  choices: SuperdayChoices,
  fresh: readonly SuperdayDay[],
): ReconciledChoices {
  const freshBlocks = blocksById(fresh);
  const kept: Record<string, string> = {};
  const lost: SuperdayChosenBlock[] = [];
  for (const chosen of chosenBlocks(before, choices)) {
    const still = freshBlocks
      .get(chosen.block.id)
      ?.alternatives.some((a) => a.key === chosen.alternative.key);
    if (still) kept[chosen.block.id] = chosen.alternative.key;
    else lost.push(chosen);
  }
  return { kept, lost };
}

/** At most this many options are kept of a confirmation in the browser. */
export const SAVED_SUPERDAY_LIMIT = 500;

/** The storage key of the confirmed choices of a superday interview. */
export function superdayConfirmedKey(interviewId: string): string {
  return `candidate-meet:superday:${interviewId}`;
}

/** What is kept of a confirmation, to show it again after a reload. */
export function serializeSuperdayConfirmed(options: readonly SuperdayOption[]): string {
  return JSON.stringify({ v: 1, options: options.slice(0, SAVED_SUPERDAY_LIMIT) });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseOption(value: unknown): SuperdayOption | null {
  if (!isRecord(value)) return null;
  const { startTime, endTime, iteration, interviewBlockId, interviewBlockStartTime } = value;
  const index = value.interviewTimeBlockIndex;
  if (
    typeof startTime !== 'string' ||
    typeof endTime !== 'string' ||
    typeof interviewBlockId !== 'string' ||
    typeof interviewBlockStartTime !== 'string' ||
    typeof iteration !== 'number' ||
    typeof index !== 'number'
  ) {
    return null;
  }
  const option = {
    startTime,
    endTime,
    iteration,
    interviewBlockId,
    interviewBlockStartTime,
    interviewTimeBlockIndex: index,
  };
  return validOption(option) && Number.isInteger(index) ? option : null;
}

/**
 * The confirmed choices kept in the browser, parsed strictly: anything but the exact shape
 * (version 1, a non-empty list of complete options, at most {@link SAVED_SUPERDAY_LIMIT}) is
 * null, and so is a list with one bad entry (storage is not trusted: edited by hand, or older).
 */
export function parseSuperdayConfirmed(raw: string | null): SuperdayOption[] | null {
  if (raw === null || raw.length > 200_000) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.v !== 1 || !Array.isArray(data.options)) return null;
  const list: unknown[] = data.options;
  if (list.length === 0 || list.length > SAVED_SUPERDAY_LIMIT) return null;
  const options = list.map(parseOption);
  return options.every((o): o is SuperdayOption => o !== null) ? options : null;
}
