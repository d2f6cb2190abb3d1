import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  chosenBlocks,
  type SuperdayBlock,
  type SuperdayChoices,
  type SuperdayDay,
} from '../../../domain/superday';
import { Chip, Inline, PageShell, SectionHeading, Stack, VisuallyHidden } from '../../../ui';
import { ScreenTitle, organizationHeader } from '../../shared';
import type { ConfirmError, SuperdayContext } from '../model';
import { blockText } from './block-text';
import { BlockCard } from './choose/BlockCard';
import { ChoiceSummary } from './choose/ChoiceSummary';
import { ErrorBanner } from './choose/ErrorBanner';
import { SendBar } from './choose/SendBar';
import { ZoneField, type ZonePicker } from './ZoneField';

export interface SuperdayChooseScreenProps {
  context: SuperdayContext;
  /** The superday's days with their blocks (superdayDays, in the context's zone). */
  days: readonly SuperdayDay[];
  choices: SuperdayChoices;
  /** The availability is on its way (the confirm call): the button is busy, choices wait. */
  confirming: boolean;
  /** Why the last send failed, or null. */
  error: ConfirmError | null;
  /** Counts failed sends: a new one is focused (and so read out) even if it reads the same. */
  errorAttempt: number;
  /** The time-zone picker's lists and change (as on pick days). */
  zone: ZonePicker;
  /** `alternative` null: the candidate can't attend the block. */
  onChoose: (blockId: string, alternative: string | null) => void;
  onConfirm: () => void;
}

const Day = styled(Stack).attrs({ forwardedAs: 'section', gap: 'md' })``;

const DayHeading = styled(Inline).attrs({ gap: 'sm', align: 'center' })`
  justify-content: space-between;
`;

/**
 * Takes focus when a send fails, so the banner is read; it is not a control (no ring, as the
 * screen's heading).
 */
const ErrorFocus = styled.div`
  &:focus {
    outline: none;
  }
`;

/**
 * Choose (spec 1, 3, 5): the zone the times are in (a picker as on pick days; the office's on
 * site), the superday's days, each with its interview blocks (morning, afternoon…), each block
 * with its interviews in order; the candidate ticks every block they can attend, or picks one of
 * its options when a block runs at different times; a summary of the choices across days, each
 * with "Change"; and a bar with the count and "Send my availability" (the organisation then
 * sends the final schedule: nothing is booked here).
 *
 * States: nothing chosen (Send then says "Choose at least one…" and focuses it); some chosen;
 * sending (the button busy); a taken block (named, the other choices kept); a failure with "Try
 * again" (choices kept); reschedule (its own title and lead); another zone; on site.
 */
export function SuperdayChooseScreen({
  context,
  days,
  choices,
  confirming,
  error,
  errorAttempt,
  zone: picker,
  onChoose,
  onConfirm,
}: SuperdayChooseScreenProps) {
  const { t, i18n } = useTranslation(['superday', 'general']);
  const lng = i18n.language;
  const zone = context.timeZone;
  const [declined, setDeclined] = useState<ReadonlySet<string>>(() => new Set());
  const errorRef = useRef<HTMLDivElement>(null);
  const chosen = chosenBlocks(days, choices);
  const dayOf = (block: SuperdayBlock) => blockText(t, block, lng, zone).day;
  const first = days[0]?.blocks[0];

  useEffect(() => {
    if (errorAttempt > 0) errorRef.current?.focus();
  }, [errorAttempt]);

  const choose = (blockId: string, alternative: string | null) => {
    setDeclined((before) => {
      const next = new Set(before);
      if (alternative === null) next.add(blockId);
      else next.delete(blockId);
      return next;
    });
    onChoose(blockId, alternative);
  };

  return (
    <PageShell
      header={organizationHeader(context.organizationName)}
      backgroundImageUrl={context.backgroundUrl ?? undefined}
    >
      <Stack gap="xl">
        <Stack gap="md">
          <ScreenTitle
            description={
              context.reschedule
                ? t('superday:choose.rescheduleLead', { organization: context.organizationName })
                : t('superday:choose.lead', {
                    stage: context.stageName,
                    job: context.jobName,
                    organization: context.organizationName,
                  })
            }
          >
            {context.reschedule ? t('superday:choose.rescheduleTitle') : t('superday:choose.title')}
          </ScreenTitle>
          <ZoneField context={context} zone={picker} offsetAt={first?.start ?? 0} />
        </Stack>

        {days.map((day) => {
          const head = day.blocks[0];
          if (!head) return null;
          const label = dayOf(head);
          const headingId = `superday-day-${day.dateKey}`;
          const count = day.blocks.filter((b) => choices[b.id] !== undefined).length;
          return (
            <Day key={day.dateKey} aria-labelledby={headingId}>
              <DayHeading>
                <SectionHeading level={2} id={headingId}>
                  {label}
                </SectionHeading>
                {count > 0 && (
                  <Chip tone="primary">{t('superday:choose.dayChosen', { count })}</Chip>
                )}
              </DayHeading>
              {day.blocks.map((block) => (
                <BlockCard
                  key={block.id}
                  block={block}
                  day={label}
                  context={context}
                  chosen={choices[block.id] ?? null}
                  declined={declined.has(block.id)}
                  onChoose={choose}
                />
              ))}
            </Day>
          );
        })}

        <ChoiceSummary chosen={chosen} zone={zone} />

        {error !== null && (
          <ErrorFocus ref={errorRef} tabIndex={-1}>
            <ErrorBanner error={error} zone={zone} onRetry={onConfirm} />
          </ErrorFocus>
        )}

        <SendBar chosenCount={chosen.length} sending={confirming} onSend={onConfirm} />
        <VisuallyHidden role="status">
          {confirming ? t('superday:choose.confirming') : ''}
        </VisuallyHidden>
      </Stack>
    </PageShell>
  );
}
