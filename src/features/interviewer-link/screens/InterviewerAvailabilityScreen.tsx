import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  overlappingRows,
  type RangeProblem,
  wallMinuteChoices,
  DAY_MIN,
  nextRange,
} from '../../../domain/interviewer-availability';
import { formatDate, formatTime, formatTimeRange } from '../../../i18n/format';
import { translateText } from '../../../i18n/localized-text';
import {
  Banner,
  Button,
  CloseIcon,
  IconButton,
  List,
  PageShell,
  Select,
  Stack,
  StickyBar,
  Tabs,
  Text,
  VisuallyHidden,
} from '../../../ui';
import { DayStripHead, DayTabLabel, noonOfDay, TimeZoneField } from '../../day-picking';
import { Lead, ScreenTitle, organizationHeader } from '../../shared';
import type { AvailabilityDays, AvailabilityRow, SaveStatus } from '../model';
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
  /** The day being edited (one of `days`). */
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
const fieldId = (id: number, edge: 'start' | 'end') => `interviewer-range-${String(id)}-${edge}`;
const REFERENCE_MIDNIGHT = Date.UTC(2000, 0, 1);
const CHOICES = wallMinuteChoices();

const DayHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Rows = styled(List)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** From, To and ×: the two pickers share the width, × keeps its size. */
const RowFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

const RowNote = styled.p<{ $problem: boolean }>`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $problem }) => ($problem ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${({ theme, $problem }) => ($problem ? theme.fontWeights.semibold : 'inherit')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The status and Save side by side; stacked when they do not fit. */
const SaveRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
`;

const Status = styled.div`
  flex: 1 1 10rem;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StatusText = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A wall-clock minute as the language writes a time (the same on every day: no zone math). */
function minuteLabel(minute: number, lng: string): string {
  return formatTime(REFERENCE_MIDNIGHT + minute * 60_000, lng, 'UTC');
}

function rangeLabel(row: AvailabilityRow, lng: string): string {
  return formatTimeRange(
    REFERENCE_MIDNIGHT + row.start * 60_000,
    REFERENCE_MIDNIGHT + Math.max(row.end, row.start) * 60_000,
    lng,
    'UTC',
  );
}

/**
 * The interviewer's availability (spec 1, 2: "to set their availability", with the main flow's
 * day-and-time picking): the zone (changeable), the strip of days (each with how many times it
 * has), the chosen day's times as rows of From and To (quarter hours; × removes one), Add time,
 * Copy to other days, then Save in a bar that stays in view and says where saving stands.
 * A row that cannot be saved says why under it; rows that overlap say they will be joined.
 * Save with such rows goes to the first of them instead of saving.
 */
export function InterviewerAvailabilityScreen(props: InterviewerAvailabilityScreenProps) {
  const { rows, day, timeZone, problems, save } = props;
  const { t, i18n } = useTranslation(['interviewerLink', 'general']);
  const lng = i18n.language;
  const [copying, setCopying] = useState(false);
  const dayRows = rows[day] ?? [];
  const overlaps = overlappingRows(dayRows);
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

  const firstProblem = () => {
    for (const d of props.days) {
      const row = (rows[d] ?? []).find((r) => problems.has(r.id));
      if (row) return { day: d, row };
    }
    return null;
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
  const problemCount = [...problems.keys()].length;

  return (
    <PageShell width="narrow" header={organizationHeader(props.organizationName)}>
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
          <DayHeading>{formatDate(noon, lng, timeZone)}</DayHeading>
          {dayRows.length === 0 ? (
            <Text tone="muted">{t('availability.none')}</Text>
          ) : (
            <Rows>
              {dayRows.map((row, index) => {
                const problem = problems.get(row.id) ?? null;
                const noteId = `interviewer-range-${String(row.id)}-note`;
                const note =
                  problem !== null
                    ? t(`availability.${problem}`)
                    : overlaps.has(index)
                      ? t('availability.overlaps')
                      : null;
                const picker = (edge: 'start' | 'end') => {
                  const value = row[edge];
                  const choices = CHOICES.filter((m) => (edge === 'start' ? m < DAY_MIN : m > 0));
                  const invalid =
                    (problem === 'endBeforeStart' && edge === 'end') ||
                    (problem === 'past' && edge === 'start');
                  return (
                    <Select
                      id={fieldId(row.id, edge)}
                      label={
                        // Said once, above the first row; the rows under it are read with theirs.
                        index === 0 ? (
                          t(edge === 'start' ? 'availability.from' : 'availability.to')
                        ) : (
                          <VisuallyHidden>
                            {t(edge === 'start' ? 'availability.from' : 'availability.to')}
                          </VisuallyHidden>
                        )
                      }
                      value={String(value)}
                      aria-invalid={invalid}
                      aria-describedby={note === null ? undefined : noteId}
                      onChange={(event) => {
                        props.onChange(day, row.id, edge, Number(event.target.value));
                      }}
                    >
                      {choices.map((m) => (
                        <option key={m} value={m}>
                          {m === DAY_MIN
                            ? t('availability.endOfDay', { time: minuteLabel(m, lng) })
                            : minuteLabel(m, lng)}
                        </option>
                      ))}
                    </Select>
                  );
                };
                return (
                  <li key={row.id}>
                    <div role="group" aria-label={t('availability.range', { number: index + 1 })}>
                      <RowFields>
                        {picker('start')}
                        {picker('end')}
                        <IconButton
                          type="button"
                          aria-label={t('availability.remove', { range: rangeLabel(row, lng) })}
                          onClick={() => {
                            const next = dayRows[index + 1] ?? dayRows[index - 1];
                            focusNext.current = next ? fieldId(next.id, 'start') : 'none';
                            props.onRemove(day, row.id);
                          }}
                        >
                          <CloseIcon aria-hidden="true" />
                        </IconButton>
                      </RowFields>
                      {note !== null && (
                        <RowNote id={noteId} $problem={problem !== null}>
                          {note}
                        </RowNote>
                      )}
                    </div>
                  </li>
                );
              })}
            </Rows>
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
                variant="ghost"
                onClick={() => {
                  setCopying(true);
                }}
              >
                {t('availability.copy')}
              </Button>
            )}
          </Actions>
        </Stack>
        {save.kind === 'failed' && (
          <Banner variant="error">
            <p>{`${t('availability.saveFailed')} ${translateText(t, save.notice)}`}</p>
          </Banner>
        )}
      </Stack>
      <StickyBar>
        <SaveRow>
          <Status>
            <StatusText role="status">
              {save.kind === 'clean'
                ? t('availability.clean')
                : save.kind === 'saving'
                  ? t('availability.saving')
                  : save.kind === 'saved'
                    ? t('availability.savedAt', { time: formatTime(save.at, lng, timeZone) })
                    : t('availability.unsaved')}
            </StatusText>
            {props.showProblems && problemCount > 0 && (
              <Text tone="danger" size="sm" role="alert">
                {t('availability.problems', { count: problemCount })}
              </Text>
            )}
          </Status>
          <Button
            size="large"
            busy={save.kind === 'saving'}
            busyLabel={t('availability.saving')}
            onClick={() => {
              const first = firstProblem();
              if (first !== null) {
                const edge = problems.get(first.row.id) === 'past' ? 'start' : 'end';
                if (first.day === day) {
                  document.getElementById(fieldId(first.row.id, edge))?.focus();
                } else {
                  focusNext.current = fieldId(first.row.id, edge);
                  props.onPickDay(first.day);
                }
              }
              props.onSave();
            }}
          >
            {t('availability.save')}
          </Button>
        </SaveRow>
      </StickyBar>
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
