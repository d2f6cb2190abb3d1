import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResultOption, Score, SelectedTimeRange } from './entities';
import { chatbotAvailableRanges, chooseChatbotOption, mergeAvailableRanges } from './chatbot-slot';
import { eventsInsideRanges } from './time-ranges';

const BASE = Date.parse('2030-03-04T00:00:00Z');
const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

function range(fromMin: number, toMin: number): SelectedTimeRange {
  return { startTime: at(fromMin), endTime: at(toMin), durationMin: toMin - fromMin };
}

function opt(
  hash: string,
  events: [number, number][],
  score: Score = [0, 0, 0, 0],
  startTime?: string,
): ResultOption {
  return {
    hash,
    score,
    startTime: startTime ?? at(Math.min(...events.map(([s]) => s))),
    events: events.map(([s, e]) => ({ startTime: at(s), endTime: at(e), attendees: [] })),
    solution: { feasible: true, justifications: [] },
  };
}

describe('chatbot slot: only options whose events all fall inside the chatbot ranges are eligible', () => {
  it('an event is inside when a range contains [start, end], bounds included', () => {
    const merged = mergeAvailableRanges([range(540, 600)]);
    expect(eventsInsideRanges(opt('a', [[540, 600]]).events, merged)).toBe(true);
    expect(eventsInsideRanges(opt('a', [[539, 600]]).events, merged)).toBe(false);
    expect(eventsInsideRanges(opt('a', [[540, 601]]).events, merged)).toBe(false);
  });

  it('every event must be inside, not just one', () => {
    const ranges = [range(540, 600), range(840, 900)];
    expect(
      chooseChatbotOption(
        [
          opt('a', [
            [540, 600],
            [840, 900],
          ]),
        ],
        ranges,
      )?.hash,
    ).toBe('a');
    expect(
      chooseChatbotOption(
        [
          opt('a', [
            [540, 600],
            [900, 960],
          ]),
        ],
        ranges,
      ),
    ).toBeNull();
  });

  it('compares instants, not strings: offsets do not matter', () => {
    const ranges = [
      {
        startTime: '2030-03-04T10:00:00+01:00',
        endTime: '2030-03-04T11:00:00+01:00',
        durationMin: 60,
      },
    ];
    expect(chooseChatbotOption([opt('a', [[540, 600]])], ranges)?.hash).toBe('a');
  });

  it('an event straddling two touching ranges counts as inside (they form one stretch)', () => {
    const ranges = [range(540, 720), range(720, 900)];
    expect(chooseChatbotOption([opt('a', [[660, 780]])], ranges)?.hash).toBe('a');
  });

  it('an event straddling two ranges with a gap between them does not count', () => {
    const ranges = [range(540, 720), range(721, 900)];
    expect(chooseChatbotOption([opt('a', [[660, 780]])], ranges)).toBeNull();
  });

  it('overlapping ranges merge too', () => {
    expect(mergeAvailableRanges([range(600, 700), range(540, 650), range(800, 900)])).toEqual([
      { start: BASE + 540 * 60_000, end: BASE + 700 * 60_000 },
      { start: BASE + 800 * 60_000, end: BASE + 900 * 60_000 },
    ]);
  });

  it('ignores ranges that do not parse or end before they start', () => {
    const bad = [
      { startTime: 'nope', endTime: at(600), durationMin: 0 },
      { startTime: at(600), endTime: at(540), durationMin: -60 },
    ];
    expect(mergeAvailableRanges(bad)).toEqual([]);
    expect(chooseChatbotOption([opt('a', [[540, 600]])], bad)).toBeNull();
  });

  it('an option without events, or with an unparseable event, is never eligible', () => {
    const ranges = [range(0, 1440)];
    expect(chooseChatbotOption([opt('empty', [], [0, 0, 0, 0], at(600))], ranges)).toBeNull();
    const broken = opt('broken', [[540, 600]]);
    broken.events[0]!.endTime = 'later';
    expect(chooseChatbotOption([broken], ranges)).toBeNull();
  });

  it('returns null when there are no options or no ranges', () => {
    expect(chooseChatbotOption([], [range(0, 100)])).toBeNull();
    expect(chooseChatbotOption([opt('a', [[10, 20]])], [])).toBeNull();
  });
});

