import { describe, expect, it } from 'vitest';
import type { SuperdayOption } from './entities';
import {
  buildSuperdayConfirm,
  chosenBlocks,
  parseSuperdayConfirmed,
  reconcileChoices,
  SAVED_SUPERDAY_LIMIT,
  sentBlocks,
  serializeSuperdayConfirmed,
  superdayChoiceOptions,
  superdayChoiceSlots,
  superdayDays,
} from './superday';

const NY = 'America/New_York';

/** One interview of a block: `at` and `to` are UTC clock times on `day` (2030-01-07 is a Monday). */
function opt(
  block: string,
  iteration: number,
  index: number,
  at: string,
  to: string,
  day = '2030-01-07',
): SuperdayOption {
  return {
    startTime: `${day}T${at}:00Z`,
    endTime: `${day}T${to}:00Z`,
    iteration,
    interviewBlockId: block,
    interviewBlockStartTime: `${day}T${at}:00Z`,
    interviewTimeBlockIndex: index,
  };
}

/** A morning block (14:00Z = 9 AM in New York) of two interviews, for the given iterations. */
function morning(block: string, iterations: number[], day = '2030-01-07'): SuperdayOption[] {
  return iterations.flatMap((i) => [
    opt(block, i, 0, '14:00', '15:00', day),
    opt(block, i, 1, '15:15', '16:00', day),
  ]);
}

describe('superdayDays', () => {
  it('groups blocks by day in the zone, in time order, with morning and afternoon', () => {
    const options = [
      opt('pm', 1, 0, '18:30', '19:30'),
      ...morning('am', [1]),
      ...morning('next', [1], '2030-01-08'),
    ];
    const days = superdayDays(options, NY);
    expect(days.map((d) => d.dateKey)).toEqual(['2030-01-07', '2030-01-08']);
    expect(days[0]?.blocks.map((b) => [b.id, b.bucket])).toEqual([
      ['am', 'morning'],
      ['pm', 'afternoon'],
    ]);
    expect(days[0]?.blocks[0]).toMatchObject({
      start: Date.parse('2030-01-07T14:00:00Z'),
      end: Date.parse('2030-01-07T16:00:00Z'),
    });
  });

  it('makes iterations with the same times one alternative, and different times alternatives', () => {
    const staggered = [
      ...morning('b', [1, 2]),
      opt('b', 3, 0, '14:30', '15:30'),
      opt('b', 3, 1, '15:45', '16:30'),
    ];
    const [block] = superdayDays(staggered, NY)[0]?.blocks ?? [];
    expect(block?.alternatives.map((a) => a.iterations)).toEqual([[1, 2], [3]]);
    expect(block?.alternatives[0]?.timeBlocks.map((t) => t.index)).toEqual([0, 1]);
    expect(block?.end).toBe(Date.parse('2030-01-07T16:30:00Z'));
  });

  it('orders a sequence by its time-block index, whatever order the server sent', () => {
    const [a, b] = morning('b', [1]);
    const [block] = superdayDays([b!, a!], NY)[0]?.blocks ?? [];
    expect(block?.alternatives[0]?.timeBlocks.map((t) => t.index)).toEqual([0, 1]);
  });

  it('puts a block on the day it starts in the zone asked for', () => {
    // 03:00Z on the 8th is 10 PM on the 7th in New York and 12 PM on the 8th in Tokyo.
    const late = [opt('late', 1, 0, '03:00', '04:00', '2030-01-08')];
    expect(superdayDays(late, NY)[0]?.dateKey).toBe('2030-01-07');
    expect(superdayDays(late, 'Asia/Tokyo')[0]?.dateKey).toBe('2030-01-08');
    expect(superdayDays(late, NY)[0]?.blocks[0]?.bucket).toBe('night');
  });

  it('leaves out options that could not be sent, and counts repeats once', () => {
    const options = [
      ...morning('b', [1]),
      ...morning('b', [1]),
      { ...opt('b', 2, 0, '14:00', '15:00'), startTime: 'soon' },
      opt('', 1, 0, '14:00', '15:00'),
      opt('c', 1, 0, '15:00', '14:00'),
      { ...opt('d', 1, 0, '14:00', '15:00'), iteration: Number.NaN },
    ];
    const days = superdayDays(options, NY);
    expect(days.flatMap((d) => d.blocks.map((b) => b.id))).toEqual(['b']);
    expect(days[0]?.blocks[0]?.alternatives[0]?.timeBlocks).toHaveLength(2);
  });

  it('is empty for no options', () => {
    expect(superdayDays([], NY)).toEqual([]);
  });
});

