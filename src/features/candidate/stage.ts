/**
 * Where an interview status leads on load: the one mapping the reducer (state.ts) and the
 * first paint (containers/bootstrap.ts, which must stay small) both use. Decisions documented
 * in the README.
 */
import type { InterviewStatus } from '../../domain/entities';

/**
 * The stage of the journey (state.ts `JourneyStage`) an intro lands on: the Introduction, the
 * waiting screen (Availability sent), the itinerary, or the canceled-interview message.
 */
export type LandingStage = 'intro' | 'sent' | 'confirmed' | 'linkProblem';

/** The stage an interview status leads to when its intro arrives. */
export function stageForStatus(status: InterviewStatus): LandingStage {
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
