import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { copyPickDays, type CopyPick } from '../../../domain/interviewer-availability';
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

const PICKS: readonly CopyPick[] = ['weekdays', 'sameWeekday'];

/**
 * Copy a day's times to other days (Calendly's "copy times to…"): quick picks first (every
 * weekday, Monday to Friday; the same day every week), each ticked while all its days are, then
 * the days shown, each a checkbox. Copy says how many days it copies to; with none chosen it
 * says so instead.
 */
export function CopyDayDialog({ open, from, days, timeZone, onCopy, onClose }: CopyDayDialogProps) {
  const { t, i18n } = useTranslation('interviewerLink');
  const lng = i18n.language;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [missing, setMissing] = useState(false);
  const close = () => {
    setChosen(new Set());
    setMissing(false);
    onClose();
  };
  const choose = (list: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const day of list) {
      if (on) next.add(day);
      else next.delete(day);
    }
    setChosen(next);
    setMissing(false);
  };
  const label = (day: string) => formatDate(noonOfDay(day, timeZone), lng, timeZone);
  const weekday = new Intl.DateTimeFormat(lng, { weekday: 'long', timeZone }).format(
    noonOfDay(from, timeZone),
  );
  const count = days.filter((day) => chosen.has(day)).length;
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
              if (count === 0) {
                setMissing(true);
                return;
              }
              onCopy(days.filter((day) => chosen.has(day)));
              close();
            }}
          >
            {count === 0 ? t('copy.apply') : t('copy.applyCount', { count })}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Lead>{t('copy.lead')}</Lead>
        {missing && <Problem role="alert">{t('copy.noneChosen')}</Problem>}
        <Days>
          <Legend>{t('copy.quick')}</Legend>
          {PICKS.map((pick) => {
            const list = copyPickDays(pick, from, days);
            if (list.length === 0) return null;
            return (
              <Checkbox
                key={pick}
                label={
                  pick === 'weekdays' ? t('copy.weekdays') : t('copy.sameWeekday', { weekday })
                }
                checked={list.every((day) => chosen.has(day))}
                onChange={(event) => {
                  choose(list, event.target.checked);
                }}
              />
            );
          })}
        </Days>
        <Days>
          <Legend>{t('copy.legend')}</Legend>
          {days.map((day) => (
            <Checkbox
              key={day}
              label={label(day)}
              checked={chosen.has(day)}
              onChange={(event) => {
                choose([day], event.target.checked);
              }}
            />
          ))}
        </Days>
      </Stack>
    </Dialog>
  );
}