describe('chatbot slot: the eligible option with the earliest start time is chosen', () => {
  const ranges = [range(480, 1080)];

  it('picks the earliest start among eligible options, ignoring earlier ineligible ones', () => {
    const options = [
      opt('late', [[900, 960]], [9, 9, 9, 9]),
      opt('early', [[540, 600]]),
      opt('outside', [[420, 480]]),
    ];
    expect(chooseChatbotOption(options, ranges)?.hash).toBe('early');
  });

  it('breaks a tie on start by higher score (position by position)', () => {
    const options = [
      opt('low', [[540, 600]], [1, 5, 0, 0]),
      opt('high', [[540, 600]], [1, 6, 0, 0]),
    ];
    expect(chooseChatbotOption(options, ranges)?.hash).toBe('high');
    expect(chooseChatbotOption([...options].reverse(), ranges)?.hash).toBe('high');
  });

  it('breaks a tie on start and score by ascending hash', () => {
    const options = [opt('b', [[540, 600]]), opt('a', [[540, 600]])];
    expect(chooseChatbotOption(options, ranges)?.hash).toBe('a');
  });

  it('uses the option start time (as an instant) for ordering', () => {
    const options = [
      opt('x', [[600, 660]], [0, 0, 0, 0], '2030-03-04T10:30:00+01:00'),
      opt('y', [[560, 620]]),
    ];
    expect(chooseChatbotOption(options, ranges)?.hash).toBe('y');
  });
});

describe('chatbot slot properties', () => {
  const minute = fc.integer({ min: 0, max: 2 * 1440 });
  const span = fc.integer({ min: 0, max: 240 });
  const eventArb = fc.tuple(minute, span).map(([s, d]): [number, number] => [s, s + d]);
  const optionArb = fc
    .tuple(
      fc.array(eventArb, { minLength: 1, maxLength: 3 }),
      fc.tuple(fc.nat(3), fc.nat(3), fc.nat(3), fc.nat(3)),
      fc.string({ minLength: 1, maxLength: 4 }),
    )
    .map(([events, score, hash]) => opt(hash, events, score));
  const rangeArb = fc
    .tuple(minute, fc.integer({ min: 0, max: 600 }))
    .map(([s, d]) => range(s, s + d));

  it('the chosen option is always inside the ranges and no eligible option starts earlier', () => {
    fc.assert(
      fc.property(
        fc.array(optionArb, { maxLength: 12 }),
        fc.array(rangeArb, { maxLength: 5 }),
        (options, ranges) => {
          const merged = mergeAvailableRanges(ranges);
          const eligible = options.filter((o) => eventsInsideRanges(o.events, merged));
          const chosen = chooseChatbotOption(options, ranges);
          if (eligible.length === 0) {
            expect(chosen).toBeNull();
            return;
          }
          expect(chosen).not.toBeNull();
          expect(eventsInsideRanges(chosen!.events, merged)).toBe(true);
          // every event of the chosen option is inside one of the merged ranges
          for (const e of chosen!.events) {
            const s = Date.parse(e.startTime);
            const t = Date.parse(e.endTime);
            expect(merged.some((r) => r.start <= s && t <= r.end)).toBe(true);
          }
          const chosenStart = Date.parse(chosen!.startTime);
          for (const o of eligible)
            expect(Date.parse(o.startTime)).toBeGreaterThanOrEqual(chosenStart);
        },
      ),
    );
  });

  it('the choice does not depend on the order of the options', () => {
    fc.assert(
      fc.property(
        fc
          .array(optionArb, { maxLength: 8 })
          .chain((options) =>
            fc.tuple(
              fc.constant(options),
              fc.shuffledSubarray(options, { minLength: options.length }),
            ),
          ),
        fc.array(rangeArb, { maxLength: 4 }),
        ([options, shuffled], ranges) => {
          const a = chooseChatbotOption(options, ranges);
          const b = chooseChatbotOption(shuffled, ranges);
          expect(a?.hash).toBe(b?.hash);
          expect(a?.startTime).toBe(b?.startTime);
          expect(a?.score).toEqual(b?.score);
        },
      ),
    );
  });
});

describe('chatbot slot: ties on the start follow the results order of scores', () => {
  it('a missing score position ranks lowest, below a negative one (results.ts compareScores)', () => {
    const ranges = [range(0, 600)];
    const short = opt('a', [[60, 120]], [1] as unknown as Score);
    const negative = opt('b', [[60, 120]], [1, -5, 0, 0]);
    expect(chooseChatbotOption([short, negative], ranges)?.hash).toBe('b');
    expect(chooseChatbotOption([negative, short], ranges)?.hash).toBe('b');
  });
});

describe('chatbotAvailableRanges', () => {
  it('merges the understood times, in start order, each with its minutes', () => {
    const sent = chatbotAvailableRanges([
      { startTime: '2026-03-12T13:00:00Z', endTime: '2026-03-12T15:00:00Z' },
      { startTime: '2026-03-10T14:00:00.000Z', endTime: '2026-03-10T16:00:00Z' },
      // touches the one before: one stretch
      { startTime: '2026-03-10T16:00:00Z', endTime: '2026-03-10T17:30:00Z' },
      { startTime: 'not a time', endTime: '2026-03-10T17:30:00Z' },
    ]);
    expect(sent).toEqual([
      {
        startTime: '2026-03-10T14:00:00.000Z',
        endTime: '2026-03-10T17:30:00.000Z',
        durationMin: 210,
      },
      {
        startTime: '2026-03-12T13:00:00.000Z',
        endTime: '2026-03-12T15:00:00.000Z',
        durationMin: 120,
      },
    ]);
  });
});
