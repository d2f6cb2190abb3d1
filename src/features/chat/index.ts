/**
 * The candidate chat (spec 1, 2, 3, 4, 5, 7, 8, 9): its public surface, for the flows that offer
 * it (lint forbids reaching past this file; see eslint.config.js `featureZones`). `Chat` is
 * small (the way in); the panel is a chunk of its own, loaded when the candidate opens it.
 */
export { Chat, type ChatOptions, type ChatProps } from './containers/Chat';
export type { BookingOutcome, BookingPurpose, ChatBooking, ChatContext } from './model';
