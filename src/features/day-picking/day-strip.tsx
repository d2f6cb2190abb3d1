/**
 * The day strip of the main flow (Pick days, and the interviewer link's availability): a day as
 * a compact tab (weekday over day number over a count, a badge for what is picked on it, the
 * whole date and the counts in words for a screen reader) and the line above the strip (the
 * month at the start, an optional control at the end). The tabs themselves are src/ui Tabs.
 */
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { noonOfDay } from '../../domain/time-zone';
import { formatDayParts, formatMonthSpan } from '../../i18n/day-format';
import { formatDate, formatNumber } from '../../i18n/format';
import { VisuallyHidden } from '../../ui';

export { noonOfDay };

/** The line above the strip: the month at the start, the view toggle at the end. */
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The month(s) of the days in the strip, said once above it ("March 2026"). */
const Month = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Weekday = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  white-space: nowrap;
`;

const DayNumber = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
`;

const DayCount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  font-variant-numeric: tabular-nums;
`;

/**
 * How many of the day's items are picked: a round badge on the tab's lower corner, beside the
 * small count, so it never covers the weekday (sw "Jumatano", de "Mi.", pseudo-locale).
 */
const Picked = styled.span`
  position: absolute;
  inset-block-end: -0.375rem;
  inset-inline-end: -0.375rem;
  min-width: 1.375rem;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.125rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

export interface DayTabLabelProps {
  readonly dateKey: string;
  readonly timeZone: string;
  /** The number under the day (options offered, time ranges set); hidden when null. */
  readonly count: number | null;
  /** The badge's number (picked on the day); no badge when 0. */
  readonly picked: number;
  /** The counts in words, after the date, for a screen reader ("5 options", "2 selected"). */
  readonly spoken: readonly string[];
}

/**
 * A day's tab: weekday over day number over the count, for the eye; the whole date and the
 * counts in words for a screen reader ("Wednesday, March 4, 2026, 5 options, 2 selected").
 */
function DayTabLabelView({ dateKey, timeZone, count, picked, spoken }: DayTabLabelProps) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const noon = noonOfDay(dateKey, timeZone);
  const { weekday, day } = formatDayParts(noon, lng, timeZone);
  return (
    <>
      <VisuallyHidden>{[formatDate(noon, lng, timeZone), ...spoken].join(', ')}</VisuallyHidden>
      <Weekday aria-hidden="true">{weekday}</Weekday>
      <DayNumber aria-hidden="true">{day}</DayNumber>
      {count !== null && <DayCount aria-hidden="true">{formatNumber(count, lng)}</DayCount>}
      {picked > 0 && <Picked aria-hidden="true">{formatNumber(picked, lng)}</Picked>}
    </>
  );
}

/**
 * Re-rendered only when what the tab shows changes: a strip of weeks re-rendered on every tick
 * of an option or batch of results formats every date again (issue 14). A language change
 * re-renders it anyway (useTranslation).
 */
export const DayTabLabel = memo(
  DayTabLabelView,
  (before, after) =>
    before.dateKey === after.dateKey &&
    before.timeZone === after.timeZone &&
    before.count === after.count &&
    before.picked === after.picked &&
    before.spoken.join('\n') === after.spoken.join('\n'),
);

export interface DayStripHeadProps {
  /** First and last day of the strip (`YYYY-MM-DD`); no month line when null. */
  readonly first: string | null;
  readonly last: string | null;
  readonly timeZone: string;
  /** At the end of the line (a toggle, a button). */
  readonly aside?: ReactNode;
  /** The strip. */
  readonly children: ReactNode;
}

/** The strip with its line above: the month(s) it spans, said once, and `aside`. */
export function DayStripHead({ first, last, timeZone, aside, children }: DayStripHeadProps) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const month =
    first !== null && last !== null
      ? formatMonthSpan(noonOfDay(first, timeZone), noonOfDay(last, timeZone), lng, timeZone)
      : null;
  if (month === null && aside === undefined) return <>{children}</>;
  return (
    <div>
      <Head>
        {month === null ? <span /> : <Month aria-hidden="true">{month}</Month>}
        {aside}
      </Head>
      {children}
    </div>
  );
}
