import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import {
  isCalendarKey,
  monthOfDay,
  monthWeeks,
  moveDay,
  weekdaysFrom,
} from '../../../domain/month-calendar';
import { noonOfDay } from '../../../domain/time-zone';
import { dateTimeFormat, formatDate, intlLocaleOf } from '../../../i18n/format';
import { IconButton, focusRing } from '../../../ui';
import { weekStartOf } from './week-start';

export interface MonthCalendarProps {
  /** The month shown (`YYYY-MM`). */
  month: string;
  /** The months with times, in order: the arrows move between them only. */
  months: readonly string[];
  /** How many times each day has (`YYYY-MM-DD` → count); days not in it have none. */
  counts: ReadonlyMap<string, number>;
  /** The day whose times are listed. */
  day: string | null;
  /** Today in the zone shown (marked as the current date). */
  today: string;
  onShowMonth: (month: string) => void;
  onShowDay: (day: string) => void;
  /**
   * The id of what lists the day's times: a tap on a day brings it into view (on a phone it is
   * under the calendar). Not on Enter: the keyboard's focus stays in view on the calendar.
   */
  revealId?: string;
}

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const MonthTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Arrows = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Arrow = styled(IconButton)`
  &:disabled {
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.space.xxs};
  table-layout: fixed;
`;

const Weekday = styled.th`
  padding: ${({ theme }) => theme.space.xxs} 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  text-align: center;

  abbr {
    text-decoration: none;
  }
`;

const Cell = styled.td`
  padding: 0;
  text-align: center;
`;

const available = css`
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const chosen = css`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

