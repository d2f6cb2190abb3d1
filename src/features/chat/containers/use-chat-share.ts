/**
 * The understood times of the chat (spec 3, 5): the earliest option of the flow's results inside
 * them (recomputed as results arrive and as the candidate corrects them), and sharing them when
 * the candidate asks (the reply's "Yes, share these times"): on the Introduction the options are
 * looked up first; on Pick days the times go through the flow's own submit (the shared useAction:
 * quick taps send once) with that option as the preferred one. Once they are shared the
 * assistant is told (the button's turn), so the conversation knows.
 */
import { type ActionDispatch, useEffect, useEffectEvent, useMemo } from 'react';
import { chooseChatbotOption } from '../../../domain/chatbot-slot';
import { timesToShare } from '../../../domain/chat-ranges';
import type { ChatButton, ResultOption, SelectedTimeRange } from '../../../domain/entities';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { useAction } from '../../shared';
import type { BookingOutcome, ChatBooking } from '../model';
import { shareViewOf } from '../share-state';
import type { ChatEvent, ChatState } from '../state';

interface Choice {
  option: ResultOption;
  ranges: readonly SelectedTimeRange[];
}

export function useChatShare(
  state: ChatState,
  booking: ChatBooking,
  dispatch: ActionDispatch<[ChatEvent]>,
  /** Tells the assistant the button that shared (false while it cannot: an answer streams). */
  tell: (button: ChatButton) => boolean,
  /** The times were shared: the reply's buttons are gone, focus waits in the message box. */
  onShared: () => void,
) {
  const { share } = state;
  const times = share?.times;
  // A new `booking` comes with every change of the flow's results (its `version`): the option
  // is chosen again then, and when the times change; not on each piece of a streaming answer.
  const found = useMemo(
    () =>
      booking.kind === 'options' && times !== undefined && times.length > 0
        ? chooseChatbotOption(booking.options(), times)
        : null,
    [booking, times],
  );
  const view = shareViewOf(share, booking, found);

  const send = useAction<Choice, BookingOutcome>({
    perform: (choice) =>
      booking.kind === 'options'
        ? booking.book(choice)
        : Promise.resolve({ ok: false, error: ERROR_MESSAGES.general }),
    onDone: (outcome) => {
      dispatch(outcome.ok ? { type: 'shared' } : { type: 'shareFailed', error: outcome.error });
      if (outcome.ok) onShared();
    },
    onFailed: (failure) => {
      const error = failure.place === 'screen' ? ERROR_MESSAGES.general : failure.error;
      dispatch({ type: 'shareFailed', error });
    },
  });

  // Asked to share and an option is there: the times go (once: the reducer takes `sharing` only
  // from `waiting`, the action sends one at a time).
  const ready = share?.status === 'waiting' && found !== null && booking.kind === 'options';
  const go = useEffectEvent(() => {
    if (found === null || times === undefined || booking.kind !== 'options') return;
    dispatch({ type: 'sharing', option: found, purpose: booking.purpose });
    void send.run({ option: found, ranges: timesToShare(times) });
  });
  useEffect(() => {
    if (ready) go();
  }, [ready]);

  // Shared: the assistant is told, once, as soon as no answer streams.
  const button = share?.status === 'shared' && !share.told ? share.button : null;
  const told = useEffectEvent((asked: ChatButton) => {
    if (tell(asked)) dispatch({ type: 'shareTold' });
  });
  useEffect(() => {
    if (button !== null) told(button);
  }, [button, state.streaming]);

  return {
    view,
    /** The reply's share button: shares the times (the Introduction looks up the options first). */
    onShare: (asked: ChatButton) => {
      if (share === null || (share.status !== 'open' && share.status !== 'failed')) return;
      if (booking.kind !== 'options' && booking.kind !== 'notStarted') return;
      dispatch({ type: 'shareAsked', button: asked });
      if (booking.kind === 'notStarted') booking.start();
    },
  };
}
