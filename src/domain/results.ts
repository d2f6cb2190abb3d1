/**
 * Live results (spec section 4): a socket delivers batches of result options. Results that
 * pass the validity check go to the front and count as available; duplicate time ranges are
 * removed (the best-ranked option of a range stands for it); results are grouped into single-day (by date) and multi-day (by number of days)
 * groups, each sorted by score; changing the time zone regroups them.
 *
 * The index is persistent: {@link ingestBatch} returns a new index and leaves the old one
 * intact, sharing every untouched group by reference (React can skip unchanged groups).
 * Ingesting costs O(batch × log n) comparisons: every ordered list is a chunked sorted list
 * (chunks of at most {@link DEFAULT_CHUNK_SIZE} items); an insert binary-searches the chunk, then
 * splices within it, copying only the chunks a batch touches and, once per batch, the chunk
 * array of each touched list (n / 256 pointers).
 */
import type { ResultOption, Score } from './entities';
import { isSolutionUsable } from './feasibility';
import { TIME_BUCKETS, type TimeBucket, timeBucketOf } from './time-buckets';
import { addDaysToDateKey, daysBetweenDateKeys, isValidTimeZone, zonedDateKey } from './time-zone';

// ---------------------------------------------------------------------------------------
// Rules on one option

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
  return (
    option.events.length > 0 &&
    isSolutionUsable(option.solution, { roomConflictBlocks: !needsReview })
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

export function rankResult(
  option: ResultOption,
  context: { readonly needsReview: boolean },
): RankedResult {
  return { option, valid: isValidResult(option, context), startMs: Date.parse(option.startTime) };
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
 */
export function duplicateKey(option: ResultOption): string | null {
  if (option.events.length === 0) return `#${option.hash}`;
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const event of option.events) {
    const s = Date.parse(event.startTime);
    const e = Date.parse(event.endTime);
    if (!Number.isFinite(s) || !Number.isFinite(e)) return null;
    start = Math.min(start, s);
    end = Math.max(end, e);
  }
  return rangeKey(start, end);
}

/** The duplicate key of a time range (epoch ms). */
export function rangeKey(startMs: number, endMs: number): string {
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
 */
export function daysOfResult(option: ResultOption, zone: string): readonly string[] {
  if (option.events.length === 0) return [zonedDateKey(option.startTime, zone)];
  const days = new Set<string>();
  for (const event of option.events) {
    const start = Date.parse(event.startTime);
    const last = Math.max(start, Date.parse(event.endTime) - 1);
    const first = zonedDateKey(start, zone);
    const span = daysBetweenDateKeys(first, zonedDateKey(last, zone));
    for (let d = 0; d <= span; d += 1) days.add(d === 0 ? first : addDaysToDateKey(first, d));
  }
  return [...days].sort();
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

// ---------------------------------------------------------------------------------------
// The index

/** At most this many items per chunk of an ordered list, unless the index says otherwise. */
export const DEFAULT_CHUNK_SIZE = 256;

interface Entry extends RankedResult {
  readonly key: string;
}

/** A persistent sorted list in chunks. Never mutated once published. */
interface Chunked<T> {
  readonly chunks: readonly (readonly T[])[];
  readonly size: number;
}

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
  readonly items: Chunked<Entry>;
}

/** The live-results index. Its fields are internal structure: read it through the accessors. */
export interface ResultIndex {
  readonly needsReview: boolean;
  readonly timeZone: string;
  readonly chunkSize: number;
  readonly counts: Counts;
  /** Groups by key. A group object is replaced only when its content changes. */
  readonly groups: ReadonlyMap<GroupKey, ResultGroup>;
  /** Single-day date keys, ascending. */
  readonly dayKeys: readonly string[];
  /** Day counts of the multi-day groups, ascending. */
  readonly spans: readonly number[];
  readonly ordered: Chunked<Entry>;
  readonly byKey: Chunked<Entry>;
  readonly byHash: Chunked<Entry>;
  /** Counts of options by the date of their start. */
  readonly starts: ReadonlyMap<string, Counts>;
  readonly singleDay: Counts;
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
  /** Ordering comparisons made: the cost of the batch (proportional to batch × log n). */
  readonly comparisons: number;
}

const EMPTY_COUNTS: Counts = { all: 0, valid: 0 };
const EMPTY_LIST: Chunked<never> = { chunks: [], size: 0 };

/**
 * An empty index. `needsReview` is fixed for its life; `timeZone` changes via
 * {@link regroup}. `chunkSize` (items per chunk, at least 2) only tunes performance; tests
 * make it tiny so that splits and chunk removals happen in small examples.
 */
export function createResultIndex(options: {
  readonly needsReview: boolean;
  readonly timeZone: string;
  readonly chunkSize?: number;
}): ResultIndex {
  const { chunkSize = DEFAULT_CHUNK_SIZE } = options;
  if (!isValidTimeZone(options.timeZone)) {
    throw new RangeError(`Unknown time zone: ${options.timeZone}`);
  }
  if (!Number.isInteger(chunkSize) || chunkSize < 2) {
    throw new RangeError(`Chunk size must be an integer of at least 2: ${chunkSize}`);
  }
  return {
    needsReview: options.needsReview,
    timeZone: options.timeZone,
    chunkSize,
    counts: EMPTY_COUNTS,
    groups: new Map(),
    dayKeys: [],
    spans: [],
    ordered: EMPTY_LIST,
    byKey: EMPTY_LIST,
    byHash: EMPTY_LIST,
    starts: new Map(),
    singleDay: EMPTY_COUNTS,
  };
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
  for (const option of batch) {
    const key = duplicateKey(option);
    const startMs = Date.parse(option.startTime);
    if (key === null || !Number.isFinite(startMs)) {
      rejected += 1;
      continue;
    }
    const entry: Entry = { ...rankResult(option, index), key };
    const hits = tx.duplicatesOf(entry);
    if (hits.length === 0) {
      tx.insert(entry);
      added += 1;
    } else if (hits.every((hit) => compareResults(entry, hit) < 0)) {
      for (const hit of hits) tx.remove(hit);
      tx.insert(entry);
      replaced += 1;
    } else {
      duplicates += 1;
    }
  }
  return { index: tx.commit(), added, replaced, duplicates, rejected, comparisons: tx.cost() };
}

/** The same results grouped in another zone. O(n); the order and look-ups are reused. */
export function regroup(index: ResultIndex, timeZone: string): ResultIndex {
  if (timeZone === index.timeZone) return index;
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const members = new Map<GroupKey, Entry[]>();
  const starts = new Map<string, Counts>();
  let singleDay = EMPTY_COUNTS;
  for (const entry of iterate(index.ordered)) {
    const { groupKey, startDateKey } = placementOf(entry, timeZone);
    let list = members.get(groupKey);
    if (list === undefined) members.set(groupKey, (list = []));
    list.push(entry); // already in order: the order does not depend on the zone
    starts.set(startDateKey, bump(starts.get(startDateKey), entry, 1));
    if (groupKey.startsWith('day:')) singleDay = bump(singleDay, entry, 1);
  }
  const groups = new Map<GroupKey, ResultGroup>();
  for (const [key, list] of members) {
    const counts = { all: list.length, valid: list.filter((e) => e.valid).length };
    groups.set(key, makeGroup(key, timeZone, counts, fromSorted(list, index.chunkSize)));
  }
  return {
    ...index,
    timeZone,
    groups,
    ...sortedGroupKeys(groups),
    starts,
    singleDay,
  };
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

const materialized = new WeakMap<object, readonly RankedResult[]>();
const bucketed = new WeakMap<ResultGroup, Readonly<Record<TimeBucket, readonly RankedResult[]>>>();

/**
 * The results of a group in order (valid first, then by score…). Materialized on first use
 * and memoized per group version: the same array is returned until the group changes.
 */
export function groupItems(index: ResultIndex, key: GroupKey): readonly RankedResult[] {
  const group = index.groups.get(key);
  return group === undefined ? [] : toArray(group.items);
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

/** At most this many options of a group carry the "best fit" mark. */
export const BEST_FIT_LIMIT = 3;

/**
 * The options of a group that fit best: the valid ones with the group's top score, when they
 * are few ({@link BEST_FIT_LIMIT} at most) and not all of the group's valid options (a mark
 * that every row has, or most rows, says nothing). Hashes; empty when no option stands out.
 */
export function bestFitHashes(index: ResultIndex, key: GroupKey): ReadonlySet<string> {
  const items = groupItems(index, key);
  const top = items[0];
  if (top === undefined || !top.valid) return new Set();
  const best: string[] = [];
  for (const item of items) {
    if (!item.valid || compareScores(item.option.score, top.option.score) !== 0) break;
    best.push(item.option.hash);
    if (best.length > BEST_FIT_LIMIT) return new Set();
  }
  const valid = index.groups.get(key)?.counts.valid ?? 0;
  return best.length < valid ? new Set(best) : new Set();
}

/** Every result in the global order: valid ones at the front. Memoized per version. */
export function orderedResults(index: ResultIndex): readonly RankedResult[] {
  return toArray(index.ordered);
}

/** Results `[from, to)` of the global order, without materializing the whole list. */
export function resultsSlice(index: ResultIndex, from: number, to: number): RankedResult[] {
  const out: RankedResult[] = [];
  let offset = 0;
  for (const chunk of index.ordered.chunks) {
    if (offset >= to) break;
    if (offset + chunk.length > from) {
      out.push(...chunk.slice(Math.max(0, from - offset), Math.max(0, to - offset)));
    }
    offset += chunk.length;
  }
  return out;
}

/** The kept result with this hash. */
export function findByHash(index: ResultIndex, hash: string): RankedResult | undefined {
  return find(index.byHash.chunks, (e) => compareStrings(e.option.hash, hash)).item;
}

/**
 * The kept result whose time range (first event start to last event end) is this one: the
 * option a pick of that range stands for, even after a better duplicate replaced the option it
 * was picked from. O(log n).
 */
export function findByRange(
  index: ResultIndex,
  range: { readonly startTime: string; readonly endTime: string },
): RankedResult | undefined {
  const key = rangeKey(Date.parse(range.startTime), Date.parse(range.endTime));
  return find(index.byKey.chunks, (e) => compareStrings(e.key, key)).item;
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
// Internals: placement, transaction, chunked lists

function placementOf(entry: Entry, zone: string): { groupKey: GroupKey; startDateKey: string } {
  return {
    groupKey: resultGroupKey(entry.option, zone),
    startDateKey: zonedDateKey(entry.startMs, zone),
  };
}

const byKeyOrder = (a: Entry, b: Entry) => compareStrings(a.key, b.key);
const byHashOrder = (a: Entry, b: Entry) => compareStrings(a.option.hash, b.option.hash);

interface GroupDraft {
  readonly editor: ChunkedEditor<Entry>;
  counts: Counts;
}

/** The changes of one batch, applied copy-on-write to the index it started from. */
class Transaction {
  private readonly ordered: ChunkedEditor<Entry>;
  private readonly byKey: ChunkedEditor<Entry>;
  private readonly byHash: ChunkedEditor<Entry>;
  private readonly drafts = new Map<GroupKey, GroupDraft>();
  private starts: Map<string, Counts> | null = null;
  private counts: Counts;
  private singleDay: Counts;

  constructor(private readonly base: ResultIndex) {
    this.ordered = new ChunkedEditor(base.ordered, compareResults, base.chunkSize);
    this.byKey = new ChunkedEditor(base.byKey, byKeyOrder, base.chunkSize);
    this.byHash = new ChunkedEditor(base.byHash, byHashOrder, base.chunkSize);
    this.counts = base.counts;
    this.singleDay = base.singleDay;
  }

  /** Kept entries with the same duplicate key or the same hash (0, 1 or 2 of them). */
  duplicatesOf(entry: Entry): Entry[] {
    const sameKey = this.byKey.find((e) => compareStrings(e.key, entry.key));
    const sameHash = this.byHash.find((e) => compareStrings(e.option.hash, entry.option.hash));
    const hits = sameKey === undefined ? [] : [sameKey];
    if (sameHash !== undefined && sameHash !== sameKey) hits.push(sameHash);
    return hits;
  }

  insert(entry: Entry): void {
    this.ordered.insert(entry);
    this.byKey.insert(entry);
    this.byHash.insert(entry);
    this.place(entry, 1);
  }

  remove(entry: Entry): void {
    this.ordered.remove(entry);
    this.byKey.remove(entry);
    this.byHash.remove(entry);
    this.place(entry, -1);
  }

  cost(): number {
    let total = this.ordered.comparisons + this.byKey.comparisons + this.byHash.comparisons;
    for (const draft of this.drafts.values()) total += draft.editor.comparisons;
    return total;
  }

  commit(): ResultIndex {
    const base = this.base;
    if (this.drafts.size === 0) return base;
    const groups = new Map(base.groups);
    let keysChanged = false;
    for (const [key, draft] of this.drafts) {
      const items = draft.editor.done();
      keysChanged ||= items.size === 0 || !base.groups.has(key);
      if (items.size === 0) groups.delete(key);
      else groups.set(key, makeGroup(key, base.timeZone, draft.counts, items));
    }
    return {
      ...base,
      counts: this.counts,
      groups,
      ...(keysChanged ? sortedGroupKeys(groups) : {}),
      ordered: this.ordered.done(),
      byKey: this.byKey.done(),
      byHash: this.byHash.done(),
      starts: this.starts ?? base.starts,
      singleDay: this.singleDay,
    };
  }

  private place(entry: Entry, delta: 1 | -1): void {
    const { groupKey, startDateKey } = placementOf(entry, this.base.timeZone);
    const draft = this.draft(groupKey);
    if (delta === 1) draft.editor.insert(entry);
    else draft.editor.remove(entry);
    draft.counts = bump(draft.counts, entry, delta);
    this.counts = bump(this.counts, entry, delta);
    if (groupKey.startsWith('day:')) this.singleDay = bump(this.singleDay, entry, delta);
    this.starts ??= new Map(this.base.starts);
    this.starts.set(startDateKey, bump(this.starts.get(startDateKey), entry, delta));
  }

  private draft(key: GroupKey): GroupDraft {
    let draft = this.drafts.get(key);
    if (draft === undefined) {
      const group = this.base.groups.get(key);
      draft = {
        editor: new ChunkedEditor(group?.items ?? EMPTY_LIST, compareResults, this.base.chunkSize),
        counts: group?.counts ?? EMPTY_COUNTS,
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
  items: Chunked<Entry>,
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

function bump(counts: Counts | undefined, entry: Entry, delta: 1 | -1): Counts {
  const { all, valid } = counts ?? EMPTY_COUNTS;
  return { all: all + delta, valid: valid + (entry.valid ? delta : 0) };
}

/**
 * Edits a {@link Chunked} list copy-on-write for one batch: the chunk array is copied on
 * the first change, a chunk on its first change; later changes in the batch reuse the
 * copies. The base list is never mutated.
 */
class ChunkedEditor<T> {
  comparisons = 0;
  private chunks: T[][] | null = null;
  private readonly owned = new Set<T[]>();
  private size: number;

  constructor(
    private readonly base: Chunked<T>,
    private readonly order: (a: T, b: T) => number,
    private readonly maxChunk: number,
  ) {
    this.size = base.size;
  }

  /** The item for which `probe` returns 0; `probe` orders items against the target. */
  find(probe: (item: T) => number): T | undefined {
    const counted = (item: T) => {
      this.comparisons += 1;
      return probe(item);
    };
    return find(this.chunks ?? this.base.chunks, counted).item;
  }

  insert(item: T): void {
    const chunks = this.writableChunks();
    const probe = (x: T) => this.compare(x, item);
    if (chunks.length === 0) {
      const chunk = [item];
      this.owned.add(chunk);
      chunks.push(chunk);
    } else {
      const c = Math.min(chunkIndex(chunks, probe), chunks.length - 1);
      const chunk = this.writableChunk(chunks, c);
      chunk.splice(lowerBound(chunk, probe), 0, item);
      if (chunk.length > this.maxChunk) {
        const tail = chunk.splice(chunk.length >> 1);
        this.owned.add(tail);
        chunks.splice(c + 1, 0, tail);
      }
    }
    this.size += 1;
  }

  remove(item: T): void {
    const chunks = this.writableChunks();
    const probe = (x: T) => this.compare(x, item);
    const { chunk: c, position } = find(chunks, probe);
    if (c < 0) return;
    const chunk = this.writableChunk(chunks, c);
    chunk.splice(position, 1);
    if (chunk.length === 0) chunks.splice(c, 1);
    this.size -= 1;
  }

  done(): Chunked<T> {
    return this.chunks === null ? this.base : { chunks: this.chunks, size: this.size };
  }

  private compare(a: T, b: T): number {
    this.comparisons += 1;
    return this.order(a, b);
  }

  private writableChunks(): T[][] {
    this.chunks ??= this.base.chunks.slice() as T[][];
    return this.chunks;
  }

  private writableChunk(chunks: T[][], c: number): T[] {
    const chunk = chunks[c] ?? [];
    if (this.owned.has(chunk)) return chunk;
    const copy = chunk.slice();
    this.owned.add(copy);
    chunks[c] = copy;
    return copy;
  }
}

/** First chunk whose last item is not before the target (may be `chunks.length`). */
function chunkIndex<T>(chunks: readonly (readonly T[])[], probe: (item: T) => number): number {
  let lo = 0;
  let hi = chunks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const chunk = chunks[mid] ?? [];
    const last = chunk[chunk.length - 1];
    if (last !== undefined && probe(last) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First position in `chunk` whose item is not before the target. */
function lowerBound<T>(chunk: readonly T[], probe: (item: T) => number): number {
  let lo = 0;
  let hi = chunk.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const item = chunk[mid];
    if (item !== undefined && probe(item) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The item for which `probe` returns 0, with its chunk and position (-1 when absent). */
function find<T>(
  chunks: readonly (readonly T[])[],
  probe: (item: T) => number,
): { item: T | undefined; chunk: number; position: number } {
  const c = chunkIndex(chunks, probe);
  const chunk = chunks[c];
  if (chunk === undefined) return { item: undefined, chunk: -1, position: -1 };
  const position = lowerBound(chunk, probe);
  const item = chunk[position];
  return item !== undefined && probe(item) === 0
    ? { item, chunk: c, position }
    : { item: undefined, chunk: -1, position: -1 };
}

function fromSorted<T>(items: readonly T[], maxChunk: number): Chunked<T> {
  const chunks: T[][] = [];
  const step = Math.max(1, maxChunk >> 1); // half full: the next inserts do not split at once
  for (let i = 0; i < items.length; i += step) chunks.push(items.slice(i, i + step));
  return { chunks, size: items.length };
}

function* iterate<T>(list: Chunked<T>): Generator<T> {
  for (const chunk of list.chunks) yield* chunk;
}

function toArray(list: Chunked<Entry>): readonly RankedResult[] {
  let array = materialized.get(list);
  if (array === undefined) {
    array = list.chunks.flat();
    materialized.set(list, array);
  }
  return array;
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
