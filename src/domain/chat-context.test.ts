import { describe, expect, it } from 'vitest';
import { chatContextOf, type ChatContextSource } from './chat-context';

function source(overrides: Partial<ChatContextSource> = {}): ChatContextSource {
  return {
    hash: 'abc',
    organization: { id: 'org_1', name: 'Acme Robotics' },
    guestId: 'guest_1',
    timeZone: 'America/New_York',
    interview: {
      status: 'pending_candidate_response',
      jobId: 'job_1',
      applicationId: 'app_1',
      durationMin: 60,
      canGuestReschedule: true,
    },
    invitationDurationsMin: [60, 45],
    ...overrides,
  };
}

describe('chatContextOf', () => {
  it('tells the chatbot the link, the organisation, the zone, the interview and its durations', () => {
    expect(chatContextOf(source())).toEqual({
      hash: 'abc',
      organizationId: 'org_1',
      organizationName: 'Acme Robotics',
      timeZone: 'America/New_York',
      status: 'pending_candidate_response',
      isReschedule: false,
      canGuestReschedule: true,
      duration: 60,
      totalDuration: 105,
      guestId: 'guest_1',
      jobId: 'job_1',
      applicationId: 'app_1',
      initialMessage: null,
    });
  });

  it("the total is this interview's when the invitation lists none", () => {
    expect(chatContextOf(source({ invitationDurationsMin: [] }))?.totalDuration).toBe(60);
    expect(chatContextOf(source({ invitationDurationsMin: [0] }))?.totalDuration).toBe(60);
  });

  it('is a reschedule by the status or by the candidate choosing to reschedule', () => {
    const base = source();
    expect(chatContextOf(source({ rescheduling: true }))?.isReschedule).toBe(true);
    expect(
      chatContextOf({ ...base, interview: { ...base.interview, status: 'reschedule' } })
        ?.isReschedule,
    ).toBe(true);
  });

  it('keeps an opening message when given', () => {
    expect(chatContextOf(source({ initialMessage: 'Hi!' }))?.initialMessage).toBe('Hi!');
  });

  it('no application id: no context (never an empty id)', () => {
    const base = source();
    expect(chatContextOf({ ...base, interview: { ...base.interview, applicationId: null } })).toBe(
      null,
    );
  });
});
