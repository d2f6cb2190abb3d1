import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { nextRange, type RangeProblem } from '../../../domain/interviewer-availability';
import { formatDate } from '../../../i18n/format';
import { translateText } from '../../../i18n/localized-text';
import { Banner, Button, PageShell, Stack, Tabs, Text } from '../../../ui';
import { DayStripHead, DayTabLabel, noonOfDay, TimeZoneField } from '../../day-picking';
import { Lead, ScreenTitle, organizationHeader } from '../../shared';
import type { AvailabilityDays, SaveStatus } from '../model';
import { fieldId, problemEdge } from './availability/ids';
import { RangeRows } from './availability/RangeRows';
import { SaveBar } from './availability/SaveBar';
import { CopyDayDialog } from './CopyDayDialog';

export interface InterviewerAvailabilityScreenProps {
  organizationName: string;
  interviewerName: string;
  timeZone: string;
  timeZoneOptions: readonly string[];
  suggestedTimeZones: readonly string[];
  /** The days of the strip, today first. */
  days: readonly string[];
  rows: AvailabilityDays;
  /** The day being edited (one of `days`; at first the first day with saved times). */
  day: string;
  /** Rows that cannot be saved, by row id. */
  problems: ReadonlyMap<number, RangeProblem>;
  /** Save was pressed with problems: say how many, near Save. */
  showProblems: boolean;
  save: SaveStatus;
  onPickDay: (day: string) => void;
  onAdd: (day: string) => void;
  onChange: (day: string, id: number, edge: 'start' | 'end', minute: number) => void;
  onRemove: (day: string, id: number) => void;
  onCopy: (from: string, to: string[]) => void;
  onZoneChange: (zone: string) => void;
  onSave: () => void;
  /** The clock, read when the zone list opens to show each zone's current time. */
  now?: () => number;
}

const PANEL_ID = 'interviewer-availability-day';
const tabId = (day: string) => `interviewer-availability-tab-${day}`;

const DayHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * The content, then the Save bar, in a column at least as tall as the screen (where the bar
 * sticks, see ui/StickyBar): the bar's own place is then never above the bottom of the screen,
 * so it sits there on a laptop too however few times the day has, and the page's end (the
 * footer) comes after it.
 */
const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};

  @media (min-height: 31.25rem) {
    min-height: 100vh;
    min-height: 100dvh;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The interviewer's availability (spec 1, 2: "to set their availability", with the main flow's
 * day-and-time picking): the zone (changeable), the strip of days (each with how many times it
 * has; it opens on the first day with saved times), the chosen day's times as rows of From and
 * To (RangeRows), Add time and Copy to other days right under them (one press opens the copy
 * dialog, with its quick picks), then Save in the app's sticky bar at the bottom of the screen,
 * saying where saving stands (SaveBar). A row that cannot be saved says why under the picker at fault;
 * Save with such rows goes to the first of them instead of saving.
 */
export function InterviewerAvailabilityScreen(props: InterviewerAvailabilityScreenProps) {
  const { rows, day, timeZone, problems } = props;
  const { t, i18n } = useTranslation(['interviewerLink', 'general']);
  const [copying, setCopying] = useState(false);
  const dayRows = rows[day] ?? [];
  const canAdd = nextRange(dayRows) !== null;
  // Where focus goes after the next render: a new row's From, the row after a removed one.
  const focusNext = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const last = dayRows.at(-1);
    const id = target === 'new' && last ? fieldId(last.id, 'start') : target;
    const element = document.getElementById(id) ?? addButton.current;
    element?.focus();
  });

  /** Save with rows that cannot be saved: to the first one's picker at fault. */
  const toFirstProblem = () => {
    for (const d of props.days) {
      const row = (rows[d] ?? []).find((r) => problems.has(r.id));
      const problem = row ? problems.get(row.id) : undefined;
      if (row === undefined || problem === undefined) continue;
      const id = fieldId(row.id, problemEdge(problem));
      if (d === day) {
        document.getElementById(id)?.focus();
      } else {
        focusNext.current = id;
        props.onPickDay(d);
      }
      return;
    }
  };

  const items = props.days.map((d) => {
    const count = (rows[d] ?? []).length;
    return {
      key: d,
      id: tabId(d),
      label: (
        <DayTabLabel
          dateKey={d}
          timeZone={timeZone}
          count={count > 0 ? count : null}
          picked={0}
          spoken={count > 0 ? [t('availability.rangeCount', { count })] : []}
        />
      ),
    };
  });
  const noon = noonOfDay(day, timeZone);

  return (
    <PageShell width="narrow" header={organizationHeader(props.organizationName)}>
      <Page>
        <Stack gap="xl">
          <Stack gap="sm">
            <ScreenTitle>{t('availability.title')}</ScreenTitle>
            <Lead>
              {t('availability.lead', {
                name: props.interviewerName,
                organization: props.organizationName,
              })}
            </Lead>
          </Stack>
          <TimeZoneField
            timeZone={timeZone}
            timeZoneOptions={props.timeZoneOptions}
            suggestedTimeZones={props.suggestedTimeZones}
            onsiteTimeZone={null}
            offsetAt={noon}
            onTimeZoneChange={props.onZoneChange}
            now={props.now}
          />
          <DayStripHead
            first={props.days[0] ?? null}
            last={props.days.at(-1) ?? null}
            timeZone={timeZone}
          >
            <Tabs
              label={t('availability.days')}
              items={items}
              selected={day}
              panelId={PANEL_ID}
              compact
              onSelect={props.onPickDay}
            />
          </DayStripHead>
          <Stack gap="md" role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(day)}>
            <DayHeading>{formatDate(noon, i18n.language, timeZone)}</DayHeading>
            {dayRows.length === 0 ? (
              <Text tone="muted">{t('availability.none')}</Text>
            ) : (
              <RangeRows
                rows={dayRows}
                problems={problems}
                onChange={(id, edge, minute) => {
                  props.onChange(day, id, edge, minute);
                }}
                onRemove={(index) => {
                  const row = dayRows[index];
                  if (row === undefined) return;
                  const next = dayRows[index + 1] ?? dayRows[index - 1];
                  focusNext.current = next ? fieldId(next.id, 'start') : 'none';
                  props.onRemove(day, row.id);
                }}
              />
            )}
            {!canAdd && <Text tone="muted">{t('availability.dayFull')}</Text>}
            <Actions>
              {canAdd && (
                <Button
                  ref={addButton}
                  variant="secondary"
                  onClick={() => {
                    focusNext.current = 'new';
                    props.onAdd(day);
                  }}
                >
                  {t('availability.add')}
                </Button>
              )}
              {dayRows.length > 0 && (
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  onClick={() => {
                    setCopying(true);
                  }}
                >
                  {t('availability.copy')}
                </Button>
              )}
            </Actions>
          </Stack>
          {props.save.kind === 'failed' && (
            <Banner variant="error">
              <p>{`${t('availability.saveFailed')} ${translateText(t, props.save.notice)}`}</p>
            </Banner>
          )}
        </Stack>
        <SaveBar
          save={props.save}
          timeZone={timeZone}
          problemCount={problems.size}
          showProblems={props.showProblems}
          onSave={() => {
            toFirstProblem();
            props.onSave();
          }}
        />
      </Page>
      <CopyDayDialog
        open={copying}
        from={day}
        days={props.days.filter((d) => d !== day)}
        timeZone={timeZone}
        onCopy={(to) => {
          props.onCopy(day, to);
        }}
        onClose={() => {
          setCopying(false);
        }}
      />
    </PageShell>
  );
}
