import { describe, expect, it } from 'vitest';
import type { ResultOption } from './entities';
import { buildUserMap, filterDebugResults, foldForSearch, matchRanges } from './debug';

function result(hash: string, events: [string, string, string[]][]): ResultOption {
  return {
    hash,
    score: [0, 0, 0, 0],
    startTime: events[0]?.[0] ?? '2030-01-01T00:00:00Z',
    events: events.map(([startTime, endTime, ids]) => ({
      startTime,
      endTime,
      attendees: ids.map((id) => ({ id, response: 'accepted' as const })),
    })),
    solution: { feasible: true, justifications: [] },
  };
}

const USERS = { u1: 'Zoë Ångström', u2: 'Bob Stone', u3: 'José Núñez' };
const R1 = result('r1', [['2030-01-07T09:00:00Z', '2030-01-07T10:00:00Z', ['u1', 'u2']]]);
const R2 = result('r2', [['2030-01-07T13:00:00Z', '2030-01-07T14:00:00Z', ['u3']]]);
const R3 = result('r3', [
  ['2030-01-07T09:30:00Z', '2030-01-07T10:00:00Z', ['u2']],
  ['2030-01-08T09:00:00Z', '2030-01-08T10:00:00Z', ['unknown']],
]);
const ALL = [R1, R2, R3];
const hashes = (rs: ResultOption[]) => rs.map((r) => r.hash);

describe('buildUserMap: attendee id → name from debugInfo', () => {
  it('maps every attendee', () => {
    expect(
      buildUserMap({
        attendees: [
          { id: 'u1', name: 'Ada' },
          { id: 'u2', name: 'Bob' },
        ],
      }),
    ).toEqual({ u1: 'Ada', u2: 'Bob' });
  });

  it('null or missing debugInfo gives an empty map', () => {
    expect(buildUserMap(null)).toEqual({});
    expect(buildUserMap(undefined)).toEqual({});
  });

  it('the last name wins for a repeated id', () => {
    expect(
      buildUserMap({
        attendees: [
          { id: 'u1', name: 'A' },
          { id: 'u1', name: 'B' },
        ],
      }),
    ).toEqual({
      u1: 'B',
    });
  });
});

describe('filterDebugResults: by attendee name', () => {
  const noSlots = { term: '', filterBySelectedSlots: false };

  it('an empty or blank term keeps all results', () => {
    expect(hashes(filterDebugResults(ALL, noSlots, USERS))).toEqual(['r1', 'r2', 'r3']);
    expect(hashes(filterDebugResults(ALL, { ...noSlots, term: '   ' }, USERS))).toEqual([
      'r1',
      'r2',
      'r3',
    ]);
  });

  it('keeps results with at least one attendee whose name contains the term', () => {
    expect(hashes(filterDebugResults(ALL, { ...noSlots, term: 'stone' }, USERS))).toEqual([
      'r1',
      'r3',
    ]);
  });

  it('is case- and accent-insensitive and trims the term', () => {
    expect(hashes(filterDebugResults(ALL, { ...noSlots, term: '  ZOE ang ' }, USERS))).toEqual([
      'r1',
    ]);
    expect(hashes(filterDebugResults(ALL, { ...noSlots, term: 'núñez' }, USERS))).toEqual(['r2']);
    expect(hashes(filterDebugResults(ALL, { ...noSlots, term: 'NUNEZ' }, USERS))).toEqual(['r2']);
  });

  it('attendees missing from the user map never match a non-empty term, not even by id', () => {
    expect(hashes(filterDebugResults(ALL, { ...noSlots, term: 'unknown' }, USERS))).toEqual([]);
  });

  it('does not match names inherited from Object.prototype', () => {
    const r = result('p', [['2030-01-07T09:00:00Z', '2030-01-07T10:00:00Z', ['constructor']]]);
    expect(filterDebugResults([r], { ...noSlots, term: 'function' }, {})).toEqual([]);
  });

  it('foldForSearch strips accents and case', () => {
    expect(foldForSearch(' Zoë Ångström ')).toBe('zoe angstrom');
  });
});

