/**
 * Live results (spec section 4): a socket delivers batches of result options. Results that
 * pass the validity check go to the front and count as available; duplicate time ranges are
 * removed (the best-ranked option of a range stands for it); results are grouped into
 * single-day (by date) and multi-day (by number of days) groups, each sorted by score; changing
 * the time zone regroups them.
 *
 * The index is persistent: {@link ingestBatch} returns a new index and leaves the old one
 * intact, sharing every untouched group by reference (React can skip unchanged groups).
 * Ingesting costs O(batch) and each option's times are read once; a group is put in order when
 * it is read, not per insert:
 * - each group's list is what a batch added to and removed from the list before it
 *   ({@link OrderedList}); reading it sorts what changed since the last read of that line of
 *   lists and merges it into that read's order, O(k log k + n) for k changes, memoized. Only
 *   the groups somebody reads are ever put in order: Pick days reads the day on screen, the
 *   others when they are shown;
 * - duplicates are found in two hash maps (by time range, by hash) that a lineage of indexes
 *   shares: each index is a version of its lineage, each map slot records the versions it lives
 *   in, and an older version looks through a slot's predecessors. Ingesting into a version that
 *   is no longer the newest first copies the maps as that version sees them (O(n), only then);
 * - the global order is not kept per insert: it is merged from the groups when asked for
 *   ({@link orderedResults}, {@link regroup}), once per index.
 * Dates are day numbers in the zone (cached offset plus integer arithmetic, see
 * `zonedDayNumber`), turned into `YYYY-MM-DD` keys once per date.
 */
import type { ResultEvent, ResultOption, Score } from './entities';
import { type FeasibilityOptions, isSolutionUsable } from './feasibility';
import { TIME_BUCKETS, type TimeBucket, timeBucketOf } from './time-buckets';
import {
  dateKeyOfDayNumber,
  isValidTimeZone,
  parseInstant,
  toEpochMs,
  zonedDayNumber,
} from './time-zone';

// ---------------------------------------------------------------------------------------
// Rules on one option

const ROOM_CONFLICT_BLOCKS: FeasibilityOptions = { roomConflictBlocks: true };
const ROOM_CONFLICT_DOES_NOT_BLOCK: FeasibilityOptions = { roomConflictBlocks: false };

/**
 * Whether an option counts as a valid, available result.
 *
 * Decision (spec: "a validity check which depends on needsReview"): the option's solution
 * must be usable (see `isSolutionUsable`). When the interview does not need review, the
 * chosen option is booked automatically, so a room conflict blocks it; when it needs
 * review, a human resolves rooms, so a room conflict does not block. An option without
 * events is never valid: there is nothing to schedule.
 */
export function isValidResult(
  option: ResultOption,
  { needsReview }: { readonly needsReview: boolean },
): boolean {
  if (option.events.length === 0) return false;
  const { solution } = option;
  if (solution.justifications.length === 0) return solution.feasible; // nothing can block
  return isSolutionUsable(
    solution,
    needsReview ? ROOM_CONFLICT_DOES_NOT_BLOCK : ROOM_CONFLICT_BLOCKS,
  );
}

/**
 * Orders scores position by position over the 4 positions, higher first (negative when `a`
 * ranks before `b`). Decision (spec silent): a missing or NaN position ranks lowest, so the
 * order stays total.
 */
export function compareScores(a: Score, b: Score): number {
  for (let i = 0; i < 4; i += 1) {
    const c = compareNumbers(a[i], b[i], 'descending');
    if (c !== 0) return c;
  }
  return 0;
}

/** An option with what its place in the order depends on, computed once. */
export interface RankedResult {
  readonly option: ResultOption;
  readonly valid: boolean;
  /** `option.startTime` in epoch ms (NaN when unparseable). */
  readonly startMs: number;
}

/** `startMs`: `option.startTime` already read, when the caller has it (ingest does). */
export function rankResult(
  option: ResultOption,
  context: { readonly needsReview: boolean },
  startMs: number = parseInstant(option.startTime),
): RankedResult {
  return { option, valid: isValidResult(option, context), startMs };
}

/**
 * The order of results: valid before invalid, then score (higher first), then start time
 * (earlier first), then hash (code-unit order). Total and deterministic: it returns 0 only
 * for two results with the same hash, so sorting never depends on arrival order.
 */
export function compareResults(a: RankedResult, b: RankedResult): number {
  if (a.valid !== b.valid) return a.valid ? -1 : 1;
  return (
    compareScores(a.option.score, b.option.score) ||
    compareNumbers(a.startMs, b.startMs) ||
    compareStrings(a.option.hash, b.option.hash)
  );
}

/**
 * The key that makes two options duplicates: the time range the candidate sees and picks, from
 * the earliest event start to the latest event end, as instants (so `10:00Z` equals
 * `11:00+01:00`). Returns null when a time does not parse.
 *
 * Decisions (spec: "duplicate time ranges are removed"): two options with the same range are one
 * choice for the candidate (the list shows the range, a pick sends the range), whatever their
 * events inside it; an option without events has no time range, so its key is its hash and it
 * duplicates nothing else. The key of a picked slot is {@link rangeKey} of its start and end.
 *
 * `times`, when given, receives the start and end instant (epoch ms) of event `i` at `2i` and
 * `2i + 1` (the first `2 × events` entries; later ones are left alone), so that a caller
 * needing them (ingest) reads every time only once.
 */
