import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate } from '../../../i18n/format';
import { Button, Checkbox, Dialog, Stack } from '../../../ui';
import { noonOfDay } from '../../day-picking';

export interface CopyDayDialogProps {
  open: boolean;
  /** The day whose times are copied. */
  from: string;
  /** The days they can be copied to (not `from`). */
  days: readonly string[];
  timeZone: string;
  onCopy: (to: string[]) => void;
  onClose: () => void;
}

const Days = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Lead = styled.p`
  margin: 0;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function isWeekday(day: string, zone: string): boolean {
  const weekday = new Date(noonOfDay(day, zone)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * Copy a day's times to other days (Calendly's "copy times to…"): the days shown, each a
 * checkbox, and "Every weekday" for Monday to Friday at once. Copy with none chosen says so.
 */
export function CopyDayDialog({ open, from, days, timeZone, onCopy, onClose }: CopyDayDialogProps) {
  const { t, i18n } = useTranslation('interviewerLink');
  const lng = i18n.language;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [missing, setMissing] = useState(false);
  const weekdays = days.filter((day) => isWeekday(day, timeZone));
  const allWeekdays = weekdays.length > 0 && weekdays.every((day) => chosen.has(day));
  const close = () => {
    setChosen(new Set());
    setMissing(false);
    onClose();
  };
  const toggle = (day: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(day);
    else next.delete(day);
    setChosen(next);
    setMissing(false);
  };
  const label = (day: string) => formatDate(noonOfDay(day, timeZone), lng, timeZone);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('copy.title', { day: label(from) })}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('copy.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (chosen.size === 0) {
                setMissing(true);
                return;
              }
              onCopy(days.filter((day) => chosen.has(day)));
              close();
            }}
          >
            {t('copy.apply')}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Lead>{t('copy.lead')}</Lead>
        {missing && <Problem role="alert">{t('copy.noneChosen')}</Problem>}
        <Checkbox
          label={t('copy.weekdays')}
          checked={allWeekdays}
          onChange={(event) => {
            const next = new Set(chosen);
            for (const day of weekdays) {
              if (event.target.checked) next.add(day);
              else next.delete(day);
            }
            setChosen(next);
            setMissing(false);
          }}
        />
        <Days>
          <Legend>{t('copy.legend')}</Legend>
          {days.map((day) => (
            <Checkbox
              key={day}
              label={label(day)}
              checked={chosen.has(day)}
              onChange={(event) => {
                toggle(day, event.target.checked);
              }}
            />
          ))}
        </Days>
      </Stack>
    </Dialog>
  );
}