describe('filterDebugResults: by selected slots (default on)', () => {
  const on = { term: '', filterBySelectedSlots: true };
  const morning = { startTime: '2030-01-07T09:00:00Z', endTime: '2030-01-07T10:00:00Z' };
  const nextMorning = { startTime: '2030-01-08T08:00:00Z', endTime: '2030-01-08T12:00:00Z' };

  it('keeps only results with an event that shares time with a selected slot', () => {
    // r3's first event (09:30–10:00) lies in the morning slot: it competes for those times.
    expect(hashes(filterDebugResults(ALL, on, USERS, [morning]))).toEqual(['r1', 'r3']);
    expect(hashes(filterDebugResults(ALL, on, USERS, [nextMorning]))).toEqual(['r3']);
    expect(hashes(filterDebugResults(ALL, on, USERS, [morning, nextMorning]))).toEqual([
      'r1',
      'r3',
    ]);
  });

  it('touching is not overlapping: an event that ends when the slot starts shares no time', () => {
    const before = { startTime: '2030-01-07T08:00:00Z', endTime: '2030-01-07T09:00:00Z' };
    const after = { startTime: '2030-01-07T10:00:00Z', endTime: '2030-01-07T13:00:00Z' };
    expect(hashes(filterDebugResults(ALL, on, USERS, [before]))).toEqual([]);
    expect(hashes(filterDebugResults(ALL, on, USERS, [after]))).toEqual([]);
  });

  it('an event whose times do not parse overlaps nothing', () => {
    const broken = result('bad', [['not a time', '2030-01-07T10:00:00Z', ['u1']]]);
    expect(hashes(filterDebugResults([broken, R1], on, USERS, [morning]))).toEqual(['r1']);
  });

  it('an event that ends before it starts overlaps nothing; a later event of it still can', () => {
    const backwards = result('back', [
      ['2030-01-07T10:00:00Z', '2030-01-07T09:00:00Z', ['u1']],
      ['2030-01-08T09:00:00Z', '2030-01-08T09:30:00Z', ['u1']],
    ]);
    expect(hashes(filterDebugResults([backwards], on, USERS, [morning]))).toEqual([]);
    expect(hashes(filterDebugResults([backwards], on, USERS, [nextMorning]))).toEqual(['back']);
  });

  it('the same list filtered again by another selection: the times are read once, the answer is new', () => {
    const list = [R1, R2, R3, result('empty', [])];
    const afternoon = { startTime: '2030-01-07T13:30:00Z', endTime: '2030-01-07T15:00:00Z' };
    expect(hashes(filterDebugResults(list, on, USERS, [morning]))).toEqual(['r1', 'r3']);
    expect(hashes(filterDebugResults(list, on, USERS, [afternoon]))).toEqual(['r2']);
    expect(hashes(filterDebugResults(list.slice(1), on, USERS, [morning]))).toEqual(['r3']);
  });

  it('a list that grew after a first filtering is read again: its new results are not hidden', () => {
    const list: ResultOption[] = [R2];
    expect(hashes(filterDebugResults(list, on, USERS, [morning]))).toEqual([]);
    list.push(R1);
    expect(hashes(filterDebugResults(list, on, USERS, [morning]))).toEqual(['r1']);
  });

  it('compares instants', () => {
    const sameInParis = {
      startTime: '2030-01-07T10:00:00+01:00',
      endTime: '2030-01-07T11:00:00+01:00',
    };
    expect(hashes(filterDebugResults(ALL, on, USERS, [sameInParis]))).toEqual(['r1', 'r3']);
  });

  it('does not filter when no selection is given or the selection is empty', () => {
    expect(hashes(filterDebugResults(ALL, on, USERS))).toEqual(['r1', 'r2', 'r3']);
    expect(hashes(filterDebugResults(ALL, on, USERS, []))).toEqual(['r1', 'r2', 'r3']);
  });

  it('does not filter by slots when filterBySelectedSlots is false', () => {
    expect(
      hashes(filterDebugResults(ALL, { ...on, filterBySelectedSlots: false }, USERS, [morning])),
    ).toEqual(['r1', 'r2', 'r3']);
  });

  it('combines with the name filter', () => {
    expect(
      hashes(filterDebugResults(ALL, { ...on, term: 'bob' }, USERS, [morning, nextMorning])),
    ).toEqual(['r1', 'r3']);
    expect(hashes(filterDebugResults(ALL, { ...on, term: 'zoe' }, USERS, [nextMorning]))).toEqual(
      [],
    );
  });
});

describe('matchRanges: what the name filter found, in the name as written', () => {
  const cut = (text: string, term: string) =>
    matchRanges(text, term).map((r) => text.slice(r.start, r.end));

  it('accent- and case-blind, as the filter matches', () => {
    expect(cut('María José García', 'garcia')).toEqual(['García']);
    expect(cut('María José García', ' JOSE ')).toEqual(['José']);
    expect(cut('Zoë Zoe', 'zoe')).toEqual(['Zoë', 'Zoe']);
  });

  it('every occurrence, none overlapping; nothing for a blank term or no match', () => {
    expect(cut('Anna Annabel', 'an')).toEqual(['An', 'An']);
    expect(cut('aaaa', 'aa')).toEqual(['aa', 'aa']);
    expect(matchRanges('Wei Chen', '  ')).toEqual([]);
    expect(matchRanges('Wei Chen', 'zz')).toEqual([]);
  });

  it('keeps combining marks with their letter, and characters outside the BMP whole', () => {
    const decomposed = 'Jose\u0301 Garci\u0301a';
    expect(cut(decomposed, 'jose')).toEqual(['Jose\u0301']);
    expect(cut(decomposed, 'garcia')).toEqual(['Garci\u0301a']);
    expect(cut('𝒜lex Lee', 'lex')).toEqual(['lex']);
  });

  it('agrees with the filter: a name it keeps has a range, one it drops has none', () => {
    const names = ['María José García', 'Wei Chen', 'Ji-woo Park', 'Fatima Al-Sayed'];
    for (const term of ['garc', 'park', 'ZZ', 'al-s', 'é']) {
      for (const name of names) {
        const kept = foldForSearch(name).includes(foldForSearch(term));
        expect(matchRanges(name, term).length > 0).toBe(kept);
      }
    }
  });
});
