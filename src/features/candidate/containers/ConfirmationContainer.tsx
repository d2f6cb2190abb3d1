/**
 * The itinerary with its data (a lazy chunk of the journey, with the screen): the confirmed
 * interview of the session, and "Add to calendar", whose .ics export loads when clicked.
 */
import { ERROR_MESSAGES } from '../../../domain/errors';
import { officeTimeZoneOf } from '../../../domain/time-zone';
import { ConfirmationScreen } from '../screens/ConfirmationScreen';
import { canReschedule, type Session } from '../state';
import { useCalendarExport } from '../../calendar';

export interface ConfirmationContainerProps {
  session: Session;
  onsiteTimeZone: string | null;
  /** The browser's zone: an on-site interview's times also read in it. */
  browserTimeZone: string;
  backgroundUrl: string | null;
  onReschedule: () => void;
}

export default function ConfirmationContainer({
  session,
  onsiteTimeZone,
  browserTimeZone,
  backgroundUrl,
  onReschedule,
}: ConfirmationContainerProps) {
  const { intro, timeZone } = session;
  const officeTimeZone = officeTimeZoneOf(intro.interview.settings);
  const calendar = useCalendarExport(
    intro.interview.schedule,
    intro.organization.name,
    officeTimeZone,
  );
  return (
    <ConfirmationScreen
      organizationName={intro.organization.name}
      jobName={intro.interview.job.name}
      events={intro.interview.schedule}
      timeZone={timeZone}
      ownTimeZone={onsiteTimeZone !== null && browserTimeZone !== timeZone ? browserTimeZone : null}
      onsiteTimeZone={onsiteTimeZone}
      officeTimeZone={officeTimeZone}
      guestEmail={intro.guest.email}
      canReschedule={canReschedule(session)}
      calendarBusy={calendar.busy}
      calendarError={calendar.failed ? ERROR_MESSAGES.general : null}
      onDownloadIcs={() => {
        void calendar.download();
      }}
      onReschedule={onReschedule}
      backgroundUrl={backgroundUrl}
    />
  );
}
