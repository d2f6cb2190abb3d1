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
  /** The zone of the office in-person events take place in (their entries give its time). */
  officeTimeZone: string | null = null,
): CalendarExport {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState({ busy: false, failed: false });
  const download = async () => {
    setStatus({ busy: true, failed: false });
    try {
      const { downloadIcs } = await import('./download');
      downloadIcs(
        events,
        organizationName,
        calendarEntryText(t, organizationName, officeTimeZone, i18n.language),
      );
      setStatus({ busy: false, failed: false });
    } catch {
      setStatus({ busy: false, failed: true });
    }
  };
  return { ...status, download };
}
