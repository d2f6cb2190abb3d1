/**
 * What the Pick days screen shows, derived from its props: plain functions, no React. Each
 * costs in proportion to what is shown (the groups of a view, the selection, the visible rows),
 * never to every result of the index, so a long list stays fast.
 */
import {
  countSpanning,
  countStartingOn,
  dayGroupKey,
  findByRange,
  getGroup,
  groupBuckets,
  groupItems,
  multiDaySpans,
  resultGroupKey,
  singleDayKeys,
  spanGroupKey,
  type GroupKey,
  type RankedResult,
  type ResultIndex,
  validByTime,
} from '../../../../domain/results';
import { slotKey, slotOfOption, type OptionSlot } from '../../../../domain/selection';
import { TIME_BUCKETS, type TimeBucket } from '../../../../domain/time-buckets';
import { noonOfDay, zonedDateKey } from '../../../../domain/time-zone';
import { VISIBLE_PER_BUCKET, type ResultsView } from '../../model';

/** Rows a time-of-day bucket shows before "Show more", unless the container says otherwise. */
export const DEFAULT_VISIBLE_PER_BUCKET = VISIBLE_PER_BUCKET;

/**
 * Rows one "Show N more" adds: the button says "Show N more" with N = min(hidden, this); the
 * reducer raises `visiblePerBucket[bucket]` by the same VISIBLE_PER_BUCKET.
 */
export const SHOW_MORE_STEP = VISIBLE_PER_BUCKET;

/** A day (single-day view) or a number of days (multi-day view) the candidate can pick. */
export interface OfferedGroup {
  readonly key: GroupKey;
  /** yyyy-MM-dd of a day group; null for a multi-day group. */
  readonly dateKey: string | null;
  /** Days the options span: 1 for a day group. */
  readonly days: number;
  /**
   * The count shown with it: the valid options its list offers (for a day, the single-day
   * options of that day; multi-day options starting on it are counted in the heading's
   * "starting on this day" and listed under their number of days).
   */
  readonly count: number;
  /**
   * The count the group's heading states (spec 2: "counts of interviews starting on a day or
   * spanning days are shown"): for a day, every valid option starting on it, multi-day ones
   * included; for a number of days, the options spanning them (= `count`).
   */
  readonly headingCount: number;
}

/**
 * The groups of a view that hold at least one valid option, in order (dates ascending, then
 * day counts ascending). A group whose options are all invalid is left out: invalid options
 * are never offered, so it would lead to an empty list.
 */
export function offeredGroups(index: ResultIndex, view: ResultsView): readonly OfferedGroup[] {
  const out: OfferedGroup[] = [];
  if (view === 'singleDay') {
    for (const dateKey of singleDayKeys(index)) {
      const key = dayGroupKey(dateKey);
      const count = getGroup(index, key)?.counts.valid ?? 0;
      if (count === 0) continue;
      out.push({
        key,
        dateKey,
        days: 1,
        count,
        headingCount: countStartingOn(index, dateKey, 'valid'),
      });
    }
  } else {
    for (const days of multiDaySpans(index)) {
      const key = spanGroupKey(days);
      const count = getGroup(index, key)?.counts.valid ?? 0;
      if (count === 0) continue;
      out.push({ key, dateKey: null, days, count, headingCount: count });
    }
  }
  return out;
}

/** Whether the index has valid multi-day options (the "several days" toggle shows then). */
export function hasMultiDayOptions(index: ResultIndex): boolean {
  return multiDaySpans(index).some((days) => countSpanning(index, days, 'valid') > 0);
}

/**
 * How many results at the front of `items` are valid. The index orders valid results first,
 * so the valid ones are a prefix: a binary search finds its end in O(log n).
 */
export function validPrefixLength(items: readonly RankedResult[]): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid]?.valid === true) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One section of the active group's list: a part of the day (a day's options, by the time of
 * day they start) or, for options over several days, the day they start on (a time of day
 * means nothing for a block over two days).
 */
export interface BucketView {
  /** The section's key: the bucket's name, or `start:yyyy-MM-dd` ("Show N more" is per key). */
  readonly key: string;
  /** The part of the day, for a day's list; null for options over several days. */
  readonly bucket: TimeBucket | null;
  /** yyyy-MM-dd the options start on, for options over several days; null for a day's list. */
  readonly startDate: string | null;
  /** Valid options of the section. */
  readonly total: number;
  /**
   * The rows it may render: the options of its first `visible` start times, in time order
   * (start, then end), so a candidate reads a morning as 8:30, 9:45, 10:15; "Show N more" adds
   * the later start times below. Options sharing a start time are folded under the first (see
   * {@link startGroups}).
   */
  readonly shown: readonly RankedResult[];
  /** Start times of the section (its folded rows); `shown` holds the first `visible` of them. */
  readonly starts: number;
}

/** Options that start at the same time (consecutive in a section's `shown`). */
export interface StartGroup {
  readonly startMs: number;
  readonly items: readonly RankedResult[];
}

/**
 * A start time folds its options under the first from this many options on: 2, one row per
 * start time. Any more would let a row on screen vanish into a fold when a later option of its
 * start time arrives (a fold from 3 hides the second row); with 2, a new option either sorts
 * after the rows on screen (into the fold, below) or before them (held, see Session.held).
 */
export const FOLD_FROM = 2;

/** The rows of a section by start time, in order (the list folds each from FOLD_FROM on). */
export function startGroups(rows: readonly RankedResult[]): readonly StartGroup[] {
  const out: { startMs: number; items: RankedResult[] }[] = [];
  for (const row of rows) {
    const last = out.at(-1);
    if (last !== undefined && last.startMs === row.startMs) last.items.push(row);
    else out.push({ startMs: row.startMs, items: [row] });
  }
  return out;
}

