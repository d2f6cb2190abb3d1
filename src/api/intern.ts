/**
 * Makes the results of a live search small in memory (issue 14: the heap after 10,000 results).
 * A socket's JSON repeats the same values thousands of times: event times on a quarter-hour
 * grid, attendees (an id and a response, from a pool of a few interviewers), justification
 * items (two flags). Each parse makes a new copy of every one, and for 10,000 results those
 * copies were most of the page's heap. A pool keeps one copy of each value, and the results
 * point at it. Hashes are unique: they are left alone.
 */
import type { JustificationItem, ResultAttendee, ResultOption } from '../domain/entities';

/** Distinct values a pool keeps before it starts afresh. */
export const POOL_LIMIT = 20_000;

/**
 * One shared copy per key. Bounded: past `limit` keys it starts afresh (values already shared
 * stay shared), so a stream of unique values cannot grow it without end.
 */
export interface ValuePool<T> {
  /** The pooled value for `key`; the first time, `make()`'s, pooled from then on. */
  share(key: string, make: () => T): T;
  readonly size: number;
}

export function createValuePool<T>(limit = POOL_LIMIT): ValuePool<T> {
  let values = new Map<string, T>();
  return {
    share(key, make) {
      const known = values.get(key);
      if (known !== undefined) return known;
      if (values.size >= limit) values = new Map();
      const value = make();
      values.set(key, value);
      return value;
    },
    get size() {
      return values.size;
    },
  };
}

/** The pools of one search. */
export interface ResultPools {
  readonly strings: ValuePool<string>;
  readonly attendees: ValuePool<ResultAttendee>;
  readonly items: ValuePool<JustificationItem>;
}

export function createResultPools(limit = POOL_LIMIT): ResultPools {
  return {
    strings: createValuePool(limit),
    attendees: createValuePool(limit),
    items: createValuePool(limit),
  };
}

/**
 * `option` with its repeated values replaced, in place, by the pools' shared copies; returns
 * it. Only for an option the caller owns (a parse's fresh output). Shared attendees and items
 * are frozen: a change to one would change every result that points at it.
 */
export function compactResult(option: ResultOption, pools: ResultPools): ResultOption {
  const text = (value: string) => pools.strings.share(value, () => value);
  option.startTime = text(option.startTime);
  for (const event of option.events) {
    event.startTime = text(event.startTime);
    event.endTime = text(event.endTime);
    event.attendees = event.attendees.map((attendee) =>
      pools.attendees.share(`${attendee.id}\n${attendee.response}`, () =>
        Object.freeze({ id: text(attendee.id), response: attendee.response }),
      ),
    );
  }
  for (const justification of option.solution.justifications) {
    justification.id = text(justification.id);
    justification.items = justification.items.map((item) =>
      pools.items.share(`${String(item.isOptionalAttendee)}\n${String(item.isOptionalEvent)}`, () =>
        Object.freeze({ ...item }),
      ),
    );
  }
  return option;
}
