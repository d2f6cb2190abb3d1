/** The calendar file of an interview (its own chunk): which one is being made, which failed. */
import { useState } from 'react';
import type { AnyTFunction } from '../../../i18n';
import type { PortalInterview } from '../../../domain/entities';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { calendarEntryText, loadCalendarDownload } from '../../calendar';
import type { Notice } from '../model';

export function usePortalCalendar(t: AnyTFunction, organization: string) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<{ interviewId: string; notice: Notice } | null>(null);

  const addToCalendar = async (interview: PortalInterview) => {
    setBusyId(interview.id);
    setError(null);
    try {
      const { downloadIcs } = await loadCalendarDownload();
      downloadIcs(interview.events, organization, calendarEntryText(t, organization));
    } catch {
      setError({ interviewId: interview.id, notice: ERROR_MESSAGES.general });
    } finally {
      setBusyId(null);
    }
  };

  return {
    calendarBusyId: busyId,
    calendarError: error,
    onAddToCalendar: (interview: PortalInterview) => {
      void addToCalendar(interview);
    },
  };
}
