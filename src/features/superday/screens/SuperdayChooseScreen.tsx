import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  chosenBlocks,
  type SuperdayBlock,
  type SuperdayChoices,
  type SuperdayDay,
} from '../../../domain/superday';
import { formatDuration, formatList } from '../../../i18n/format';
import { translateText } from '../../../i18n/localized-text';
import { zoneLabel } from '../../../i18n/zone-label';
import {
  Banner,
  Button,
  Card,
  Checkbox,
  Chip,
  focusInBar,
  Inline,
  LinkButton,
  List,
  media,
  PageShell,
  RadioGroup,
  SectionHeading,
  Stack,
  StickyBar,
  Text,
  VisuallyHidden,
} from '../../../ui';
import { Lead, ScreenTitle, organizationHeader } from '../../shared';
import type { ConfirmError, SuperdayContext } from '../model';
import { blockText, ownTimeText, rangeText } from './block-text';
import { BlockSequence } from './BlockSequence';

export interface SuperdayChooseScreenProps {
  context: SuperdayContext;
  /** The superday's days with their blocks (superdayDays). */
  days: readonly SuperdayDay[];
  choices: SuperdayChoices;
  /** The confirm is on its way: the button is busy, choices wait. */
  confirming: boolean;
  /** Why the last confirm failed, or null. */
  error: ConfirmError | null;
  /** Counts failed confirms: a new one is focused (and so read out) even if it reads the same. */
  errorAttempt: number;
  /** `alternative` null: the candidate can't attend the block. */
  onChoose: (blockId: string, alternative: string | null) => void;
  onConfirm: () => void;
}

const Notes = styled(Stack).attrs({ gap: 'xxs' })``;

const Day = styled(Stack).attrs({ forwardedAs: 'section', gap: 'md' })``;

const DayHeading = styled(Inline).attrs({ gap: 'sm', align: 'center' })`
  justify-content: space-between;
`;

const BlockHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Summary = styled(Stack).attrs({ forwardedAs: 'section', gap: 'sm' })``;

const ChosenItem = styled(Inline).attrs({ forwardedAs: 'li', gap: 'sm', align: 'center' })`
  justify-content: space-between;
  flex-wrap: nowrap;

  & > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const ChangeButton = styled(LinkButton)`
  flex: none;
  min-height: ${({ theme }) => theme.sizes.control.medium};