export function duplicateKey(option: ResultOption, times?: number[]): DuplicateKey | null {
  const { events } = option;
  if (events.length === 0) return `#${option.hash}`;
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i] as ResultEvent;
    const s = parseInstant(event.startTime);
    const e = parseInstant(event.endTime);
    if (!Number.isFinite(s) || !Number.isFinite(e)) return null;
    if (s < start) start = s;
    if (e > end) end = e;
    if (times !== undefined) {
      times[2 * i] = s;
      times[2 * i + 1] = e;
    }
  }
  return rangeKey(start, end);
}

/**
 * What makes options duplicates: equal keys for the same range (or the same hash, for options
 * without events), different keys otherwise. Compare keys with `===` only.
 */
export type DuplicateKey = number | string;

const MINUTE_MS = 60_000;
const MINUTE_BITS = 2 ** 20; // ranges shorter than 2 years of minutes
const MAX_WHOLE_MINUTE_START = 2 ** 32 * MINUTE_MS; // so start × 2^20 stays an exact integer

/**
 * The duplicate key of a time range (epoch ms). A range of whole minutes (all of them, in
 * practice) is one number, start minute × 2^20 + length in minutes (exact below 2^53, no
 * string to build or hash); any other range is the string `start-end`.
 */
export function rangeKey(startMs: number, endMs: number): DuplicateKey {
  const minutes = (endMs - startMs) / MINUTE_MS;
  if (
    startMs % MINUTE_MS === 0 &&
    Math.abs(startMs) < MAX_WHOLE_MINUTE_START &&
    Number.isInteger(minutes) &&
    minutes >= 0 &&
    minutes < MINUTE_BITS
  ) {
    return (startMs / MINUTE_MS) * MINUTE_BITS + minutes;
  }
  return `${startMs}-${endMs}`;
}

/** A group: `day:YYYY-MM-DD` for single-day options, `span:N` for options over N days. */
export type GroupKey = `day:${string}` | `span:${number}`;

export const dayGroupKey = (dateKey: string): GroupKey => `day:${dateKey}`;
export const spanGroupKey = (days: number): GroupKey => `span:${days}`;

/**
 * The calendar dates in `zone` that the option's events touch, ascending.
 *
 * Decisions (spec silent): an event's end is exclusive (10 pm to midnight is one day); an
 * option's number of days is the count of distinct dates its events touch (Monday and
 * Wednesday make 2 days, not 3); an option without events is on the date of its start.
 * @throws RangeError when a time it needs does not parse.
 */
export function daysOfResult(option: ResultOption, zone: string): readonly string[] {
  return dayNumbersOf(option, zone, Number.NaN).map(dateKeyOfDayNumber);
}

/** The group of an option in `zone`: single-day by date, multi-day by number of days. */
export function resultGroupKey(option: ResultOption, zone: string): GroupKey {
  const days = daysOfResult(option, zone);
  const only = days.length === 1 ? days[0] : undefined;
  return only === undefined ? spanGroupKey(days.length) : dayGroupKey(only);
}

/** The time-of-day bucket of the option's start in `zone` (Pick days screen). */
export function resultTimeBucket(option: ResultOption, zone: string): TimeBucket {
  return timeBucketOf(option.startTime, zone);
}

/**
 * The day numbers (`zonedDayNumber`) the option's events touch in `zone`, ascending and
 * distinct; the day of its start (`startMs`, or its parsed `startTime` when NaN) when it has no
 * events. See {@link daysOfTimes}.
 */
function dayNumbersOf(option: ResultOption, zone: string, startMs: number): number[] {
  const { events } = option;
  if (events.length === 0) {
    const ms = Number.isNaN(startMs) ? toEpochMs(option.startTime) : startMs;
    return [zonedDayNumber(ms, zone)];
  }
  const times: number[] = [];
  for (const event of events) times.push(toEpochMs(event.startTime), toEpochMs(event.endTime));
  return daysOfTimes(times, times.length, zone);
}

/**
 * The rule of {@link daysOfResult} on numbers: the distinct day numbers, ascending, touched by
 * events given as start and end instants (`times`: start, end, start, end…). An event from `s`
 * to `e` touches the days from that of `s` to that of `max(s, e - 1)` (none if a clock change
 * at midnight makes the second earlier than the first).
 */
function daysOfTimes(times: readonly number[], count: number, zone: string): number[] {
  // A few days at most: insertion into a small sorted array (no Set, sort or splice: ingest
  // calls this for every multi-day option, and each allocates more than the days themselves).
  const days: number[] = [];
  for (let i = 0; i + 1 < count; i += 2) {
    const start = times[i] ?? Number.NaN;
    const end = times[i + 1] ?? Number.NaN;
    const first = zonedDayNumber(start, zone);
    const last = end - 1 > start ? zonedDayNumber(end - 1, zone) : first;
    for (let d = first; d <= last; d += 1) {
      let at = days.length;
      while (at > 0 && (days[at - 1] as number) > d) at -= 1;
      if (days[at - 1] === d) continue;
      days.push(d);
      for (let j = days.length - 1; j > at; j -= 1) days[j] = days[j - 1] as number;
      days[at] = d;
    }
  }
  return days;
}

