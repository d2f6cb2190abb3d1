/**
 * The understood times of the chat (spec 3, 5) as a pure reducer: the latest complete reply that
 * carries times gives the chips; the candidate removes or corrects them (src/domain/chat-ranges),
 * then asks to share them (the reply's "Yes, share these times"), and only then are they sent.
 *
 * - A newer reply with times replaces the chips, unless they are being sent or were sent.
 * - A change while the share waits for the interview options cancels the wait: the candidate
 *   asks again for what they now see (nothing changed is ever sent by itself).
 * - Sent times cannot be changed; failed ones can, and can be asked again.
 */
import type { ChatButton, ResultOption } from '../../domain/entities';
import {
  fieldsToTime,
  removeTime,
  replaceTime,
  type TimeFields,
  understoodTimes,
} from '../../domain/chat-ranges';
import type {
  BookingPurpose,
  ChatBooking,
  Notice,
  ReplyTurn,
  ShareState,
  ShareView,
  ShareWhere,
} from './model';

export type ShareEvent =
  /** The candidate asked to share (the reply's share button). */
  | { type: 'shareAsked'; button: ChatButton }
  /** The times go with `option` as the preferred one. */
  | { type: 'sharing'; option: ResultOption; purpose: BookingPurpose }
  | { type: 'shared' }
  | { type: 'shareFailed'; error: Notice }
  /** The assistant was told that the times were shared (the button's turn was sent). */
  | { type: 'shareTold' }
  /** Opens the form of the time at `index` (null closes it). */
  | { type: 'editTime'; index: number | null }
  | { type: 'saveTime'; index: number; fields: TimeFields; zone: string; now: number }
  | { type: 'removeTime'; index: number };

const SHARE_EVENTS: ReadonlySet<string> = new Set([
  'shareAsked',
  'sharing',
  'shared',
  'shareFailed',
  'shareTold',
  'editTime',
  'saveTime',
  'removeTime',
]);

export function isShareEvent(event: { type: string }): event is ShareEvent {
  return SHARE_EVENTS.has(event.type);
}

/** Being sent, or sent: nothing replaces or changes them any more. */
export function isShareLocked(share: ShareState | null): boolean {
  return share?.status === 'sharing' || share?.status === 'shared';
}

/** The chips of a reply that completed with times (null when it carries none). */
export function shareOfReply(reply: ReplyTurn): ShareState | null {
  const times = understoodTimes(reply.ranges, reply.understood);
  if (times.length === 0) return null;
  return {
    replyId: reply.id,
    times,
    editing: null,
    editError: null,
    status: 'open',
    option: null,
    purpose: null,
    error: null,
    button: null,
    told: false,
  };
}

/** After a change of the times: a waiting or failed share is open again. */
function changed(share: ShareState, times: ShareState['times']): ShareState {
  return {
    ...share,
    times,
    editing: null,
    editError: null,
    status: share.status === 'waiting' || share.status === 'failed' ? 'open' : share.status,
    error: null,
  };
}

export function shareReducer(share: ShareState | null, event: ShareEvent): ShareState | null {
  if (share === null) return share;
  const editable = !isShareLocked(share);
  switch (event.type) {
    case 'shareAsked':
      if ((share.status !== 'open' && share.status !== 'failed') || share.times.length === 0) {
        return share;
      }
      return { ...share, status: 'waiting', button: event.button, editing: null, error: null };
    case 'sharing':
      return share.status === 'waiting'
        ? { ...share, status: 'sharing', option: event.option, purpose: event.purpose }
        : share;
    case 'shared':
      return share.status === 'sharing' ? { ...share, status: 'shared', error: null } : share;
    case 'shareFailed':
      return share.status === 'sharing'
        ? { ...share, status: 'failed', error: event.error }
        : share;
    case 'shareTold':
      return share.status === 'shared' && !share.told ? { ...share, told: true } : share;
    case 'editTime':
      if (!editable) return share;
      if (event.index !== null && share.times[event.index] === undefined) return share;
      return { ...share, editing: event.index, editError: null };
    case 'saveTime': {
      if (!editable || share.times[event.index] === undefined) return share;
      const made = fieldsToTime(event.fields, event.zone, event.now);
      if (!made.ok) return { ...share, editing: event.index, editError: made.error };
      return changed(share, replaceTime(share.times, event.index, made.range));
    }
    case 'removeTime':
      if (!editable || share.times[event.index] === undefined) return share;
      return changed(share, removeTime(share.times, event.index));
  }
}

/** Where the times can go from the page the chat is on (`found`: spec 5's option, if any). */
export function shareWhereOf(booking: ChatBooking, found: ResultOption | null): ShareWhere {
  switch (booking.kind) {
    case 'closed':
      return { kind: 'closed' };
    case 'link':
      return { kind: 'link', href: booking.href };
    case 'notStarted':
      return { kind: 'notStarted' };
    case 'options':
      if (found !== null) return { kind: 'options', option: found };
      return booking.searching ? { kind: 'searching' } : { kind: 'none' };
  }
}

/** What the panel shows with the reply whose times can be shared. */
export function shareViewOf(
  share: ShareState | null,
  booking: ChatBooking,
  found: ResultOption | null,
): ShareView | null {
  if (share === null) return null;
  const where = shareWhereOf(booking, found);
  return {
    replyId: share.replyId,
    times: share.times,
    editing: share.editing,
    editError: share.editError,
    editable: !isShareLocked(share) && where.kind !== 'closed' && where.kind !== 'link',
    status: share.status,
    purpose: share.purpose ?? (booking.kind === 'options' ? booking.purpose : 'confirm'),
    option: share.option ?? (where.kind === 'options' ? where.option : null),
    error: share.error,
    where,
  };
}