/** A day: a round target, tinted when it has times, filled when its times are listed. */
const Day = styled.button<{ $state: 'none' | 'times' | 'shown' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  max-width: 3rem;
  aspect-ratio: 1;
  min-height: 2.5rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-variant-numeric: tabular-nums;
  touch-action: manipulation;
  ${({ $state }) => ($state === 'times' ? available : $state === 'shown' ? chosen : '')}

  &[aria-disabled='true'] {
    cursor: default;
  }

  &:focus-visible {
    ${focusRing}
  }

  /* Today: a dot under the number. */
  &[aria-current='date']::after {
    content: '';
    position: absolute;
    bottom: 0.3rem;
    width: 0.3rem;
    height: 0.3rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** Brings the element with `id` into view once the day's times are on screen. */
function reveal(doc: Document, id: string) {
  const still = doc.defaultView?.matchMedia('(prefers-reduced-motion: reduce)').matches ?? true;
  doc.defaultView?.requestAnimationFrame(() => {
    doc.getElementById(id)?.scrollIntoView({
      block: 'nearest',
      behavior: still ? 'auto' : 'smooth',
    });
  });
}

/** The day the roving focus is on: the one asked for when in the month, else a sensible one. */
function focusTarget(
  month: string,
  wanted: string | null,
  day: string | null,
  counts: ReadonlyMap<string, number>,
): string {
  if (wanted !== null && monthOfDay(wanted) === month) return wanted;
  if (day !== null && monthOfDay(day) === month) return day;
  const first = [...counts.keys()].sort().find((d) => monthOfDay(d) === month);
  return first ?? `${month}-01`;
}

/**
 * A month of days as a keyboard grid (the WAI-ARIA date-picker pattern): one day in the tab
 * order, arrows move a day or a week, Home and End to the week's ends, Page Up and Page Down a
 * month (only into months with times), Enter or Space (or a tap) lists that day's times. Each
 * day is named in full with how many times it has; days without times are marked unavailable
 * (and do nothing). The weeks start on the locale's first weekday.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { month, months, counts, day, today, onShowMonth, onShowDay } = props;
  const { t, i18n } = useTranslation(['schedulingLink']);
  const lng = i18n.language;
  const locale = intlLocaleOf(lng);
  const weekStart = weekStartOf(lng);
  const [wanted, setWanted] = useState<string | null>(null);
  const focusAfterRender = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const focus = focusTarget(month, wanted, day, counts);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focus}"]`)?.focus();
  }, [focus]);

  const index = months.indexOf(month);
  const previous = index > 0 ? months[index - 1] : undefined;
  const next = index >= 0 && index < months.length - 1 ? months[index + 1] : undefined;
  const titleId = `scheduling-link-month-${month}`;
  const monthName = dateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noonOfDay(`${month}-15`, 'UTC'));
  const weekdayName = (weekday: number, style: 'narrow' | 'short' | 'long') =>
    dateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(
      // 4 January 1970 was a Sunday.
      Date.UTC(1970, 0, 4 + weekday, 12),
    );

  // Short names where they fit a phone's column ("Mon", "Mo.", "月"); the narrow letter where
  // they do not (Swahili "Jumatatu"), the full name kept in the abbreviation's title.
  const headStyle = [0, 1, 2, 3, 4, 5, 6].some((d) => weekdayName(d, 'short').length > 4)
    ? 'narrow'
    : 'short';

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!isCalendarKey(event.key)) return;
    event.preventDefault();
    const target = moveDay(focus, event.key, weekStart);
    const targetMonth = monthOfDay(target);
    // Only into months with times (the arrows above do the same).
    if (targetMonth !== month && !months.includes(targetMonth)) return;
    focusAfterRender.current = true;
    setWanted(target);
    if (targetMonth !== month) onShowMonth(targetMonth);
  };

  return (
    <div>
      <Head>
        <MonthTitle id={titleId} aria-live="polite">
          {monthName}
        </MonthTitle>
        <Arrows>
          <Arrow
            type="button"
            aria-label={t('schedulingLink:calendar.previous')}
            disabled={previous === undefined}
            onClick={() => {
              if (previous !== undefined) onShowMonth(previous);
            }}
          >
            <span aria-hidden="true">‹</span>
          </Arrow>
          <Arrow
            type="button"
            aria-label={t('schedulingLink:calendar.next')}
            disabled={next === undefined}
            onClick={() => {
              if (next !== undefined) onShowMonth(next);
            }}
          >
            <span aria-hidden="true">›</span>
          </Arrow>
        </Arrows>
      </Head>
      <Grid ref={gridRef} role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdaysFrom(weekStart).map((weekday) => (
              <Weekday key={weekday} scope="col">
                <abbr title={weekdayName(weekday, 'long')}>{weekdayName(weekday, headStyle)}</abbr>
              </Weekday>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, weekStart).map((week) => (
            <tr key={week.find((d) => d !== null) ?? month}>
              {week.map((date, i) => {
                if (date === null) return <Cell key={`blank-${String(i)}`} />;
                const count = counts.get(date) ?? 0;
                const shown = date === day;
                const label = formatDate(noonOfDay(date, 'UTC'), lng, 'UTC');
                return (
                  <Cell key={date} role="gridcell" aria-selected={shown}>
                    <Day
                      type="button"
                      data-day={date}
                      tabIndex={date === focus ? 0 : -1}
                      $state={count === 0 ? 'none' : shown ? 'shown' : 'times'}
                      aria-disabled={count === 0 ? true : undefined}
                      aria-current={date === today ? 'date' : undefined}
                      aria-label={
                        count === 0
                          ? t('schedulingLink:calendar.dayNone', { date: label })
                          : t('schedulingLink:calendar.day', { date: label, count })
                      }
                      onClick={(event) => {
                        setWanted(date);
                        if (count === 0) return;
                        onShowDay(date);
                        // A tap or a click (detail > 0), not Enter or Space.
                        if (event.detail > 0 && props.revealId !== undefined) {
                          reveal(event.currentTarget.ownerDocument, props.revealId);
                        }
                      }}
                    >
                      {Number(date.slice(8))}
                    </Day>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </div>
  );
}