describe('superday choices', () => {
  const options = [
    ...morning('a', [1, 2]),
    opt('b', 1, 0, '18:30', '19:30'),
    opt('b', 2, 0, '19:00', '20:00'),
  ];
  const days = superdayDays(options, NY);
  const [a, b] = days[0]?.blocks ?? [];
  const choices = { [a!.id]: a!.alternatives[0]!.key, [b!.id]: b!.alternatives[1]!.key };

  it('sends every interview of a chosen alternative once per iteration that runs it', () => {
    const slots = superdayChoiceSlots(days, choices);
    expect(slots).toHaveLength(2 * 2 + 1);
    expect(slots.filter((s) => s.interviewBlockId === 'b')).toEqual([
      {
        interviewBlockId: 'b',
        iteration: 2,
        startTime: '2030-01-07T19:00:00Z',
        endTime: '2030-01-07T20:00:00Z',
      },
    ]);
    const body = buildSuperdayConfirm(slots, 'reschedule', options);
    expect(body.reschedule).toBe(true);
    expect(body.availabilities).toHaveLength(5);
  });

  it('skips choices of blocks or alternatives that are not offered', () => {
    const stale = { ...choices, gone: 'x', [a!.id]: 'not-a-key' };
    expect(chosenBlocks(days, stale).map((c) => c.block.id)).toEqual(['b']);
    expect(superdayChoiceSlots(days, {})).toEqual([]);
  });

  it('keeps the options behind the choices, complete', () => {
    const kept = superdayChoiceOptions(days, choices);
    expect(kept).toHaveLength(5);
    expect(kept.every((o) => o.interviewBlockStartTime.endsWith('Z'))).toBe(true);
    expect(superdayDays(kept, NY)[0]?.blocks.map((blk) => blk.alternatives.length)).toEqual([1, 1]);
  });

  it('after "slot not found", keeps what is still offered and names what is gone', () => {
    // Block b's second alternative was taken; block a lost iteration 2 but still runs 1.
    const fresh = superdayDays([...morning('a', [1]), opt('b', 1, 0, '18:30', '19:30')], NY);
    const { kept, lost } = reconcileChoices(days, choices, fresh);
    expect(Object.keys(kept)).toEqual(['a']);
    expect(lost.map((l) => [l.block.id, l.alternative.iterations])).toEqual([['b', [2]]]);
    // A's slots come from what is offered now: iteration 1 only.
    expect(superdayChoiceSlots(fresh, kept).map((s) => s.iteration)).toEqual([1, 1]);
  });

  it('reads the options sent back as their blocks, each with its one alternative', () => {
    const sent = sentBlocks(superdayChoiceOptions(days, choices), NY);
    expect(sent.map((c) => [c.block.id, c.alternative.key])).toEqual([
      [a!.id, a!.alternatives[0]!.key],
      [b!.id, b!.alternatives[1]!.key],
    ]);
    expect(sent[0]?.alternative.iterations).toEqual([1, 2]);
    expect(sentBlocks([], NY)).toEqual([]);
  });

  it('groups the blocks sent by the day of the zone asked for', () => {
    // 18:30Z on 7 January is 3:30 AM on the 8th in Tokyo, 1:30 PM on the 7th in New York.
    const sent = superdayChoiceOptions(days, choices);
    expect(sentBlocks(sent, 'Asia/Tokyo').map((c) => c.block.dateKey)).toEqual([
      '2030-01-07',
      '2030-01-08',
    ]);
    expect(sentBlocks(sent, NY).map((c) => c.block.dateKey)).toEqual(['2030-01-07', '2030-01-07']);
  });

  it('loses every choice when the block is gone', () => {
    const { kept, lost } = reconcileChoices(days, choices, []);
    expect(kept).toEqual({});
    expect(lost).toHaveLength(2);
  });
});

describe('saved superday confirmation', () => {
  const options = morning('a', [1]);

  it('round-trips', () => {
    expect(parseSuperdayConfirmed(serializeSuperdayConfirmed(options))).toEqual(options);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['another version', JSON.stringify({ v: 2, options })],
    ['an empty list', JSON.stringify({ v: 1, options: [] })],
    ['a list with one bad entry', JSON.stringify({ v: 1, options: [...options, { a: 1 }] })],
    ['a bad time', JSON.stringify({ v: 1, options: [{ ...options[0], startTime: 'x' }] })],
    [
      'a fractional index',
      JSON.stringify({ v: 1, options: [{ ...options[0], interviewTimeBlockIndex: 0.5 }] }),
    ],
    ['an array', '[]'],
    ['too long a text', 'x'.repeat(200_001)],
  ])('is null for %s', (_name, raw) => {
    expect(parseSuperdayConfirmed(raw)).toBeNull();
  });

  it('keeps at most the limit, and refuses more', () => {
    const many = Array.from({ length: SAVED_SUPERDAY_LIMIT + 5 }, (_, i) =>
      opt(`b${i}`, 1, 0, '14:00', '15:00'),
    );
    expect(parseSuperdayConfirmed(serializeSuperdayConfirmed(many))).toHaveLength(
      SAVED_SUPERDAY_LIMIT,
    );
    expect(parseSuperdayConfirmed(JSON.stringify({ v: 1, options: many }))).toBeNull();
  });
});
