import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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

const Name = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "· 45 min" never breaks inside. */
const Duration = styled.span`
  white-space: nowrap;
`;

const When = styled.span`
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

/**
 * The interviews of one way to attend a block, in order: "Interview 1  9:00 – 10:00 AM · 1 hr".
 * Decision: the options carry no interview names or interviewers, so each is numbered.
 */
export function BlockSequence({
  alternative,
  zone,
}: {
  alternative: SuperdayAlternative;
  zone: string;
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
            <Name>{t('superday:choose.interview', { number: n + 1 })}</Name>
            <When>
              {rangeText(start, end, lng, zone)}{' '}
              <Duration>
                · {formatDuration((end - start) / 60_000, lng, { unitDisplay: 'short' })}
              </Duration>
            </When>
          </Row>
        );
      })}
    </Sequence>
  );
}
