import { describe, expect, it } from 'vitest';
import {
  INTERVIEW_STATUSES,
  shouldStartSearchOnBootstrap,
  statusAfterRescheduleReasonSubmit,
  statusForRefreshedIntro,
} from './status';
import type { InterviewStatus } from './status';

describe('bootstrap: the availability search starts only for pending_candidate_response, reschedule and pending_review', () => {
  const table: [InterviewStatus, boolean][] = [
    ['queued', false],
    ['hold', false],
    ['pending', false],
    ['pending_review', true],
    ['pending_contact_response', false],
    ['pending_candidate_response', true],
    ['conflict', false],
    ['confirmed', false],
    ['completed', false],
    ['canceled', false],
    ['reschedule', true],
  ];

  it('the table covers every status', () => {
    expect(table.map(([s]) => s).sort()).toEqual([...INTERVIEW_STATUSES].sort());
  });

  it.each(table)('%s → starts search: %s', (status, expected) => {
    expect(shouldStartSearchOnBootstrap(status)).toBe(expected);
  });
});

describe('becoming reschedule', () => {
  it('submitting a reschedule reason makes the status reschedule', () => {
    expect(statusAfterRescheduleReasonSubmit()).toBe('reschedule');
  });

  describe('a refreshed intro becomes reschedule when the previous status was reschedule or a reason code is set, unless the new status is pending_review', () => {
    const rows = INTERVIEW_STATUSES.map((s) => [s] as const);

    it.each(rows)('new status %s, previous reschedule', (newStatus) => {
      const expected = newStatus === 'pending_review' ? 'pending_review' : 'reschedule';
      expect(statusForRefreshedIntro({ previousStatus: 'reschedule', newStatus })).toBe(expected);
    });

    it.each(rows)('new status %s, reason code set', (newStatus) => {
      const expected = newStatus === 'pending_review' ? 'pending_review' : 'reschedule';
      expect(
        statusForRefreshedIntro({ previousStatus: 'confirmed', newStatus, reasonCode: 'sick' }),
      ).toBe(expected);
    });

    it.each(rows)(
      'new status %s, neither previous reschedule nor reason code: kept',
      (newStatus) => {
        expect(
          statusForRefreshedIntro({ previousStatus: 'confirmed', newStatus, reasonCode: null }),
        ).toBe(newStatus);
      },
    );

    it('an empty reason code counts as not set', () => {
      expect(
        statusForRefreshedIntro({
          previousStatus: 'pending',
          newStatus: 'confirmed',
          reasonCode: '',
        }),
      ).toBe('confirmed');
    });

    it('the first load (no previous status) keeps the new status without a reason code', () => {
      expect(statusForRefreshedIntro({ previousStatus: null, newStatus: 'pending' })).toBe(
        'pending',
      );
    });
  });
});
