/**
 * Where an interview status leads on load: the one mapping the reducer (state.ts) and the
 * first paint (containers/bootstrap.ts, which must stay small) both use. Decisions documented
 * in the README.
 */
import type { InterviewStatus } from '../../domain/entities';

/** Where the candidate is in the journey; the screen follows from it (state.ts `screenOf`). */
export type Stage =
  'bootstrapping' | 'intro' | 'picking' | 'sent' | 'confirmed' | 'rescheduleReason' | 'linkProblem';

/** The stage an interview status leads to when its intro arrives. */
export function stageForStatus(status: InterviewStatus): Stage {
  switch (status) {
    case 'pending_candidate_response':
    case 'reschedule':
      return 'intro';
    case 'confirmed':
    case 'completed':
      return 'confirmed';
    case 'canceled':
      return 'linkProblem';
    case 'pending_review':
    case 'pending':
    case 'pending_contact_response':
    case 'queued':
    case 'hold':
    case 'conflict':
      return 'sent';
  }
}
