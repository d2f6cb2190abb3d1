import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduledEvent } from '../../domain/entities';
import { calendarEntryText } from './entry-text';

export interface CalendarExport {
  busy: boolean;
  failed: boolean;
  download: () => Promise<void>;
}

/**
 * "Add to calendar" of an itinerary: the .ics export is a chunk loaded on the first click;
 * while it loads the button is busy, and a failure (chunk or file) shows the general message.
 */
export function useCalendarExport(
  events: readonly ScheduledEvent[],
  organizationName: string,
): CalendarExport {
  const { t } = useTranslation();
  const [status, setStatus] = useState({ busy: false, failed: false });
  const download = async () => {
    setStatus({ busy: true, failed: false });
    try {
      const { downloadIcs } = await import('./download');
      downloadIcs(events, organizationName, calendarEntryText(t, organizationName));
      setStatus({ busy: false, failed: false });
    } catch {
      setStatus({ busy: false, failed: true });
    }
  };
  return { ...status, download };
}
