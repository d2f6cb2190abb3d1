/**
 * The minimum number of availability slots before the candidate can continue (spec section
 * 5: "Pick at least {{count}} more slots of availability to proceed"; the value is not
 * shown).
 */

/**
 * Decision (spec silent on the value): 3. A recruiter needs a few alternatives to find a
 * time common to every interviewer and room; one or two slots rarely overlap with busy
 * calendars. It is configuration: the app config may override it (see
 * {@link resolveMinAvailabilitySlots}).
 */
export const DEFAULT_MIN_AVAILABILITY_SLOTS = 3;

/**
 * The minimum to enforce, from the app config.
 *
 * Decision (spec silent): only an integer of at least 1 is accepted; anything else
 * (missing, 0, negative, fractional, NaN, a string) falls back to
 * {@link DEFAULT_MIN_AVAILABILITY_SLOTS} rather than disabling the check or crashing.
 */
export function resolveMinAvailabilitySlots(configured?: unknown): number {
  return typeof configured === 'number' && Number.isInteger(configured) && configured >= 1
    ? configured
    : DEFAULT_MIN_AVAILABILITY_SLOTS;
}

/**
 * How many more slots must be picked: the "{{count}} more" of the message. Never negative;
 * `minimum` is validated by {@link resolveMinAvailabilitySlots}; a count that is not a
 * finite number counts as 0 picked.
 */
export function slotsStillNeeded(selectedCount: number, minimum?: unknown): number {
  const picked = Number.isFinite(selectedCount) ? Math.max(0, Math.floor(selectedCount)) : 0;
  return Math.max(0, resolveMinAvailabilitySlots(minimum) - picked);
}

/** The candidate may continue once at least the minimum number of slots is picked. */
export function canContinue(selectedCount: number, minimum?: unknown): boolean {
  return slotsStillNeeded(selectedCount, minimum) === 0;
}

/**
 * The minimum a candidate must reach on this link, given how many options the search offers.
 *
 * Decision (issue 33, spec 5 silent on this case): the configured minimum, but never more than
 * the options offered plus one. A suggested time is a range the candidate types ("Tuesday,
 * 9:00 to 17:00"), usually longer than an offered option, so one stands for several. A search
 * that found nothing therefore needs one suggested time, and a link that offers one option
 * needs that option and one suggestion: a candidate with one good time to offer is never
 * stuck, and anyone who can pick the configured number of times still gives at least that.
 */
export function requiredSlots(minimum: unknown, offered: number): number {
  const options = Number.isFinite(offered) ? Math.max(0, Math.floor(offered)) : 0;
  return Math.min(resolveMinAvailabilitySlots(minimum), options + 1);
}
