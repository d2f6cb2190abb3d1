/**
 * What a button of a chatbot answer does (spec 3: a stream event carries `buttons`, each a label
 * and an action; spec 4: an action is sent like a message). Most actions are told to the
 * assistant, which answers them; two are the candidate's own decisions about the times the
 * assistant understood, which the app carries out itself:
 *
 * - `share`: "Yes, share these times": the understood times (as the candidate corrected them)
 *   are sent as the candidate's availability, through the flow's own submit (spec 5: with the
 *   earliest option inside them as the preferred one), and only then told to the assistant;
 * - `pickTimes`: "Pick times myself" / "Share my availability": the candidate goes to picking
 *   times on the page (the chat closes); nothing is sent to the assistant.
 * - `message`: anything else is sent to the assistant as the candidate's turn.
 *
 * Decision (spec silent on the action names): the chatbot's actions are upper-case words;
 * CONFIRM_AVAILABILITY shares, SHOW_AVAILABILITY picks. They are compared trimmed and
 * case-insensitively. A share button on an answer that carries no times has nothing to share:
 * it is a `message`.
 */

export type ChatButtonKind = 'share' | 'pickTimes' | 'message';

/** Actions that share the understood times. */
export const SHARE_ACTIONS: readonly string[] = ['CONFIRM_AVAILABILITY'];
/** Actions that take the candidate to picking times on the page. */
export const PICK_TIMES_ACTIONS: readonly string[] = ['SHOW_AVAILABILITY'];

const normal = (action: string) => action.trim().toUpperCase();

/** What the button with `action` does, on an answer that carries times (`hasTimes`) or not. */
export function chatButtonKind(action: string, hasTimes: boolean): ChatButtonKind {
  const name = normal(action);
  if (SHARE_ACTIONS.includes(name)) return hasTimes ? 'share' : 'message';
  if (PICK_TIMES_ACTIONS.includes(name)) return 'pickTimes';
  return 'message';
}

/** Whether some button of an answer shares its times. */
export function hasShareButton(buttons: readonly { action: string }[], hasTimes: boolean): boolean {
  return buttons.some((b) => chatButtonKind(b.action, hasTimes) === 'share');
}
