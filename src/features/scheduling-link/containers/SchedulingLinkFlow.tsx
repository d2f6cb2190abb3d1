/**
 * The scheduling link (spec 1, 2, 7, 8) at `/l/:id`, time first as a booking page: the link's
 * intro (what it is for, the times it offers), a month calendar with the day's times beside it
 * (in a zone the visitor can change), Next beside the chosen time, then only the details the
 * booking needs beside the chosen time, the booking (POST /scheduling-link/schedule-interview),
 * the confirmation with add to calendar. A link with no time left says so on arrival; an unknown
 * one (SCHEDULING_LINK_NOT_FOUND, 10001) is the invalid-link screen. The read and the booking go
 * through the shared data layer (useResource, use-schedule.ts); use-booking.ts holds the state.
 */
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SchedulingLinkError } from '../../../api/errors';
import type { HttpClient } from '../../../api/http';
import { getSchedulingLinkIntro } from '../../../api/scheduling-link';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { useCalendarExport } from '../../calendar';
import type { ContactFormValues } from '../../forms';
import {
  describeLinkFailure,
  isOnline,
  LinkProblemSlot,
  PendingRead,
  type ResourceFailure,
  ScreenFrame,
  SLOW_NOTICE_MS,
  useHeadingFocus,
  useResource,
  WaitScreen,
  type WaitProps,
} from '../../shared';
import { SchedulingLinkConfirmedScreen } from '../screens/SchedulingLinkConfirmedScreen';
import { SchedulingLinkDetailsScreen } from '../screens/SchedulingLinkDetailsScreen';
import { SchedulingLinkNoTimesScreen } from '../screens/SchedulingLinkNoTimesScreen';
import { SchedulingLinkTimeScreen } from '../screens/SchedulingLinkTimeScreen';
import { useBooking } from './use-booking';
import { useSchedule } from './use-schedule';

export interface SchedulingLinkFlowProps {
  /** The link's id (the path's `:id`). */
  id: string;
  http: HttpClient;
  /** The visitor's IANA zone: times are shown in it until they choose another. */
  browserTimeZone: string;
  /** The clock (epoch ms): times that started are no longer offered. */
  now?: () => number;
  slowAfterMs?: number;
  /** The zones the picker lists (default: every zone the browser knows). */
  allTimeZones?: readonly string[];
}

const EMPTY_CONTACT: ContactFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  linkedInUrl: '',
};

export function SchedulingLinkFlow({
  id,
  http,
  browserTimeZone,
  now = Date.now,
  slowAfterMs = SLOW_NOTICE_MS,
  allTimeZones,
}: SchedulingLinkFlowProps) {
  const { t } = useTranslation(['schedulingLink']);
  // The clock, read once when the page opens: the times that started by then are not offered.
  const [at] = useState(now);
  const rootRef = useRef<HTMLDivElement>(null);
  const form = useForm<ContactFormValues>({
    defaultValues: EMPTY_CONTACT,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const intro = useResource({
    key: id,
    load: (signal) => getSchedulingLinkIntro(http, id, { signal }),
    // SchedulingLinkError wraps what failed (spec 8 keeps its code): read by the shared rule.
    failure: (error) =>
      error instanceof SchedulingLinkError ? readIntroFailure(error) : undefined,
    slowAfterMs,
  });
  const link = intro.status === 'ready' ? intro.data : null;
  const booking = useBooking(link, at, browserTimeZone, allTimeZones);
  const { state, dispatch, timeZone, chosen } = booking;
  const { schedule, busy, problem } = useSchedule({
    http,
    linkId: link?.id ?? null,
    state,
    offered: booking.offered,
    guestTimeZone: timeZone,
    form,
    dispatch,
  });

  const { event } = booking;
  const calendar = useCalendarExport(event ? [event] : [], link?.organization.name ?? '');
  // Nothing left to book (on arrival, or the last time taken meanwhile): said before any form.
  const step = state.step !== 'confirmed' && booking.offered.length === 0 ? 'noTimes' : state.step;
  const screen =
    intro.status !== 'ready' ? `intro:${intro.status}` : problem !== null ? 'linkProblem' : step;
  useHeadingFocus(rootRef, screen);

  const wait = (props: WaitProps) => (
    <WaitScreen
      title={t('schedulingLink:loading.title')}
      slowText={t('schedulingLink:loading.slow')}
      failedTitle={t('schedulingLink:loading.failedTitle')}
      backgroundUrl={null}
      {...props}
    />
  );
  if (intro.status !== 'ready') return <PendingRead read={intro} rootRef={rootRef} wait={wait} />;
  if (problem !== null) {
    return (
      <ScreenFrame ref={rootRef} data-screen="linkProblem">
        <LinkProblemSlot kind={problem} organizationName={null} />
      </ScreenFrame>
    );
  }
  const about = {
    organizationName: intro.data.organization.name,
    title: intro.data.title,
    durationMin: intro.data.durationMin,
  };
  return (
    <ScreenFrame ref={rootRef} data-screen={step}>
      {step === 'noTimes' && (
        <SchedulingLinkNoTimesScreen {...about} taken={state.error?.kind === 'taken'} />
      )}
      {step === 'time' && (
        <SchedulingLinkTimeScreen
          {...about}
          view={booking.view}
          today={booking.today}
          timeZone={timeZone}
          timeZoneOptions={booking.zones}
          suggestedTimeZones={booking.suggested}
          now={now}
          chosen={state.chosen}
          error={state.error}
          onTimeZoneChange={(zone) => {
            dispatch({ type: 'zoneChosen', zone });
          }}
          onShowMonth={(month) => {
            dispatch({ type: 'monthShown', month });
          }}
          onShowDay={(day) => {
            dispatch({ type: 'dayShown', day });
          }}
          onChoose={(start) => {
            dispatch({ type: 'choose', start });
          }}
          onNext={() => {
            dispatch({ type: 'next' });
          }}
        />
      )}
      {step === 'details' && chosen !== null && (
        <SchedulingLinkDetailsScreen
          {...about}
          form={form}
          time={chosen}
          timeZone={timeZone}
          sending={busy}
          error={state.error}
          onSchedule={schedule}
          onChangeTime={() => {
            if (!busy) dispatch({ type: 'changeTime' });
          }}
        />
      )}
      {step === 'confirmed' && event !== null && (
        <SchedulingLinkConfirmedScreen
          organizationName={about.organizationName}
          email={form.getValues('email')}
          event={event}
          timeZone={timeZone}
          calendarBusy={calendar.busy}
          calendarError={calendar.failed ? ERROR_MESSAGES.general : null}
          onDownloadIcs={() => {
            void calendar.download();
          }}
        />
      )}
    </ScreenFrame>
  );
}

/**
 * An unknown link (10001) is the invalid-link screen; anything else is what it wraps, read by
 * the shared rule (a time-out, offline, a 404 or 410 of its own).
 */
function readIntroFailure(error: SchedulingLinkError): ResourceFailure {
  if (error.notFound) return { problem: 'invalid' };
  const { notice, problem } = describeLinkFailure(error.cause, isOnline());
  return problem === null ? { error: notice } : { problem };
}
