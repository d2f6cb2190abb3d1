import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { interviewNameAt } from '../../../domain/itinerary';
import type { SuperdayAlternative } from '../../../domain/superday';
import { formatDuration } from '../../../i18n/format';
import { List } from '../../../ui';
import { rangeText } from './block-text';

const Sequence = styled(List).attrs({ ordered: true })`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.md};
  row-gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Each row's two cells sit in the list's columns (subgrid), so the times line up. */
const Row = styled.li`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: subgrid;
`;

/** The time first, on one line, so the times line up and never break inside. */
const When = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The name and length beside it, wrapping as words do (a long stage name takes two lines). */
const Name = styled.span`
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** "· 45 min" never breaks inside. */
const Duration = styled.span`
  white-space: nowrap;
`;

/**
 * The interviews of one way to attend a block, in order: "9:00 – 10:00 AM  Technical Interview ·
 * 1 hr". The options carry no names: an interview is named after the plan's (the invitation's
 * interviews, in order) when the block has exactly as many interviews, as on pick days
 * (`interviewNameAt`); otherwise it is numbered ("Interview 2"), never guessed.
 */
export function BlockSequence({
  alternative,
  zone,
  names,
}: {
  alternative: SuperdayAlternative;
  zone: string;
  /** The plan's interview names, in order. */
  names: readonly string[];
}) {
  const { t, i18n } = useTranslation(['superday']);
  const lng = i18n.language;
  return (
    <Sequence>
      {alternative.timeBlocks.map((b, n) => {
        const start = Date.parse(b.startTime);
        const end = Date.parse(b.endTime);
        return (
          <Row key={`${b.startTime}-${b.index}`}>
            <When>{rangeText(start, end, lng, zone)}</When>
            <Name>
              {interviewNameAt(names, alternative.timeBlocks.length, n) ??
                t('superday:choose.interview', { number: n + 1 })}{' '}
              <Duration>
                · {formatDuration((end - start) / 60_000, lng, { unitDisplay: 'short' })}
              </Duration>
            </Name>
          </Row>
        );
      })}
    </Sequence>
  );
}
