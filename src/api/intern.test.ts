import { describe, expect, it } from 'vitest';
import { generateOptions } from '../../fixtures';
import type { ResultOption } from '../domain/entities';
import { compactResult, createResultPools, createValuePool } from './intern';

/** Fresh copies, as two parses of the same JSON would give. */
const parsed = (options: readonly ResultOption[]) =>
  JSON.parse(JSON.stringify(options)) as ResultOption[];

describe('createValuePool', () => {
  it('makes a value once per key and then returns that one', () => {
    const pool = createValuePool<{ n: number }>();
    let made = 0;
    const make = () => ({ n: ++made });
    const first = pool.share('a', make);
    expect(pool.share('a', make)).toBe(first);
    expect(pool.share('b', make)).not.toBe(first);
    expect(made).toBe(2);
    expect(pool.size).toBe(2);
  });

  it('starts afresh past its limit, so unique values cannot grow it without end', () => {
    const pool = createValuePool<string>(3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) pool.share(key, () => key);
    expect(pool.size).toBeLessThanOrEqual(3);
  });
});

describe('compactResult', () => {
  const options = generateOptions({
    seed: 7,
    count: 300,
    start: '2026-03-04',
    days: 5,
    timeZone: 'Europe/Berlin',
  });

  it('changes nothing a reader can see', () => {
    const pools = createResultPools();
    expect(parsed(options).map((option) => compactResult(option, pools))).toEqual(options);
  });

  it('shares equal attendees, items and times between results and across batches', () => {
    const pools = createResultPools();
    const a = parsed(options).map((option) => compactResult(option, pools));
    const b = parsed(options).map((option) => compactResult(option, pools));
    const attendees = new Set(a.flatMap((o) => o.events.flatMap((e) => e.attendees)));
    const distinct = new Set([...attendees].map((x) => `${x.id}|${x.response}`));
    expect(attendees.size).toBe(distinct.size);
    expect(b[0]?.events[0]?.attendees[0]).toBe(a[0]?.events[0]?.attendees[0]);
    const items = a.flatMap((o) => o.solution.justifications.flatMap((j) => j.items));
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items).size).toBeLessThanOrEqual(4);
    // Times and ids: every occurrence was its own copy; now a few hundred copies stand for them.
    const occurrences = a.reduce(
      (n, o) => n + 1 + o.events.reduce((m, e) => m + 2 + e.attendees.length, 0),
      0,
    );
    expect(pools.strings.size).toBeLessThan(occurrences / 4);
  });

  it('freezes what it shares: a change to one result cannot reach the others', () => {
    const pools = createResultPools();
    const [first] = parsed(options).map((option) => compactResult(option, pools));
    const attendee = first?.events[0]?.attendees[0];
    expect(Object.isFrozen(attendee)).toBe(true);
  });
});
