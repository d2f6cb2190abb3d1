import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  DAY_MIN,
  overlappingRows,
  type RangeProblem,
  wallMinuteChoices,
} from '../../../../domain/interviewer-availability';
import { formatTime, formatTimeRange } from '../../../../i18n/format';
import { CloseIcon, FieldError, IconButton, List, Select, VisuallyHidden } from '../../../../ui';
import type { AvailabilityRow } from '../../model';
import { type Edge, fieldId, noteId, problemEdge, problemId } from './ids';

export interface RangeRowsProps {
  rows: readonly AvailabilityRow[];
  /** Rows that cannot be saved, by row id. */
  problems: ReadonlyMap<number, RangeProblem>;
  onChange: (id: number, edge: Edge, minute: number) => void;
  /** × of the row at `index`. */
  onRemove: (index: number) => void;
}

const REFERENCE_MIDNIGHT = Date.UTC(2000, 0, 1);
const CHOICES = wallMinuteChoices();

const Rows = styled(List)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * From, To and ×: the two pickers share the width, × keeps its size. A problem is said in the
 * second line, starting right under the picker it is about (From's from the first column, To's
 * from the second; each may run on to the right, so that on a phone it reads in two or three
 * lines, not five one-word ones); a note about the whole row (it overlaps another) spans it.
 */
const RowFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: end;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
`;

const Under = styled.div<{ $edge: Edge | 'row' }>`
  grid-row: 2;
  grid-column: ${({ $edge }) => ($edge === 'start' ? '1 / 3' : $edge === 'end' ? '2 / 4' : '1 / -1')};
  min-width: 0;
`;

const RowNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
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
 * The edited day's times, one row each: From and To (quarter hours), × to remove. A row that
 * cannot be saved says why right under the picker at fault, which is marked invalid and
 * described by it; rows that overlap say they will be joined.
 */
export function RangeRows({ rows, problems, onChange, onRemove }: RangeRowsProps) {
  const { t, i18n } = useTranslation('interviewerLink');
  const lng = i18n.language;
  const overlaps = overlappingRows(rows);
  return (
    <Rows>
      {rows.map((row, index) => {
        const problem = problems.get(row.id) ?? null;
        const at = problem === null ? null : problemEdge(problem);
        const overlap = problem === null && overlaps.has(index);
        const picker = (edge: Edge) => {
          const name = t(edge === 'start' ? 'availability.from' : 'availability.to');
          const described = [
            at === edge ? problemId(row.id, edge) : '',
            overlap ? noteId(row.id) : '',
          ].filter((id) => id !== '');
          return (
            <Select
              id={fieldId(row.id, edge)}
              // Said once, above the first row; the rows under it are read with theirs.
              label={index === 0 ? name : <VisuallyHidden>{name}</VisuallyHidden>}
              value={String(row[edge])}
              aria-invalid={at === edge}
              aria-describedby={described.length === 0 ? undefined : described.join(' ')}
              onChange={(event) => {
                onChange(row.id, edge, Number(event.target.value));
              }}
            >
              {CHOICES.filter((m) => (edge === 'start' ? m < DAY_MIN : m > 0)).map((m) => (
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
            <RowFields role="group" aria-label={t('availability.range', { number: index + 1 })}>
              {picker('start')}
              {picker('end')}
              <IconButton
                type="button"
                aria-label={t('availability.remove', { range: rangeLabel(row, lng) })}
                onClick={() => {
                  onRemove(index);
                }}
              >
                <CloseIcon aria-hidden="true" />
              </IconButton>
              {problem !== null && at !== null && (
                <Under $edge={at}>
                  <FieldError id={problemId(row.id, at)}>{t(`availability.${problem}`)}</FieldError>
                </Under>
              )}
              {overlap && (
                <Under $edge="row">
                  <RowNote id={noteId(row.id)}>{t('availability.overlaps')}</RowNote>
                </Under>
              )}
            </RowFields>
          </li>
        );
      })}
    </Rows>
  );
}
