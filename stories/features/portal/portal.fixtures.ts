/** Data of the portal stories: the fixtures' portal scenario and variants of it. */
import { FIXED_NOW_MS, getScenario, isReplyOk } from '../../../fixtures';
import { JOBS, STAGES } from '../../../fixtures/builders/catalog';
import { buildScheduledEvent } from '../../../fixtures/builders/intro';
import { buildPortalInterview, buildPortalMessage } from '../../../fixtures/builders/portal';
import { seededId } from '../../../fixtures/random';
import { isoAt } from '../../../fixtures/time';
import type { PortalData, PortalInterview, PortalMessage } from '../../../src/domain/entities';
import type { MessagesView } from '../../../src/features/portal/model';

export const NOW = FIXED_NOW_MS;
export const ZONE = 'America/New_York';

export function portalData(): PortalData {
  const reply = getScenario('portal').portal?.data;
  if (!reply || !isReplyOk(reply)) throw new Error('the portal scenario answers');
  return reply.result;
}

export function threadOf(): PortalMessage[] {
  return getScenario('portal').portal?.messages ?? [];
}

export function messagesView(overrides: Partial<MessagesView> = {}): MessagesView {
  return {
    status: 'loaded',
    thread: threadOf(),
    outgoing: null,
    draft: '',
    sendFailed: false,
    agentName: 'Robin from Acme Robotics',
    ...overrides,
  };
}

/** The portal with only these interviews. */
export function withInterviews(interviews: PortalInterview[]): PortalData {
  return { ...portalData(), interviews };
}

export function interviewsOf(...stages: string[]): PortalInterview[] {
  return portalData().interviews.filter((i) => stages.includes(i.stage.name));
}

/** Interviews for three jobs, the interviewers of two. */
export function manyJobs(): PortalData {
  const base = portalData();
  const at = (date: string, time: string) => isoAt(date, time, ZONE);
  const extra = [
    buildPortalInterview({
      id: seededId('int', 'portal-many', 0),
      status: 'confirmed',
      job: { ...JOBS.firmware },
      stage: { ...STAGES.technical },
      events: [
        buildScheduledEvent({
          id: seededId('evt', 'portal-many', 0),
          title: 'Firmware deep dive',
          startTime: at('2026-03-04', '13:00'),
          endTime: at('2026-03-04', '14:00'),
        }),
      ],
      plan: [{ number: 1, title: 'Firmware deep dive', durationMin: 60, pending: false }],
      hash: seededId('hash', 'portal-many', 0),
    }),
    buildPortalInterview({
      id: seededId('int', 'portal-many', 1),
      status: 'pending_review',
      job: { ...JOBS.productDesigner },
      stage: { ...STAGES.recruiterScreen },
      events: [],
      plan: [{ number: 1, title: 'Recruiter Screen', durationMin: 30, pending: true }],
      hash: seededId('hash', 'portal-many', 1),
    }),
  ];
  return {
    ...base,
    interviews: [...base.interviews, ...extra],
    interviewers: [
      ...base.interviewers,
      { jobId: JOBS.firmware.id, people: [{ name: 'María José García', title: null }] },
    ],
  };
}

/** A thread of 24 messages over two weeks, every channel and direction. */
export function longThread(): PortalMessage[] {
  const channels = ['CANDIDATE_PORTAL', 'EMAIL', 'SMS', 'WA'] as const;
  const directions = ['SENT', 'RECEIVED', 'SENT', 'SYSTEM'] as const;
  return Array.from({ length: 24 }, (_, n) =>
    buildPortalMessage({
      id: seededId('pmsg', 'portal-long', n),
      body:
        n % 5 === 0
          ? 'Thanks for the update! Could you tell me a bit more about the team I would be joining, and whether the onsite includes a lunch break?'
          : `Message ${n + 1} of the thread.`,
      channel: channels[n % 4],
      direction: directions[n % 4],
      createdAt: new Date(NOW - (24 - n) * 13 * 3_600_000).toISOString(),
    }),
  );
}