`;

const BarRow = styled(Inline).attrs({ gap: 'sm', align: 'center' })`
  justify-content: space-between;

  ${media.tablet} {
    flex-wrap: nowrap;
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Needed = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:focus {
    outline: none;
  }
`;

/**
 * Takes focus when a confirm fails, so the banner is read; it is not a control (no ring, as
 * the screen's heading).
 */
const ErrorFocus = styled.div`
  &:focus {
    outline: none;
  }
`;

/** A chosen block is outlined in the primary colour (the ticked box says it too). */
const BlockFrame = styled(Card)<{ $chosen: boolean }>`
  ${({ $chosen, theme }) =>
    $chosen &&
    `
    border-color: ${theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${theme.colors.primary};
  `}
`;

const ConfirmButton = styled(Button)`
  flex: 1 1 auto;

  ${media.tablet} {
    flex: none;
  }
`;

/** The value of "I can't attend this interview block" (never an alternative's key). */
const NONE = '';

/** A total time, short ("2 hr 45 min"). */
function rangeDuration(start: number, end: number, lng: string): string {
  return formatDuration((end - start) / 60_000, lng, { unitDisplay: 'short' });
}

/** Ids of a block's elements, from its id (unique in the superday). */
function idsOf(block: SuperdayBlock) {
  const base = `superday-${block.id}`;
  return { heading: `${base}-heading`, control: `${base}-control`, item: `${base}-item` };
}

/** Focuses a block's control: the chosen radio, else the first control of the block. */
function focusBlock(block: SuperdayBlock): void {
  const root = document.getElementById(idsOf(block).control);
  const target =
    root instanceof HTMLInputElement
      ? root
      : (root?.querySelector<HTMLInputElement>('input:checked') ??
        root?.querySelector<HTMLInputElement>('input'));
  target?.focus();
}

function BlockCard({
  block,
  day,
  context,
  chosen,
  declined,
  onChoose,
}: {
  block: SuperdayBlock;
  day: string;
  context: SuperdayContext;
  chosen: string | null;
  /** The candidate said they can't attend it ("I can't attend" is the checked radio). */
  declined: boolean;
  onChoose: (blockId: string, alternative: string | null) => void;
}) {
  const { t, i18n } = useTranslation(['superday', 'general']);
  const lng = i18n.language;
  const zone = context.timeZone;
  const ids = idsOf(block);
  const text = blockText(t, block, lng, zone);
  const own = ownTimeText(t, block.start, block.end, lng, zone, context.ownTimeZone);
  const [single] = block.alternatives;
  const interviews = single?.timeBlocks.length ?? 0;
  return (
    <BlockFrame
      forwardedAs="section"
      padding="medium"
      aria-labelledby={ids.heading}
      $chosen={chosen !== null}
    >
      <Stack gap="sm">
        <BlockHeading id={ids.heading}>
          {/* The day, for screen readers: the heading and the controls named by it stand alone. */}
          <VisuallyHidden>{day}, </VisuallyHidden>
          {text.heading}
        </BlockHeading>
        {own !== null && (
          <Text tone="muted" size="sm">
            {own}
          </Text>
        )}
        {block.alternatives.length === 1 && single ? (
          <>
            <Text tone="muted" size="sm">
              {t('superday:choose.interviewCount', {
                count: interviews,
                duration: rangeDuration(single.start, single.end, lng),
              })}
            </Text>
            <BlockSequence alternative={single} zone={zone} />
            <Checkbox
              id={ids.control}
              label={t('superday:choose.attend')}
              namePrefixId={ids.heading}
              checked={chosen === single.key}
              onChange={(event) => {
                onChoose(block.id, event.currentTarget.checked ? single.key : null);
              }}
            />
          </>
        ) : (
          <RadioGroup
            id={ids.control}
            legend={
              <>
                <VisuallyHidden>
                  {day}, {text.heading}:{' '}
                </VisuallyHidden>
                {t('superday:choose.alternatives')}
              </>
            }
            hint={t('superday:choose.alternativesHint')}
            value={chosen ?? (declined ? NONE : null)}
            options={[
              ...block.alternatives.map((alternative, n) => ({
                value: alternative.key,
                label: t('superday:choose.alternative', {
                  number: n + 1,
                  time: rangeText(alternative.start, alternative.end, lng, zone),
                }),
                hint: <BlockSequence alternative={alternative} zone={zone} />,
              })),
              { value: NONE, label: t('superday:choose.notThisBlock') },
            ]}
            onChange={(value) => {
              onChoose(block.id, value === NONE ? null : value);
            }}
          />
        )}
      </Stack>
    </BlockFrame>
  );
}

/**
 * Choose (spec 1, 3, 5): the superday's days, each with its interview blocks (morning,
 * afternoon…), each block with its interviews in order; the candidate ticks every block they
 * can attend, or picks one of its options when a block runs at different times; a summary of
 * the choices across days, each with "Change"; and a bar with the count and "Confirm my times".
 *
 * States: nothing chosen (Confirm then says "Choose at least one…" and focuses it); some
 * chosen; confirming (the button busy); a taken block (named, the other choices kept); a
 * failure with "Try again" (choices kept); reschedule (its own title and lead).
 */
export function SuperdayChooseScreen({
  context,
  days,
  choices,
  confirming,
  error,
  errorAttempt,
  onChoose,
  onConfirm,
}: SuperdayChooseScreenProps) {
  const { t, i18n } = useTranslation(['superday', 'general']);
  const lng = i18n.language;
  const zone = context.timeZone;
  const [declined, setDeclined] = useState<ReadonlySet<string>>(() => new Set());
  // Presses of Confirm with nothing chosen: each one focuses "Choose at least one…".
  const [neededPress, setNeededPress] = useState(0);
  const neededRef = useRef<HTMLParagraphElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const chosen = chosenBlocks(days, choices);
  const dayOf = (block: SuperdayBlock) => blockText(t, block, lng, zone).day;

  useEffect(() => {
    if (errorAttempt > 0) errorRef.current?.focus();
  }, [errorAttempt]);
  useEffect(() => {
    if (neededPress > 0) focusInBar(neededRef.current);
  }, [neededPress]);

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
        <Stack gap="sm">
          <ScreenTitle
            description={
              context.reschedule
                ? t('superday:choose.rescheduleLead')
                : t('superday:choose.lead', {
                    stage: context.stageName,
                    job: context.jobName,
                    organization: context.organizationName,
                  })
            }
          >
            {context.reschedule ? t('superday:choose.rescheduleTitle') : t('superday:choose.title')}
          </ScreenTitle>
          <Notes>
            <Text tone="muted" size="sm">
              {t('superday:choose.timeZone', { zone: zoneLabel(t, zone, lng) })}
            </Text>
            {context.ownTimeZone !== null && context.ownTimeZone !== zone && (
              <Text tone="muted" size="sm">
                {t('superday:choose.ownTimeZone', { zone: zoneLabel(t, context.ownTimeZone, lng) })}
              </Text>
            )}
          </Notes>
        </Stack>

        {days.map((day) => {
          const first = day.blocks[0];
          if (!first) return null;
          const label = dayOf(first);
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

        <Summary aria-labelledby="superday-summary">
          <SectionHeading level={2} id="superday-summary">
            {t('superday:choose.summaryTitle')}
          </SectionHeading>
          {chosen.length === 0 ? (
            <Lead>{t('superday:choose.summaryEmpty')}</Lead>
          ) : (
            <Stack as={List} gap="xs">
              {chosen.map(({ block, alternative }) => {
                const ids = idsOf(block);
                const text = blockText(t, block, lng, zone, alternative);
                return (
                  <ChosenItem key={block.id}>
                    <span id={ids.item}>
                      {t('superday:choose.blockName', { day: text.day, block: text.heading })}
                    </span>
                    <ChangeButton
                      id={`${ids.item}-change`}
                      aria-labelledby={`${ids.item}-change ${ids.item}`}
                      onClick={() => {
                        focusBlock(block);
                      }}
                    >
                      {t('superday:choose.change')}
                    </ChangeButton>
                  </ChosenItem>
                );
              })}
            </Stack>
          )}
        </Summary>

        {error !== null && (
          <ErrorFocus ref={errorRef} tabIndex={-1}>
            <ErrorBanner error={error} zone={zone} onRetry={onConfirm} />
          </ErrorFocus>
        )}

        <StickyBar>
          <Stack gap="xs">
            {neededPress > 0 && chosen.length === 0 && (
              <Needed ref={neededRef} tabIndex={-1}>
                {t('superday:choose.chooseOne')}
              </Needed>
            )}
            <BarRow>
              <Count>{t('superday:choose.chosenCount', { count: chosen.length })}</Count>
              <ConfirmButton
                busy={confirming}
                busyLabel={t('superday:choose.confirming')}
                aria-disabled={chosen.length === 0 ? true : undefined}
                onClick={() => {
                  if (chosen.length === 0) {
                    setNeededPress((n) => n + 1);
                    return;
                  }
                  onConfirm();
                }}
              >
                {t('superday:choose.confirm')}
              </ConfirmButton>
            </BarRow>
          </Stack>
        </StickyBar>
        <VisuallyHidden role="status">
          {confirming ? t('superday:choose.confirming') : ''}
        </VisuallyHidden>
      </Stack>
    </PageShell>
  );
}

function ErrorBanner({
  error,
  zone,
  onRetry,
}: {
  error: ConfirmError;
  zone: string;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation(['superday', 'general']);
  const lng = i18n.language;
  if (error.kind === 'failed') {
    return (
      <Banner
        variant="error"
        title={t('superday:errors.confirmFailedTitle')}
        action={<LinkButton onClick={onRetry}>{t('general:actions.tryAgain')}</LinkButton>}
      >
        <p>
          {translateText(t, error.notice)} {t('superday:errors.kept')}
        </p>
      </Banner>
    );
  }
  return (
    <Banner variant="error" title={t('general:errors.unavailableTime')}>
      <p>
        {error.kind === 'taken'
          ? t('superday:errors.slotTaken', {
              count: error.blocks.length,
              blocks: formatList(
                error.blocks.map(({ block, alternative }) => {
                  const text = blockText(t, block, lng, zone, alternative);
                  return t('superday:choose.blockName', { day: text.day, block: text.heading });
                }),
                lng,
              ),
            })
          : t('superday:errors.slotTakenUnknown')}
      </p>
    </Banner>
  );
}
