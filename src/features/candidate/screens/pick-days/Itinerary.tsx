import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { List } from '../../../../ui';
import { interviewNameAt, type Itinerary as ItineraryData } from '../../../../domain/itinerary';
import { formatShortDay } from '../../../../i18n/day-format';
import { formatDuration, formatList, formatTimeRange } from '../../../../i18n/format';
import { ownTime } from '../../../../i18n/own-time';

const Days = styled(List).attrs({ ordered: true })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const DayTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Items = styled(List).attrs({ ordered: true })`
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border-inline-start: 2px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Time = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Break = styled.li`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

export interface ItineraryProps {
  readonly itinerary: ItineraryData;
  readonly timeZone: string;
  /** The plan's interview names, in order (the intro's interviews). */
  readonly interviewNames: readonly string[];
  readonly onsite: boolean;
  /** Attendee id → name (staff debug data); null: names unknown, the count is said. */
  readonly attendeeNames: Readonly<Record<string, string>> | null;
  /** The candidate's own zone when times are in an office's other zone (on site); else null. */
  readonly ownTimeZone: string | null;
  readonly id: string;
}

/**
 * What an option holds, opened from its row: each day (an option over several days shows one
 * part per day), each interview with its time, its name (the plan's, when the option has the
 * plan's interviews; otherwise "Interview 2"), its length, on site or remote and its
 * interviewers (their names for staff, their number otherwise), the candidate's own time when
 * the office's zone is another, and the breaks between them.
 */
export function Itinerary({
  itinerary,
  timeZone,
  interviewNames,
  onsite,
  attendeeNames,
  ownTimeZone,
  id,
}: ItineraryProps) {
  const { t, i18n } = useTranslation(['pickDays', 'intro', 'general']);
  const lng = i18n.language;
  const several = itinerary.days.length > 1;
  return (
    <Days id={id}>
      {itinerary.days.map((day, dayIndex) => (
        <li key={day.dateKey}>
          {several && (
            <DayTitle>
              {t('itinerary.day', {
                number: dayIndex + 1,
                date: formatShortDay(day.startMs, lng, timeZone),
              })}
            </DayTitle>
          )}
          <Items>
            {day.items.map((item) => {
              const minutes = Math.round((item.endMs - item.startMs) / 60_000);
              const length = formatDuration(minutes, lng, { unitDisplay: 'short' });
              if (item.kind === 'break') {
                return (
                  <Break key={`break-${String(item.startMs)}`}>
                    {t('itinerary.break', { duration: length })}
                  </Break>
                );
              }
              const name =
                interviewNameAt(interviewNames, itinerary.interviews, item.index) ??
                t('intro:interviewNumber', { number: item.index + 1 });
              const names =
                attendeeNames === null
                  ? []
                  : item.attendeeIds.flatMap((a) => {
                      const known = attendeeNames[a];
                      return known === undefined ? [] : [known];
                    });
              const who =
                names.length > 0
                  ? formatList(names, lng)
                  : t('itinerary.interviewers', { count: item.attendeeIds.length });
              const meta = [
                length,
                onsite ? t('itinerary.onsite') : t('itinerary.remote'),
                ...(item.attendeeIds.length > 0 ? [who] : []),
              ];
              const own = ownTime(item.startMs, item.endMs, timeZone, ownTimeZone, lng, t);
              return (
                <li key={`interview-${String(item.index)}`}>
                  <Time>{formatTimeRange(item.startMs, item.endMs, lng, timeZone)}</Time>
                  <span>{name}</span>
                  <Meta>{meta.join(' · ')}</Meta>
                  {own !== null && <Meta>{t('general:timeZone.yourTime', own)}</Meta>}
                </li>
              );
            })}
          </Items>
        </li>
      ))}
    </Days>
  );
}
