import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ChatStreamEventSchema,
  IsoDateTimeSchema,
  ResultOptionSchema,
  SearchMetadataSchema,
  SelectedTimeRangeSchema,
} from './schemas';
import { resultOption } from './test-helpers';

const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('schemas', () => {
  it.each([
    ['2026-03-05T10:00:00Z', true],
    ['2026-03-05T10:00:00.123+01:00', true],
    ['2026-03-05T10:00-0500', true],
    ['2026-03-05T10:00:00', false],
    ['2026-03-05', false],
    ['2026-13-05T10:00:00Z', false],
    ['soon', false],
  ])('IsoDateTime %s → %s', (value, expected) => {
    expect(ok(IsoDateTimeSchema, value)).toBe(expected);
  });

  it('requires a score of exactly 4 finite numbers', () => {
    expect(ok(ResultOptionSchema, resultOption('a'))).toBe(true);
    expect(ok(ResultOptionSchema, { ...resultOption('a'), score: [1, 2, 3] })).toBe(false);
    expect(ok(ResultOptionSchema, { ...resultOption('a'), score: [1, 2, 3, 4, 5] })).toBe(false);
    expect(ok(ResultOptionSchema, { ...resultOption('a'), score: [1, 2, '3', 4] })).toBe(false);
  });

  it('requires the solution and reads missing justification flags as not optional', () => {
    const { solution: _, ...noSolution } = resultOption('a');
    expect(ok(ResultOptionSchema, noSolution)).toBe(false);
    const parsed = v.parse(ResultOptionSchema, {
      ...resultOption('a'),
      solution: { feasible: true, justifications: [{ id: 'roomConflict', items: [{}] }] },
    });
    expect(parsed.solution.justifications[0]?.items[0]).toEqual({
      isOptionalAttendee: false,
      isOptionalEvent: false,
    });
  });

  it('falls back to needsAction for an unknown attendee response', () => {
    const option = resultOption('a');
    const parsed = v.parse(ResultOptionSchema, {
      ...option,
      events: [{ ...option.events[0], attendees: [{ id: 'u', response: 'maybe' }] }],
    });
    expect(parsed.events[0]?.attendees[0]?.response).toBe('needsAction');
  });

  it('defaults debugInfo and error of search metadata to null', () => {
    expect(
      v.parse(SearchMetadataSchema, { wsEndpoint: 'wss://x', sessionId: 's', correlationId: 'c' }),
    ).toEqual({
      wsEndpoint: 'wss://x',
      sessionId: 's',
      correlationId: 'c',
      debugInfo: null,
      error: null,
    });
  });

  it('computes durationMin of a time range when it is missing', () => {
    expect(
      v.parse(SelectedTimeRangeSchema, {
        startTime: '2026-03-05T10:00:00Z',
        endTime: '2026-03-05T10:45:00Z',
      }).durationMin,
    ).toBe(45);
  });

  it('reads null fields of a chat stream event as absent', () => {
    expect(v.parse(ChatStreamEventSchema, { answer: 'x', buttons: null, extra: 1 })).toEqual({
      answer: 'x',
      buttons: undefined,
      availableTimeRanges: undefined,
      parsedAvailability: undefined,
      intent: undefined,
    });
  });
});
