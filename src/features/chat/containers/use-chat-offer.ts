/**
 * The offer under the latest reply with times (spec 5): the earliest option of the flow's
 * results inside them, and booking it when the candidate confirms (through the shared
 * useAction: quick taps book once).
 */
import { type ActionDispatch, useMemo } from 'react';
import { chatbotAvailableRanges, chooseChatbotOption } from '../../../domain/chatbot-slot';
import type { ResultOption, SelectedTimeRange } from '../../../domain/entities';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { useAction } from '../../shared';
import type { BookingOutcome, ChatBooking } from '../model';
import { type ChatEvent, type ChatState, offerRanges, offerReply, offerViewOf } from '../state';

interface Choice {
  option: ResultOption;
  ranges: readonly SelectedTimeRange[];
}

export function useChatOffer(
  state: ChatState,
  booking: ChatBooking,
  dispatch: ActionDispatch<[ChatEvent]>,
  onBooked: () => void,
) {
  const reply = offerReply(state);
  // A new `booking` comes with every change of the flow's results (its `version`): the option
  // is chosen again then, and not on each piece of a streaming answer.
  const found = useMemo(
    () =>
      booking.kind === 'options' && reply !== undefined
        ? chooseChatbotOption(booking.options(), offerRanges(reply))
        : null,
    [booking, reply],
  );
  const offer = offerViewOf(state.offer, booking, found);

  const book = useAction<Choice, BookingOutcome>({
    perform: (choice) =>
      booking.kind === 'options'
        ? booking.book(choice)
        : Promise.resolve({ ok: false, error: ERROR_MESSAGES.general }),
    onDone: (outcome) => {
      dispatch(outcome.ok ? { type: 'booked' } : { type: 'bookingFailed', error: outcome.error });
      // The offer's buttons are gone once it is booked: focus waits in the box.
      if (outcome.ok) onBooked();
    },
    onFailed: (failure) => {
      const error = failure.place === 'screen' ? ERROR_MESSAGES.general : failure.error;
      dispatch({ type: 'bookingFailed', error });
    },
  });

  return {
    offer,
    onBook: () => {
      if (offer?.kind !== 'option' || booking.kind !== 'options' || reply === undefined) return;
      const { option, status } = offer.offer;
      if (status === 'booking' || status === 'booked') return;
      dispatch({ type: 'booking', option, purpose: booking.purpose });
      void book.run({ option, ranges: chatbotAvailableRanges(offerRanges(reply)) });
    },
  };
}
