import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateOptions } from '../../../../../fixtures/generator';
import { getScenario } from '../../../../../fixtures/scenarios';
import {
  countStartingOn,
  createResultIndex,
  groupBuckets,
  groupItems,
  ingestBatch,
  multiDaySpans,
  resultGroupKey,
  spanGroupKey,
  type GroupKey,
  type ResultIndex,
} from '../../../../domain/results';
import { slotKey, slotOfOption } from '../../../../domain/selection';
import {
  SUGGESTED_TIME_ERROR_MESSAGES,
  type SuggestedTimeError,
} from '../../../../domain/suggested-times';
import { TIME_BUCKETS } from '../../../../domain/time-buckets';
import { zonedDateKey } from '../../../../domain/time-zone';
import {
  bucketViews,
  startGroups,
  DEFAULT_VISIBLE_PER_BUCKET,
  hasMultiDayOptions,
  instantOfDay,
  offeredGroups,
  selectedKeys,
  selectedPerGroup,
  suggestedSlots,
  validPrefixLength,
  validSlotsOf,
  viewOfGroup,
} from './derive';
import { zoneOffset } from '../../../../i18n/zone-label';

const NY = 'America/New_York';

function indexOf(count: number, invalidRatio = 0.3): ResultIndex {
  const options = generateOptions({
    seed: 7,
    count,
    start: '2026-03-04',
    days: 10,
    timeZone: NY,
    invalidRatio,
    multiDayRatio: 0.2,
  });
  return ingestBatch(createResultIndex({ needsReview: false, timeZone: NY }), options).index;
}

const index = indexOf(600);

describe('offeredGroups', () => {
  it('lists the days with valid options, ascending, each with the count its list offers', () => {
    const groups = offeredGroups(index, 'singleDay');
    expect(groups.length).toBeGreaterThan(0);
    const dates = groups.map((g) => g.dateKey);
    expect(dates).toEqual([...dates].sort());
    for (const group of groups) {
      expect(group.key).toBe(`day:${String(group.dateKey)}`);
      expect(group.days).toBe(1);
      expect(group.count).toBe(groupItems(index, group.key).filter((r) => r.valid).length);
      // Multi-day options starting that day are not in the day's list, so not in its count.
      expect(group.count).toBeLessThanOrEqual(countStartingOn(index, group.dateKey ?? '', 'valid'));
    }
    expect(groups.some((g) => g.count < countStartingOn(index, g.dateKey ?? '', 'valid'))).toBe(
      true,
    );
  });

  it('heads a day with every valid option starting on it, multi-day options included (spec 2)', () => {
    const groups = offeredGroups(index, 'singleDay');
    const multiDayStarts = (dateKey: string) =>
      multiDaySpans(index)
        .flatMap((days) => groupItems(index, spanGroupKey(days)))
        .filter((r) => r.valid && zonedDateKey(Date.parse(r.option.startTime), NY) === dateKey)
        .length;
    for (const group of groups) {
      const dateKey = group.dateKey ?? '';
      expect(group.headingCount).toBe(group.count + multiDayStarts(dateKey));
    }
    // The fixture has days where multi-day options start, so the two counts really differ.
    expect(groups.some((g) => g.headingCount > g.count)).toBe(true);
  });

  it('heads a number of days with the options spanning them', () => {
    for (const group of offeredGroups(index, 'multiDay')) {
      expect(group.headingCount).toBe(group.count);
    }
  });

  it('lists the numbers of days of multi-day options, ascending', () => {
    const spans = offeredGroups(index, 'multiDay');
    expect(spans.map((g) => g.days)).toEqual([2, 3]);
    expect(spans.every((g) => g.dateKey === null && g.count > 0)).toBe(true);
    expect(hasMultiDayOptions(index)).toBe(true);
  });

  it('leaves out a group whose options are all invalid', () => {
    const invalidOnly = indexOf(30, 1);
    expect(offeredGroups(invalidOnly, 'singleDay')).toEqual([]);
    expect(offeredGroups(invalidOnly, 'multiDay')).toEqual([]);
    expect(hasMultiDayOptions(invalidOnly)).toBe(false);
  });
});

describe('validPrefixLength', () => {
  it('finds the end of the valid results, which the index puts first', () => {
    for (const group of offeredGroups(index, 'singleDay')) {
      const items = groupItems(index, group.key);
      const expected = items.filter((item) => item.valid).length;
      expect(validPrefixLength(items)).toBe(expected);
      expect(items.slice(0, expected).every((item) => item.valid)).toBe(true);
    }
    expect(validPrefixLength([])).toBe(0);
  });
});