/**
 * The one day (day number in `zone`) on which all of an option's events fall, their instants
 * being the first `count` of `times` (see {@link daysOfTimes}), or the day of `startMs` when it
 * has no events; NaN when they touch more than one day. The usual case of {@link resultGroupKey},
 * without building the list of days.
 */
function singleDayOfTimes(
  times: readonly number[],
  count: number,
  zone: string,
  startMs: number,
): number {
  if (count === 0) return zonedDayNumber(startMs, zone);
  let only = Number.NaN;
  for (let i = 0; i + 1 < count; i += 2) {
    const start = times[i] ?? Number.NaN;
    const end = times[i + 1] ?? Number.NaN;
    const first = zonedDayNumber(start, zone);
    const last = end - 1 > start ? zonedDayNumber(end - 1, zone) : first;
    if (first !== last || (i > 0 && first !== only)) return Number.NaN;
    only = first;
  }
  return only;
}

const dayGroupKeys = new Map<number, GroupKey>();

/** The group of single-day options on day number `day`: one string per date. */
function dayGroupKeyOf(day: number): GroupKey {
  let key = dayGroupKeys.get(day);
  if (key === undefined) {
    if (dayGroupKeys.size >= 10_000) dayGroupKeys.clear();
    key = dayGroupKey(dateKeyOfDayNumber(day));
    dayGroupKeys.set(day, key);
  }
  return key;
}

/** Multi-day group keys by their number of days: one string each. */
const spanGroupKeys: GroupKey[] = [];

/** The group of options on these days (see {@link resultGroupKey}). */
function groupKeyOfDays(days: readonly number[]): GroupKey {
  const only = days.length === 1 ? days[0] : undefined;
  if (only !== undefined) return dayGroupKeyOf(only);
  return (spanGroupKeys[days.length] ??= spanGroupKey(days.length));
}

// ---------------------------------------------------------------------------------------
// The index

/**
 * A persistent list of results in the order of {@link compareResults}, put in order when first
 * read: a list is the list it was built from (`parent`) plus the results a batch added and minus
 * those it removed. Reading sorts the changes since the nearest list of its line already read,
 * merges them into that list's order and keeps the result (the parent link is then dropped).
 * What a reader sees never changes: a list's content is fixed when it is built.
 */
export class OrderedList {
  #parent: OrderedList | undefined;
  #added: readonly RankedResult[];
  #removed: readonly RankedResult[];
  #items: readonly RankedResult[] | undefined;

  private constructor(
    /** How many results the list holds. */
    readonly size: number,
    parent: OrderedList | undefined,
    added: readonly RankedResult[],
    removed: readonly RankedResult[],
    items: readonly RankedResult[] | undefined,
  ) {
    this.#parent = parent;
    this.#added = added;
    this.#removed = removed;
    this.#items = items;
  }

  /** A list of results already in order. */
  static sorted(items: readonly RankedResult[]): OrderedList {
    return new OrderedList(items.length, undefined, NONE, NONE, items);
  }

  /** `parent` with `added` (in any order) and without `removed` (results `parent` holds). */
  static changed(
    parent: OrderedList,
    added: readonly RankedResult[],
    removed: readonly RankedResult[],
  ): OrderedList {
    return new OrderedList(
      parent.size + added.length - removed.length,
      parent,
      added,
      removed,
      undefined,
    );
  }

