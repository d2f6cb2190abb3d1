import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetIntro } from '../../../../domain/entities';
import { calendarEntryText, loadCalendarDownload } from '../../../calendar';

export interface CalendarExport {
  busy: boolean;
  failed: boolean;
  download: () => Promise<void>;
}

/**
 * "Add to calendar" of the itinerary: the .ics export is a chunk loaded on the first click;
 * while it loads the button is busy, and a failure (chunk or file) shows the general message.
 */
export function useCalendarExport(intro: MeetIntro): CalendarExport {
  const { t } = useTranslation();
  const [status, setStatus] = useState({ busy: false, failed: false });
  const download = async () => {
    setStatus({ busy: true, failed: false });
    try {
      const { downloadIcs } = await loadCalendarDownload();
      const organization = intro.organization.name;
      downloadIcs(intro.interview.schedule, organization, calendarEntryText(t, organization));
      setStatus({ busy: false, failed: false });
    } catch {
      setStatus({ busy: false, failed: true });
    }
  };
  return { ...status, download };
}
