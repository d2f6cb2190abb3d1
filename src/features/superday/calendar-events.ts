/**
 * The calendar entries of a confirmed superday: one per chosen interview block, from the first
 * interview's start to the last one's end (the options carry no place, video link or
 * interviewers; the team's invitations do).
 */
import type { ScheduledEvent } from '../../domain/entities';
import type { SuperdayChosenBlock } from '../../domain/superday';

/** The calendar entry id of a block. */
export function superdayEventId(blockId: string): string {
  return `superday-${blockId}`;
}

export function superdayCalendarEvents(
  chosen: readonly SuperdayChosenBlock[],
  title: string,
): ScheduledEvent[] {
  return chosen.map(({ block, alternative }) => ({
    id: superdayEventId(block.id),
    title,
    startTime: new Date(alternative.start).toISOString(),
    endTime: new Date(alternative.end).toISOString(),
    location: null,
    videoUrl: null,
    interviewers: [],
  }));
}
