import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SuperdayBlock } from '../../../../domain/superday';
import { formatDuration } from '../../../../i18n/format';
import { Card, Checkbox, RadioGroup, Stack, Text, VisuallyHidden } from '../../../../ui';
import type { SuperdayContext } from '../../model';
import { blockText, ownTimeText, rangeText } from '../block-text';
import { BlockSequence } from '../BlockSequence';

const BlockHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
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

/** The value of "I can't attend this interview block" (never an alternative's key). */
const NONE = '';

/** A total time, short ("2 hr 45 min"). */
function rangeDuration(start: number, end: number, lng: string): string {
  return formatDuration((end - start) / 60_000, lng, { unitDisplay: 'short' });
}

/** Ids of a block's elements, from its id (unique in the superday). */
export function idsOf(block: SuperdayBlock) {
  const base = `superday-${block.id}`;
  return { heading: `${base}-heading`, control: `${base}-control`, item: `${base}-item` };
}

/** Focuses a block's control: the chosen radio, else the first control of the block. */
export function focusBlock(block: SuperdayBlock): void {
  const root = document.getElementById(idsOf(block).control);
  const target =
    root instanceof HTMLInputElement
      ? root
      : (root?.querySelector<HTMLInputElement>('input:checked') ??
        root?.querySelector<HTMLInputElement>('input'));
  target?.focus();
}

/**
 * One interview block: its time of day and times, the candidate's own time on site, its
 * interviews (named after the plan where it can be), and "I can attend this interview block"; a
 * block whose tracks run at different times is a radio group of its options plus "I can't
 * attend this interview block".
 */
export function BlockCard({
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
  const names = context.interviewNames;
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
            <BlockSequence alternative={single} zone={zone} names={names} />
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
                hint: <BlockSequence alternative={alternative} zone={zone} names={names} />,
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
