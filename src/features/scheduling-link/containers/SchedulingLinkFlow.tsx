/**
 * The scheduling link (spec 1, 2, 7, 8) at `/l/:id`: the link's intro (what it is for, the
 * times it offers), the visitor's details (the shared contact form), one time, the booking
 * (POST /scheduling-link/schedule-interview), then the confirmation with add to calendar. An
 * unknown link (SCHEDULING_LINK_NOT_FOUND, 10001) is the invalid-link screen. The read and the
 * booking go through the shared data layer (useResource, use-schedule.ts); this file maps the
 * state to screens.
 */
import { useReducer, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SchedulingLinkError } from '../../../api/errors';
import type { HttpClient } from '../../../api/http';
import { getSchedulingLinkIntro } from '../../../api/scheduling-link';
import type { ScheduledEvent } from '../../../domain/entities';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { timesByDay, upcomingTimes } from '../../../domain/scheduling-link';
import { formatDuration } from '../../../i18n/format';
import { useCalendarExport } from '../../calendar';
import { ContactFormScreen, type ContactFormValues } from '../../forms';
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
import { SchedulingLinkTimeScreen } from '../screens/SchedulingLinkTimeScreen';
import { INITIAL_STATE, schedulingLinkReducer } from '../state';
import { useSchedule } from './use-schedule';

export interface SchedulingLinkFlowProps {
  /** The link's id (the path's `:id`). */
  id: string;
  http: HttpClient;
  /** The visitor's IANA zone: times are theirs. */
  browserTimeZone: string;
  /** The clock (epoch ms): times that started are no longer offered. */
  now?: () => number;
  slowAfterMs?: number;
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
}: SchedulingLinkFlowProps) {
  const { t, i18n } = useTranslation(['schedulingLink']);
  const [state, dispatch] = useReducer(schedulingLinkReducer, INITIAL_STATE);
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
  const taken = new Set(state.taken);
  const offered = upcomingTimes(link?.times ?? [], at).filter((time) => !taken.has(time.start));
  const { schedule, busy, problem } = useSchedule({
    http,
    linkId: link?.id ?? null,
    state,
    offered,
    browserTimeZone,
    form,
    dispatch,
  });

  const booked = state.booked;
  const event: ScheduledEvent | null =
    link && booked
      ? {
          id: `${link.id}-${booked.startTime}`,
          title: link.title,
          startTime: booked.startTime,
          endTime: booked.endTime,
          location: null,
          videoUrl: null,
          interviewers: [],
        }
      : null;
  const calendar = useCalendarExport(event ? [event] : [], link?.organization.name ?? '');
  const screen =
    intro.status !== 'ready'
      ? `intro:${intro.status}`
      : problem !== null
        ? 'linkProblem'
        : state.step;
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
  const organization = intro.data.organization.name;
  const { title, durationMin } = intro.data;

  return (
    <ScreenFrame ref={rootRef} data-screen={state.step}>
      {state.step === 'details' && (
        <ContactFormScreen
          form={form}
          organizationName={organization}
          summary={t('schedulingLink:summary', {
            title,
            duration: formatDuration(durationMin, i18n.language),
          })}
          submitting={false}
          error={null}
          onSubmit={(contact) => {
            dispatch({ type: 'detailsGiven', contact });
          }}
        />
      )}
      {state.step === 'time' && (
        <SchedulingLinkTimeScreen
          organizationName={organization}
          title={title}
          durationMin={durationMin}
          days={timesByDay(offered, browserTimeZone)}
          timeZone={browserTimeZone}
          chosen={state.chosen}
          sending={busy}
          error={state.error}
          missingChoice={state.missingChoice}
          onChoose={(start) => {
            if (!busy) dispatch({ type: 'choose', start });
          }}
          onSchedule={schedule}
          onChangeDetails={() => {
            if (!busy) dispatch({ type: 'changeDetails' });
          }}
        />
      )}
      {state.step === 'confirmed' && event !== null && (
        <SchedulingLinkConfirmedScreen
          organizationName={organization}
          email={state.contact?.email ?? ''}
          event={event}
          timeZone={browserTimeZone}
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