  /** The results in order. The same array on every call. */
  toArray(): readonly RankedResult[] {
    if (this.#items !== undefined) return this.#items;
    // This list and its ancestors back to the nearest one already in order.
    const path: OrderedList[] = [this];
    let base = this.#parent;
    while (base !== undefined && base.#items === undefined) {
      path.push(base);
      base = base.#parent;
    }
    let added: RankedResult[] = [];
    let removed: Set<RankedResult> | undefined;
    for (let i = path.length - 1; i >= 0; i -= 1) {
      const list = path[i] as OrderedList;
      for (const entry of list.#added) added.push(entry);
      for (const entry of list.#removed) (removed ??= new Set()).add(entry);
    }
    let kept = base === undefined ? NONE : (base.#items ?? NONE);
    if (removed !== undefined) {
      const gone = removed;
      kept = kept.filter((entry) => !gone.has(entry));
      added = added.filter((entry) => !gone.has(entry));
    }
    const items = mergeInto(kept, added.sort(compareResults));
    this.#items = items;
    this.#parent = undefined;
    this.#added = NONE;
    this.#removed = NONE;
    return items;
  }
}

const NONE: readonly RankedResult[] = [];

export interface Counts {
  readonly all: number;
  readonly valid: number;
}

export interface ResultGroup {
  readonly key: GroupKey;
  /** The date of a single-day group, null for a multi-day group. */
  readonly dateKey: string | null;
  /** Days the options span: 1 for a single-day group. */
  readonly days: number;
  readonly timeZone: string;
  readonly counts: Counts;
  readonly items: OrderedList;
}

/** The live-results index. Its fields are internal structure: read it through the accessors. */
export interface ResultIndex {
  readonly needsReview: boolean;
  readonly timeZone: string;
  readonly counts: Counts;
  /** Groups by key. A group object is replaced only when its content changes. */
  readonly groups: ReadonlyMap<GroupKey, ResultGroup>;
  /** Single-day date keys, ascending. */
  readonly dayKeys: readonly string[];
  /** Day counts of the multi-day groups, ascending. */
  readonly spans: readonly number[];
  /** Every result in the global order, merged from the groups on first read (memoized). */
  readonly ordered: OrderedList;
  /** Counts of options by the date of their start. */
  readonly starts: ReadonlyMap<string, Counts>;
  readonly singleDay: Counts;
  /** The look-up maps this index reads, shared with the indexes it was built from or into. */
  readonly lineage: Lineage;
  /** Which state of the lineage's maps this index sees. */
  readonly version: number;
}

export interface IngestOutcome {
  readonly index: ResultIndex;
  /** Options kept that replaced nothing. */
  readonly added: number;
  /** Valid options kept in place of invalid duplicates. */
  readonly replaced: number;
  /** Options dropped as duplicates. */
  readonly duplicates: number;
  /** Options dropped because a time does not parse. */
  readonly rejected: number;
}

const EMPTY_COUNTS: Counts = { all: 0, valid: 0 };
const EMPTY_LIST = OrderedList.sorted(NONE);

/**
 * A kept result in a lineage's maps: under its duplicate key and under its hash, from version
 * `born` until version `died` (exclusive; {@link KEPT} while kept). `previousByKey` and
 * `previousByHash` are the slots that held the same key or hash before it, so an older version
 * finds what it held. `zone`, `group` and `startDay` remember where the result was placed, for
 * its removal (a replacement: one option in eight in the ingest workload).
 */
class Slot {
  died = KEPT;

  constructor(
    readonly entry: RankedResult,
    readonly key: DuplicateKey,
    readonly born: number,
    readonly previousByKey: Slot | undefined,
    readonly previousByHash: Slot | undefined,
    public zone: string,
    public group: GroupKey,
    /** The day number of its start in `zone`. */
    public startDay: number,
  ) {}
}

/** The `died` of a slot still kept: later than any version (a small integer, not Infinity). */
const KEPT = 2 ** 30 - 1;

/** The maps of a line of indexes, each built from the one before: only the newest writes. */
class Lineage {
  readonly byKey = new Map<DuplicateKey, Slot>();
  readonly byHash = new Map<string, Slot>();

  /** @param head the newest version: the only one whose ingest may write to these maps. */
  constructor(public head: number) {}
}

/** The slot of `newest`'s chain that version `version` sees, if it held one. */
function visible(newest: Slot | undefined, version: number, byKey: boolean): Slot | undefined {
  let slot = newest;
  while (slot !== undefined && slot.born > version) {
    slot = byKey ? slot.previousByKey : slot.previousByHash;
  }
  return slot !== undefined && slot.died > version ? slot : undefined;
}

/** A lineage of its own holding what `version` of `from` holds. O(results ever kept). */
function fork(from: Lineage, version: number): Lineage {
  const lineage = new Lineage(version);
  for (const newest of from.byHash.values()) {
    const slot = visible(newest, version, false);
    if (slot === undefined) continue;
    const copy = new Slot(
      slot.entry,
      slot.key,
      0,
      undefined,
      undefined,
      slot.zone,
      slot.group,
      slot.startDay,
    );
    lineage.byKey.set(copy.key, copy);
    lineage.byHash.set(copy.entry.option.hash, copy);
  }
  return lineage;
}

interface IndexFields {
  readonly needsReview: boolean;
  readonly timeZone: string;
  readonly counts: Counts;
  readonly groups: ReadonlyMap<GroupKey, ResultGroup>;
  readonly dayKeys: readonly string[];
  readonly spans: readonly number[];
  readonly starts: ReadonlyMap<string, Counts>;
  readonly singleDay: Counts;
  readonly lineage: Lineage;
  readonly version: number;
}

class Index implements ResultIndex {
  readonly needsReview: boolean;
  readonly timeZone: string;
  readonly counts: Counts;
  readonly groups: ReadonlyMap<GroupKey, ResultGroup>;
  readonly dayKeys: readonly string[];
  readonly spans: readonly number[];
  readonly starts: ReadonlyMap<string, Counts>;
  readonly singleDay: Counts;
  readonly lineage: Lineage;
  readonly version: number;
  #ordered: OrderedList | undefined;

  constructor(fields: IndexFields, ordered?: OrderedList) {
    this.needsReview = fields.needsReview;
    this.timeZone = fields.timeZone;
    this.counts = fields.counts;
    this.groups = fields.groups;
    this.dayKeys = fields.dayKeys;
    this.spans = fields.spans;
    this.starts = fields.starts;
    this.singleDay = fields.singleDay;
    this.lineage = fields.lineage;
    this.version = fields.version;
    this.#ordered = ordered;
  }

  get ordered(): OrderedList {
    this.#ordered ??= OrderedList.sorted(mergeGroups(this.groups));
    return this.#ordered;
  }
}

/** An empty index. `needsReview` is fixed for its life; `timeZone` changes via {@link regroup}. */
export function createResultIndex(options: {
  readonly needsReview: boolean;
  readonly timeZone: string;
}): ResultIndex {
  if (!isValidTimeZone(options.timeZone)) {
    throw new RangeError(`Unknown time zone: ${options.timeZone}`);
  }
  return new Index({
    needsReview: options.needsReview,
    timeZone: options.timeZone,
    counts: EMPTY_COUNTS,
    groups: new Map(),
    dayKeys: [],
    spans: [],
    starts: new Map(),
    singleDay: EMPTY_COUNTS,
    lineage: new Lineage(0),
    version: 0,
  });
}

/**
 * Adds a batch, in order, as if each option arrived alone. An option that duplicates a kept one
 * (same time range, see {@link duplicateKey}, or the same hash) is kept only if it ranks before
 * every kept duplicate ({@link compareResults}: valid first, then the better score), and then
 * replaces them; otherwise it is dropped.
 *
 * Decisions (spec silent on which duplicate survives): the best-ranked option of a time range
 * stands for it, so the option sent with a pick is the best one for that range, and an early
 * unusable solution never hides a later usable one. The hash is the option's identity: the index
 * never holds two options with the same hash, so look-up by hash is unambiguous. A replacement
 * keeps the range, hence the row the candidate sees; picks follow ranges, not hashes (see
 * {@link findByRange}). An option whose start or event times do not parse is counted as
 * `rejected` instead of throwing, so one bad message cannot stop the stream.
 *
 * Returns the very same index object when the batch keeps nothing.
 */
export function ingestBatch(index: ResultIndex, batch: readonly ResultOption[]): IngestOutcome {
  const tx = new Transaction(index);
  let added = 0;
  let replaced = 0;
  let duplicates = 0;
  let rejected = 0;
  const times: number[] = [];
  try {
    // An indexed loop: this runs per option, and an iterator may allocate.
    for (let i = 0; i < batch.length; i += 1) {
      const option = batch[i] as ResultOption;
      const key = duplicateKey(option, times);
      if (key === null) {
        rejected += 1;
        continue;
      }
      // The usual option starts with its first event: that time was read by duplicateKey.
      const first = option.events[0];
      const entry =
        first !== undefined && first.startTime === option.startTime
          ? rankResult(option, index, times[0])
          : rankResult(option, index);
      if (!Number.isFinite(entry.startMs)) {
        rejected += 1;
        continue;
      }
      const newestByKey = tx.lineage.byKey.get(key);
      const newestByHash = tx.lineage.byHash.get(option.hash);
      const sameKey = visible(newestByKey, tx.version, true);
      const sameHash = visible(newestByHash, tx.version, false);
      const count = 2 * option.events.length;
      if (sameKey === undefined && sameHash === undefined) {
        tx.insert(entry, key, times, count, newestByKey, newestByHash);
        added += 1;
      } else if (
        (sameKey === undefined || compareResults(entry, sameKey.entry) < 0) &&
        (sameHash === undefined || compareResults(entry, sameHash.entry) < 0)
      ) {
        if (sameKey !== undefined) tx.remove(sameKey);
        if (sameHash !== undefined && sameHash !== sameKey) tx.remove(sameHash);
        tx.insert(entry, key, times, count, newestByKey, newestByHash);
        replaced += 1;
      } else {
        duplicates += 1;
      }
    }
  } catch (error) {
    tx.abandon();
    throw error;
  }
  return { index: tx.commit(), added, replaced, duplicates, rejected };
}

/** The same results grouped in another zone. O(n); the order and look-ups are reused. */
export function regroup(index: ResultIndex, timeZone: string): ResultIndex {
  if (timeZone === index.timeZone) return index;
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const ordered = index.ordered;
  const members = new Map<GroupKey, RankedResult[]>();
  const starts = new Map<string, { all: number; valid: number }>();
  let singleAll = 0;
  let singleValid = 0;
  for (const entry of ordered.toArray()) {
    const group = groupKeyOfDays(dayNumbersOf(entry.option, timeZone, entry.startMs));
    const startDate = dateKeyOfDayNumber(zonedDayNumber(entry.startMs, timeZone));
    let list = members.get(group);
    if (list === undefined) members.set(group, (list = []));
    list.push(entry); // already in order: the order does not depend on the zone
    let counts = starts.get(startDate);
    if (counts === undefined) starts.set(startDate, (counts = { all: 0, valid: 0 }));
    counts.all += 1;
    if (entry.valid) counts.valid += 1;
    if (group.startsWith('day:')) {
      singleAll += 1;
      if (entry.valid) singleValid += 1;
    }
  }
  const groups = new Map<GroupKey, ResultGroup>();
  for (const [key, list] of members) {
    const counts = { all: list.length, valid: list.filter((e) => e.valid).length };
    groups.set(key, makeGroup(key, timeZone, counts, OrderedList.sorted(list)));
  }
  return new Index(
    {
      ...fieldsOf(index),
      timeZone,
      groups,
      ...sortedGroupKeys(groups),
      starts,
      singleDay: { all: singleAll, valid: singleValid },
    },
    ordered,
  );
}

// ---------------------------------------------------------------------------------------
// Accessors

/** Results that pass the validity check; they count as available. */
export const validCount = (index: ResultIndex): number => index.counts.valid;
/** Dates (`YYYY-MM-DD`, in the index's zone) that have single-day results, ascending. */
export const singleDayKeys = (index: ResultIndex): readonly string[] => index.dayKeys;
/** Day counts that have multi-day results, ascending. */
export const multiDaySpans = (index: ResultIndex): readonly number[] => index.spans;
export const getGroup = (index: ResultIndex, key: GroupKey): ResultGroup | undefined =>
  index.groups.get(key);

const bucketed = new WeakMap<ResultGroup, Readonly<Record<TimeBucket, readonly RankedResult[]>>>();

/**
 * The results of a group in order (valid first, then by score…). Put in order on first use
 * and memoized per group version: the same array is returned until the group changes.
 */
export function groupItems(index: ResultIndex, key: GroupKey): readonly RankedResult[] {
  const group = index.groups.get(key);
  return group === undefined ? NONE : group.items.toArray();
}

/** A group's results split by the time-of-day bucket of their start, each in order. */
export function groupBuckets(
  index: ResultIndex,
  key: GroupKey,
): Readonly<Record<TimeBucket, readonly RankedResult[]>> {
  const group = index.groups.get(key);
  const cached = group && bucketed.get(group);
  if (cached !== undefined) return cached;
  const split = Object.fromEntries(TIME_BUCKETS.map((b) => [b, [] as RankedResult[]])) as Record<
    TimeBucket,
    RankedResult[]
  >;
  if (group === undefined) return split;
  for (const entry of groupItems(index, key)) {
    split[resultTimeBucket(entry.option, group.timeZone)].push(entry);
  }
  bucketed.set(group, split);
  return split;
}

const timeOrdered = new WeakMap<readonly RankedResult[], readonly RankedResult[]>();

/**
 * The valid results of a list in the order a candidate reads a day: by start, then by end (the
 * shorter first), then by hash. The list keeps the score order (spec 4); this is how a group's
 * bucket is shown. Memoized per list (a group's bucket arrays change only with the group).
 */
export function validByTime(items: readonly RankedResult[]): readonly RankedResult[] {
  let sorted = timeOrdered.get(items);
  if (sorted === undefined) {
    const ends = new Map<RankedResult, number>();
    const endOf = (r: RankedResult) => {
      let end = ends.get(r);
      if (end === undefined) {
        end = r.option.events.reduce((max, e) => Math.max(max, Date.parse(e.endTime)), r.startMs);
        ends.set(r, end);
      }
      return end;
    };
    sorted = items
      .filter((r) => r.valid)
      .sort(
        (a, b) =>
          a.startMs - b.startMs ||
          endOf(a) - endOf(b) ||
          compareStrings(a.option.hash, b.option.hash),
      );
    timeOrdered.set(items, sorted);
  }
  return sorted;
}

/**
 * Every result in the global order: valid ones at the front. Merged from the groups on first
 * use (O(n log groups)) and memoized per version.
 */
export function orderedResults(index: ResultIndex): readonly RankedResult[] {
  return index.ordered.toArray();
}

/** The kept result with this hash. O(1). */
export function findByHash(index: ResultIndex, hash: string): RankedResult | undefined {
  return visible(index.lineage.byHash.get(hash), index.version, false)?.entry;
}

/**
 * The kept result whose time range (first event start to last event end) is this one: the
 * option a pick of that range stands for, even after a better duplicate replaced the option it
 * was picked from. O(1).
 */
export function findByRange(
  index: ResultIndex,
  range: { readonly startTime: string; readonly endTime: string },
): RankedResult | undefined {
  const key = rangeKey(parseInstant(range.startTime), parseInstant(range.endTime));
  return visible(index.lineage.byKey.get(key), index.version, true)?.entry;
}

/**
 * Picks with the hash of the option that stands for their range now (a better duplicate may
 * have replaced the option a pick was made on, or the picks were restored from an earlier
 * visit). Suggested times (hash null) and ranges not in the index are returned as they are.
 */
export function withCurrentHashes<
  S extends { readonly hash: string | null; readonly startTime: string; readonly endTime: string },
>(index: ResultIndex, picks: readonly S[]): S[] {
  return picks.map((pick) => {
    if (pick.hash === null) return pick;
    const hash = findByRange(index, pick)?.option.hash;
    return hash === undefined || hash === pick.hash ? pick : { ...pick, hash };
  });
}

/** Results (all kept, or only valid ones) whose start is on `dateKey` in the index's zone. */
export function countStartingOn(
  index: ResultIndex,
  dateKey: string,
  which: keyof Counts = 'all',
): number {
  return index.starts.get(dateKey)?.[which] ?? 0;
}

/** Results (all kept, or only valid ones) spanning `days` days; 1 counts single-day ones. */
export function countSpanning(
  index: ResultIndex,
  days: number,
  which: keyof Counts = 'all',
): number {
  if (days === 1) return index.singleDay[which];
  return index.groups.get(spanGroupKey(days))?.counts[which] ?? 0;
}

// ---------------------------------------------------------------------------------------
// Internals: transaction, merges

function fieldsOf(index: ResultIndex): IndexFields {
  return {
    needsReview: index.needsReview,
    timeZone: index.timeZone,
    counts: index.counts,
    groups: index.groups,
    dayKeys: index.dayKeys,
    spans: index.spans,
    starts: index.starts,
    singleDay: index.singleDay,
    lineage: index.lineage,
    version: index.version,
  };
}

interface GroupDraft {
  readonly key: GroupKey;
  /** Whether the group is a single-day one. */
  readonly singleDay: boolean;
  readonly items: OrderedList;
  readonly added: RankedResult[];
  readonly removed: RankedResult[];
  all: number;
  valid: number;
}

/**
 * The changes of one batch: the lineage's maps are written in place under the next version
 * (which no index sees yet); each touched group gets a new list, its base group's list plus what
 * the batch added and removed.
 */
class Transaction {
  /** The maps the batch reads and writes (the base's, or a copy when the base is not newest). */
  readonly lineage: Lineage;
  /** The version the batch writes, and whose state its look-ups see. */
  readonly version: number;
  private readonly zone: string;
  private readonly drafts = new Map<GroupKey, GroupDraft>();
  /** The drafts of single-day groups by day number, in front of `drafts`. */
  private readonly dayDrafts = new Map<number, GroupDraft>();
  /** Changes of the counts by start date, by day number in the zone. */
  private readonly startDeltas = new Map<number, { all: number; valid: number }>();
  private all: number;
  private valid: number;
  private singleAll: number;
  private singleValid: number;
  private changed = false;

  constructor(private readonly base: ResultIndex) {
    const { lineage, version } = base;
    this.lineage = lineage.head === version ? lineage : fork(lineage, version);
    this.version = version + 1;
    this.zone = base.timeZone;
    this.all = base.counts.all;
    this.valid = base.counts.valid;
    this.singleAll = base.singleDay.all;
    this.singleValid = base.singleDay.valid;
  }

  /**
   * Keeps `entry`, whose events' instants are the first `count` of `times` (see
   * {@link duplicateKey}); `newestByKey` and `newestByHash` are the maps' slots for its key and
   * hash before it (dead or not).
   */
  insert(
    entry: RankedResult,
    key: DuplicateKey,
    times: readonly number[],
    count: number,
    newestByKey: Slot | undefined,
    newestByHash: Slot | undefined,
  ): void {
    this.changed = true;
    const { byKey, byHash } = this.lineage;
    const hash = entry.option.hash;
    const zone = this.zone;
    const day = singleDayOfTimes(times, count, zone, entry.startMs);
    const draft = Number.isNaN(day)
      ? this.draft(groupKeyOfDays(daysOfTimes(times, count, zone)))
      : this.dayDraft(day);
    const startDay =
      count > 0 && entry.startMs === times[0] && !Number.isNaN(day)
        ? day // it starts with its first event, on its one day
        : zonedDayNumber(entry.startMs, zone);
    const slot = new Slot(
      entry,
      key,
      this.version,
      newestByKey,
      newestByHash,
      zone,
      draft.key,
      startDay,
    );
    byKey.set(key, slot);
    byHash.set(hash, slot);
    draft.added.push(entry);
    this.count(draft, entry, startDay, 1);
  }

  remove(slot: Slot): void {
    this.changed = true;
    slot.died = this.version;
    const { entry } = slot;
    if (slot.zone !== this.zone) {
      slot.group = groupKeyOfDays(dayNumbersOf(entry.option, this.zone, entry.startMs));
      slot.startDay = zonedDayNumber(entry.startMs, this.zone);
      slot.zone = this.zone;
    }
    const draft = this.draft(slot.group);
    draft.removed.push(entry);
    this.count(draft, entry, slot.startDay, -1);
  }

  /** After a failure mid-batch: no index sees this version, and none may write after it. */
  abandon(): void {
    if (this.changed) this.lineage.head = Math.max(this.lineage.head, this.version);
  }

  commit(): ResultIndex {
    const base = this.base;
    if (!this.changed) return base;
    this.lineage.head = this.version;
    const groups = new Map(base.groups);
    let keysChanged = false;
    for (const [key, draft] of this.drafts) {
      const items = OrderedList.changed(draft.items, draft.added, draft.removed);
      keysChanged ||= items.size === 0 || !base.groups.has(key);
      if (items.size === 0) groups.delete(key);
      else
        groups.set(key, makeGroup(key, this.zone, { all: draft.all, valid: draft.valid }, items));
    }
    const starts = new Map(base.starts);
    for (const [day, delta] of this.startDeltas) {
      const date = dateKeyOfDayNumber(day);
      const before = starts.get(date) ?? EMPTY_COUNTS;
      starts.set(date, { all: before.all + delta.all, valid: before.valid + delta.valid });
    }
    return new Index({
      ...fieldsOf(base),
      counts: { all: this.all, valid: this.valid },
      groups,
      ...(keysChanged ? sortedGroupKeys(groups) : {}),
      starts,
      singleDay: { all: this.singleAll, valid: this.singleValid },
      lineage: this.lineage,
      version: this.version,
    });
  }

  /** Counts `entry` in (1) or out (-1) of `draft`'s group and of its start day's counts. */
  private count(draft: GroupDraft, entry: RankedResult, startDay: number, delta: 1 | -1): void {
    const valid = entry.valid ? delta : 0;
    draft.all += delta;
    draft.valid += valid;
    this.all += delta;
    this.valid += valid;
    if (draft.singleDay) {
      this.singleAll += delta;
      this.singleValid += valid;
    }
    let starts = this.startDeltas.get(startDay);
    if (starts === undefined) this.startDeltas.set(startDay, (starts = { all: 0, valid: 0 }));
    starts.all += delta;
    starts.valid += valid;
  }

  /** The draft of the single-day group of day number `day` (one look-up by number). */
  private dayDraft(day: number): GroupDraft {
    let draft = this.dayDrafts.get(day);
    if (draft === undefined) {
      draft = this.draft(dayGroupKeyOf(day));
      this.dayDrafts.set(day, draft);
    }
    return draft;
  }

  private draft(key: GroupKey): GroupDraft {
    let draft = this.drafts.get(key);
    if (draft === undefined) {
      const group = this.base.groups.get(key);
      draft = {
        key,
        singleDay: key.startsWith('day:'),
        items: group?.items ?? EMPTY_LIST,
        added: [],
        removed: [],
        all: group?.counts.all ?? 0,
        valid: group?.counts.valid ?? 0,
      };
      this.drafts.set(key, draft);
    }
    return draft;
  }
}

function makeGroup(
  key: GroupKey,
  timeZone: string,
  counts: Counts,
  items: OrderedList,
): ResultGroup {
  const isDay = key.startsWith('day:');
  const rest = key.slice(key.indexOf(':') + 1);
  return {
    key,
    dateKey: isDay ? rest : null,
    days: isDay ? 1 : Number(rest),
    timeZone,
    counts,
    items,
  };
}

function sortedGroupKeys(groups: ReadonlyMap<GroupKey, ResultGroup>): {
  dayKeys: string[];
  spans: number[];
} {
  const dayKeys: string[] = [];
  const spans: number[] = [];
  for (const group of groups.values()) {
    if (group.dateKey === null) spans.push(group.days);
    else dayKeys.push(group.dateKey);
  }
  return { dayKeys: dayKeys.sort(), spans: spans.sort((a, b) => a - b) };
}

/**
 * The global order: a k-way merge of the groups' lists (a binary heap of the groups by their
 * next result). Groups are disjoint, so this is a merge, not a sort.
 */
function mergeGroups(groups: ReadonlyMap<GroupKey, ResultGroup>): readonly RankedResult[] {
  const lists: (readonly RankedResult[])[] = [];
  for (const group of groups.values()) {
    const items = group.items.toArray();
    if (items.length > 0) lists.push(items);
  }
  if (lists.length === 1) return lists[0] ?? NONE; // lists never change: shared, not copied
  const next = new Array<number>(lists.length).fill(0);
  const head = (list: number) => lists[list]?.[next[list] ?? 0];
  const before = (x: number, y: number) => {
    const a = head(x);
    const b = head(y);
    return a !== undefined && b !== undefined && compareResults(a, b) < 0;
  };
  const heap = lists.map((_, i) => i);
  const siftDown = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const child = right < heap.length && before(heap[right] ?? 0, heap[left] ?? 0) ? right : left;
      if (!before(heap[child] ?? 0, heap[i] ?? 0)) return;
      [heap[i], heap[child]] = [heap[child] ?? 0, heap[i] ?? 0];
      i = child;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i -= 1) siftDown(i);
  const out: RankedResult[] = [];
  while (heap.length > 0) {
    const list = heap[0] ?? 0;
    const item = head(list);
    if (item !== undefined) out.push(item);
    next[list] = (next[list] ?? 0) + 1;
    if (head(list) === undefined) {
      const last = heap.pop() ?? 0;
      if (heap.length === 0) break;
      heap[0] = last;
    }
    siftDown(0);
  }
  return out;
}

/**
 * `added` (in order) merged into `kept` (in order), the two disjoint: each added result's place
 * is found by binary search from the previous one's, so a few results into a long list cost
 * O(k log n) comparisons and one copy.
 */
function mergeInto(
  kept: readonly RankedResult[],
  added: readonly RankedResult[],
): readonly RankedResult[] {
  if (added.length === 0) return kept;
  if (kept.length === 0) return added;
  const out: RankedResult[] = [];
  let from = 0;
  for (const entry of added) {
    let lo = from;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareResults(kept[mid] as RankedResult, entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    for (let i = from; i < lo; i += 1) out.push(kept[i] as RankedResult);
    out.push(entry);
    from = lo;
  }
  for (let i = from; i < kept.length; i += 1) out.push(kept[i] as RankedResult);
  return out;
}

/** Orders numbers; a missing or NaN number goes last in either direction. */
function compareNumbers(
  a: number | undefined,
  b: number | undefined,
  direction: 'ascending' | 'descending' = 'ascending',
): number {
  const aNaN = a === undefined || Number.isNaN(a);
  const bNaN = b === undefined || Number.isNaN(b);
  if (aNaN || bNaN) return aNaN === bNaN ? 0 : aNaN ? 1 : -1;
  const ascending = a < b ? -1 : a > b ? 1 : 0;
  return direction === 'ascending' ? ascending : -ascending;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