describe('bucketViews', () => {
  const busiest = offeredGroups(index, 'singleDay').reduce((a, b) => (b.count > a.count ? b : a));

  it('keeps the bucket order, skips empty buckets and shows only valid options, by time', () => {
    const views = bucketViews(index, busiest.key, {});
    const order = views.map((v) => TIME_BUCKETS.indexOf(v.bucket ?? 'night'));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const view of views) {
      expect(view.total).toBeGreaterThan(0);
      expect(view.shown.every((item) => item.valid)).toBe(true);
      const valid = groupBuckets(index, busiest.key)[view.bucket ?? 'night'].filter(
        (item) => item.valid,
      );
      expect(view.key).toBe(view.bucket);
      expect(view.startDate).toBeNull();
      expect(view.total).toBe(valid.length);
      // Rows read in time order: each starts no earlier than the one above it.
      const starts = view.shown.map((item) => item.startMs);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(new Set(view.shown).size).toBe(view.shown.length);
      expect(view.shown.every((item) => valid.includes(item))).toBe(true);
    }
  });

  it('caps each section at 20 start times by default (every option of each), and at the container’s number otherwise', () => {
    const big = indexOf(3000);
    const day = offeredGroups(big, 'singleDay')[0];
    if (day === undefined) throw new Error('no day');
    const views = bucketViews(big, day.key, {});
    // A day of many options has many per start time: folded, they are a few rows.
    expect(views.some((v) => v.total > 3 * v.starts)).toBe(true);
    for (const view of views) {
      expect(view.shown).toHaveLength(
        view.starts <= DEFAULT_VISIBLE_PER_BUCKET ? view.total : view.shown.length,
      );
      const groups = startGroups(view.shown);
      expect(groups).toHaveLength(Math.min(view.starts, DEFAULT_VISIBLE_PER_BUCKET));
      // Whole start times only: the next row (if any) starts later than the last shown.
      const sorted = bucketViews(big, day.key, { [view.key]: 1e9 }).find((v) => v.key === view.key);
      const next = sorted?.shown[view.shown.length];
      if (next !== undefined) expect(next.startMs).toBeGreaterThan(view.shown.at(-1)?.startMs ?? 0);
    }
    const first = views[0];
    if (first === undefined) throw new Error('no bucket');
    const more = bucketViews(big, first.key === first.bucket ? day.key : day.key, {
      [first.key]: 45,
    });
    expect(startGroups(more[0]?.shown ?? [])).toHaveLength(Math.min(first.starts, 45));
    expect(bucketViews(big, day.key, { [first.key]: 0 })[0]?.shown).toEqual([]);
  });

  it('groups rows by start time, in order', () => {
    const view = bucketViews(
      indexOf(3000),
      offeredGroups(indexOf(3000), 'singleDay')[0]!.key,
      {},
    )[0];
    const groups = startGroups(view?.shown ?? []);
    expect(groups.flatMap((g) => g.items)).toEqual(view?.shown);
    for (const group of groups) {
      expect(group.items.every((item) => item.startMs === group.startMs)).toBe(true);
    }
    const starts = groups.map((g) => g.startMs);
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('lists options over several days by the day they start on, each day in time order', () => {
    const span = offeredGroups(index, 'multiDay')[0];
    if (span === undefined) throw new Error('no multi-day group');
    const views = bucketViews(index, span.key, {});
    expect(views.length).toBeGreaterThan(0);
    const dates = views.map((v) => v.startDate);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
    for (const view of views) {
      expect(view.bucket).toBeNull();
      expect(view.key).toBe(`start:${String(view.startDate)}`);
      for (const item of view.shown) {
        expect(zonedDateKey(item.startMs, index.timeZone)).toBe(view.startDate);
      }
      const starts = view.shown.map((item) => item.startMs);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
    expect(views.reduce((sum, v) => sum + v.total, 0)).toBe(span.count);
  });

  it('is empty for a group that does not exist', () => {
    expect(bucketViews(index, 'day:1999-01-01', {})).toEqual([]);
  });
});

describe('selection helpers', () => {
  const day = offeredGroups(index, 'singleDay')[1];
  const span = offeredGroups(index, 'multiDay')[0];
  if (day === undefined || span === undefined) throw new Error('fixture too small');
  const daySlots = validSlotsOf(index, day.key);
  const spanSlots = validSlotsOf(index, span.key);
  const suggestion = {
    startTime: '2026-03-05T14:00:00.000Z',
    endTime: '2026-03-05T15:00:00.000Z',
    hash: null,
  };

  it('validSlotsOf gives the slot of every valid option of the group', () => {
    const valid = groupItems(index, day.key).filter((item) => item.valid);
    expect(daySlots).toHaveLength(valid.length);
    expect(new Set(daySlots.map(slotKey))).toEqual(
      new Set(valid.map((item) => slotKey(slotOfOption(item.option)))),
    );
  });

  it('selectedPerGroup counts selected result slots by the group of their option', () => {
    const selection = [...daySlots.slice(0, 2), ...spanSlots.slice(0, 1), suggestion];
    const counts = selectedPerGroup(index, selection);
    expect(counts.get(day.key)).toBe(2);
    expect(counts.get(span.key)).toBe(1);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(3);
    const unknown = { ...suggestion, hash: 'not-in-the-index' };
    expect(selectedPerGroup(index, [unknown]).size).toBe(0);
  });

  it('agrees with the index on the group of an option', () => {
    for (const slot of daySlots) {
      const key: GroupKey = day.key;
      const counts = selectedPerGroup(index, [slot]);
      expect(counts.get(key)).toBe(1);
    }
    const first = groupItems(index, day.key)[0];
    expect(first && resultGroupKey(first.option, NY)).toBe(day.key);
  });

  it('selectedKeys and suggestedSlots', () => {
    const selection = [daySlots[0], suggestion].filter((s) => s !== undefined);
    expect(selectedKeys(selection)).toEqual(new Set(selection.map(slotKey)));
    expect(suggestedSlots(selection)).toEqual([suggestion]);
  });
});

describe('small helpers', () => {
  it('instantOfDay is local noon, whatever the DST change that day', () => {
    expect(new Date(instantOfDay('2026-03-08', NY)).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(new Date(instantOfDay('2026-03-07', NY)).toISOString()).toBe('2026-03-07T17:00:00.000Z');
  });

  it('viewOfGroup', () => {
    expect(viewOfGroup('day:2026-03-04')).toBe('singleDay');
    expect(viewOfGroup('span:2')).toBe('multiDay');
  });

  it('zone offsets follow the day on screen (labels: src/i18n/zone-label.test.ts)', () => {
    const winter = Date.parse('2026-03-04T12:00:00Z');
    const summer = Date.parse('2026-07-04T12:00:00Z');
    expect(zoneOffset(NY, 'en', winter)).toBe('GMT-5');
    expect(zoneOffset(NY, 'en', summer)).toBe('GMT-4');
    expect(zoneOffset('Asia/Kolkata', 'de', winter)).toBe('GMT+5:30');
  });
});

describe('pickDays translations of the suggest-times errors', () => {
  it('every error key exists in locales/en/pickDays.json with its English default', () => {
    const en = JSON.parse(
      readFileSync(join(process.cwd(), 'locales', 'en', 'pickDays.json'), 'utf8'),
    ) as { suggest: { errors: Record<string, string> } };
    for (const error of Object.keys(SUGGESTED_TIME_ERROR_MESSAGES) as SuggestedTimeError[]) {
      const { key, defaultText } = SUGGESTED_TIME_ERROR_MESSAGES[error];
      const name = key.replace('pickDays:suggest.errors.', '');
      expect(en.suggest.errors[name]).toBe(defaultText);
    }
  });
});

describe('the pending and many-results scenarios as a candidate reads them', () => {
  function scenarioIndex(id: 'pending' | 'many-results', count: number) {
    const scenario = getScenario(id);
    const params = scenario.socket?.params;
    if (params === undefined) throw new Error(`${id} has no socket`);
    const start = createResultIndex({ needsReview: params.needsReview, timeZone: params.timeZone });
    return ingestBatch(start, generateOptions({ ...params, count })).index;
  }
  const ranges = (index: ResultIndex, key: GroupKey) =>
    bucketViews(index, key, { ...ALL_ROWS }).flatMap((view) =>
      view.shown.map((item) => slotKey(slotOfOption(item.option))),
    );
  const ALL_ROWS = Object.fromEntries(TIME_BUCKETS.map((b) => [b, 10_000]));

  it('pending, Fri Mar 6: every time range once, each bucket in time order, the count agrees', () => {
    const pending = scenarioIndex('pending', 40);
    const friday = offeredGroups(pending, 'singleDay').find((g) => g.dateKey === '2026-03-06');
    if (friday === undefined) throw new Error('no Friday');
    const listed = ranges(pending, friday.key);
    expect(new Set(listed).size).toBe(listed.length);
    expect(friday.count).toBe(listed.length);
    for (const view of bucketViews(pending, friday.key, ALL_ROWS)) {
      const starts = view.shown.map((item) => item.startMs);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
  });

  it('many-results: no day lists a time range twice', () => {
    const many = scenarioIndex('many-results', 5000);
    for (const group of offeredGroups(many, 'singleDay')) {
      const listed = ranges(many, group.key);
      expect(new Set(listed).size).toBe(listed.length);
    }
  });
});
