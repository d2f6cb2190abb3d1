/**
 * Story data of the booking-side screens (Confirmation, Reschedule, Contact form), taken from
 * the fixture scenarios and builders.
 */
import type { MeetIntro } from '../../../src/domain/entities';
import { getScenario, isReplyOk, type ScenarioId } from '../../../fixtures/scenarios';

/** The meet intro a scenario's GET /v2/meet/get_intro answers (throws for a broken link). */
export function bookingIntroOf(id: ScenarioId): MeetIntro {
  const reply = getScenario(id).intro;
  if (!isReplyOk(reply)) throw new Error(`Scenario ${id} has no intro`);
  return reply.result;
}

/** Blurs whatever has focus, so a screenshot shows the page at rest. */
export function blurActiveElement(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement) active.blur();
}

export { literal } from '../../support/i18n';
