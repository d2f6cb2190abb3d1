/**
 * The confirmed superday's blocks and their "Add to calendar" (the shared calendar export):
 * one entry per chosen block.
 */
import { useTranslation } from 'react-i18next';
import type { SuperdayOption } from '../../../domain/entities';
import { chosenBlocks, superdayDays, type SuperdayChosenBlock } from '../../../domain/superday';
import { useCalendarExport } from '../../calendar';
import { superdayCalendarEvents } from '../calendar-events';
import type { SuperdayState } from '../state';

/** The confirmed blocks of options confirmed earlier (each block's one alternative). */
function confirmedBlocks(options: readonly SuperdayOption[], zone: string) {
  const days = superdayDays(options, zone);
  const choices = Object.fromEntries(
    days.flatMap((d) => d.blocks.map((b) => [b.id, b.alternatives[0]?.key ?? ''] as const)),
  );
  return chosenBlocks(days, choices);
}

export function useSuperdayCalendar(state: SuperdayState) {
  const { t } = useTranslation(['superday']);
  const confirmed = state.kind === 'confirmed' ? state : null;
  const blocks: SuperdayChosenBlock[] | null =
    confirmed === null || confirmed.confirmed === null
      ? null
      : confirmedBlocks(confirmed.confirmed, confirmed.context.timeZone);
  const events =
    blocks === null || confirmed === null
      ? []
      : superdayCalendarEvents(
          blocks,
          t('superday:confirmed.calendarTitle', {
            stage: confirmed.context.stageName,
            job: confirmed.context.jobName,
          }),
        );
  const calendar = useCalendarExport(events, confirmed?.context.organizationName ?? '');
  return { blocks, events, calendar };
}