/** The slot of a result and its key, worked out once per result object. */
const slotKeys = new WeakMap<RankedResult, { slot: OptionSlot; key: string }>();

/** A result's slot and its key (`slotKey`), cached per result. */
export function slotAndKey(item: RankedResult): { slot: OptionSlot; key: string } {
  let known = slotKeys.get(item);
  if (known === undefined) {
    const slot = slotOfOption(item.option);
    known = { slot, key: slotKey(slot) };
    slotKeys.set(item, known);
  }
  return known;
}

/**
 * Which rows of the active group are listed: every row but those held back (new rows that would
 * have landed above the rows on screen), and every pick whatever it is: a pick is never held
 * back. Null when nothing is held (every row is listed).
 */
export function listedFilter(
  held: ReadonlySet<string>,
  picked: ReadonlySet<string>,
): ((item: RankedResult) => boolean) | null {
  if (held.size === 0) return null;
  return (item) => {
    const { key } = slotAndKey(item);
    return !held.has(key) || picked.has(key);
  };
}

/**
 * The sections of a group that hold listed valid options, in time order, each cut to the
 * number of rows it may show: for a day, its parts (Early Morning to Night); for options over
 * several days, the days they start on. `listed` (see listedFilter) leaves out the rows held
 * back; null lists every one.
 */
export function bucketViews(
  index: ResultIndex,
  key: GroupKey,
  visiblePerBucket: Readonly<Partial<Record<string, number>>>,
  listed: ((item: RankedResult) => boolean) | null = null,
): readonly BucketView[] {
  const out: BucketView[] = [];
  const add = (
    section: Omit<BucketView, 'total' | 'shown' | 'starts'>,
    sorted: readonly RankedResult[],
  ) => {
    const items = listed === null ? sorted : sorted.filter(listed);
    const total = items.length;
    if (total === 0) return;
    const wanted = visiblePerBucket[section.key] ?? DEFAULT_VISIBLE_PER_BUCKET;
    const limit = Math.max(0, Math.floor(wanted));
    // The cap counts start times: a morning of 249 options over 16 start times is 16 rows.
    let starts = 0;
    let end = 0;
    for (let i = 0; i < total; i += 1) {
      if (i === 0 || items[i]?.startMs !== items[i - 1]?.startMs) {
        starts += 1;
        if (starts <= limit) end = i + 1;
      } else if (starts <= limit) {
        end = i + 1;
      }
    }
    out.push({ ...section, total, starts, shown: items.slice(0, end) });
  };
  if (key.startsWith('day:')) {
    const buckets = groupBuckets(index, key);
    for (const bucket of TIME_BUCKETS) {
      add({ key: bucket, bucket, startDate: null }, validByTime(buckets[bucket]));
    }
    return out;
  }
  // Options over several days: by the day they start on, each day's in time order.
  const byTime = validByTime(groupItems(index, key));
  let start = 0;
  while (start < byTime.length) {
    const first = byTime[start];
    if (first === undefined) break;
    const date = zonedDateKey(first.startMs, index.timeZone);
    let end = start + 1;
    while (
      end < byTime.length &&
      zonedDateKey(byTime[end]?.startMs ?? 0, index.timeZone) === date
    ) {
      end += 1;
    }
    add({ key: `start:${date}`, bucket: null, startDate: date }, byTime.slice(start, end));
    start = end;
  }
  return out;
}

/** Valid options in a group (all buckets). */
export function validCountOf(index: ResultIndex, key: GroupKey): number {
  return getGroup(index, key)?.counts.valid ?? 0;
}

/** The slots of every valid option of a group, in the list's order ("Select all"). */
export function validSlotsOf(index: ResultIndex, key: GroupKey): readonly OptionSlot[] {
  const buckets = groupBuckets(index, key);
  const slots: OptionSlot[] = [];
  for (const bucket of TIME_BUCKETS) {
    const items = buckets[bucket];
    const end = validPrefixLength(items);
    for (let i = 0; i < end; i += 1) {
      const item = items[i];
      if (item !== undefined) slots.push(slotOfOption(item.option));
    }
  }
  return slots;
}

/** Keys (`slotKey`) of the selected slots, for O(1) "is this row selected" checks. */
export function selectedKeys(selection: readonly OptionSlot[]): ReadonlySet<string> {
  return new Set(selection.map(slotKey));
}

/**
 * Selected result slots per group: the group of the option standing for each selected range
 * (looked up by range, O(log n) each, so a pick still counts after a better option for the same
 * range replaced the one it was made on). Suggested slots (hash null) and ranges not in the
 * index count nowhere.
 */
export function selectedPerGroup(
  index: ResultIndex,
  selection: readonly OptionSlot[],
): ReadonlyMap<GroupKey, number> {
  const counts = new Map<GroupKey, number>();
  for (const slot of selection) {
    if (slot.hash === null) continue;
    const found = findByRange(index, slot);
    if (found === undefined) continue;
    const key = resultGroupKey(found.option, index.timeZone);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The slots the candidate suggested themselves (hash null), in the order they were added. */
export function suggestedSlots(selection: readonly OptionSlot[]): readonly OptionSlot[] {
  return selection.filter((slot) => slot.hash === null);
}

/** An instant on `dateKey` to format that date in `zone`: its local noon (never ambiguous). */
export const instantOfDay = noonOfDay;

/** The view a group key belongs to. */
export function viewOfGroup(key: GroupKey): ResultsView {
  return key.startsWith('day:') ? 'singleDay' : 'multiDay';
}
