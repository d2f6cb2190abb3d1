/** Values of the forms of this area: what their rules (rules.ts) and screens work on. */
import type { CandidateContact, RescheduleReasonCode } from '../../domain/entities';

/** Values of the reschedule form: '' until a reason is chosen. */
export interface RescheduleFormValues {
  reasonCode: RescheduleReasonCode | '';
  note: string;
}

/**
 * Values of the contact form (spec section 3, "Candidate contact"): sent by the scheduling link
 * (POST /scheduling-link/schedule-interview).
 */
export type ContactFormValues = CandidateContact;
