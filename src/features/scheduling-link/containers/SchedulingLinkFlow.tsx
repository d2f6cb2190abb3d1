/**
 * The scheduling link (spec 1, 2, 7, 8) at `/l/:id`: the link's intro (what it is for, the
 * times it offers), the visitor's details (the shared contact form), one time, the booking
 * (POST /scheduling-link/schedule-interview), then the confirmation with add to calendar. An
 * unknown link (SCHEDULING_LINK_NOT_FOUND, 10001) is the invalid-link screen.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SchedulingLinkError } from '../../../api/errors';
import type { HttpClient } from '../../../api/http';
import { getSchedulingLinkIntro, scheduleInterview } from '../../../api/scheduling-link';
import type { ScheduledEvent } from '../../../domain/entities';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { timesByDay, upcomingTimes } from '../../../domain/scheduling-link';
import { toSelectedTimeRange } from '../../../domain/selection';
import { formatDuration } from '../../../i18n/format';
import { useCalendarExport } from '../../calendar';
import { ContactFormScreen, type ContactFormValues } from '../../forms';
import {
  describeLinkFailure,
  LinkProblemSlot,
  ScreenFrame,
  useHeadingFocus,
  useSlowNotice,
  WaitScreen,
} from '../../shared';
import type { SchedulingLinkState } from '../model';
import { SchedulingLinkConfirmedScreen } from '../screens/SchedulingLinkConfirmedScreen';
import { SchedulingLinkTimeScreen } from '../screens/SchedulingLinkTimeScreen';
import { INITIAL_STATE, schedulingLinkReducer } from '../state';

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

/** The screen's name, for focus and the slow-loading timer. */
function screenOf(state: SchedulingLinkState): string {
  if (state.kind === 'loading') {
    return `loading:${String(state.attempt)}${state.error === null ? '' : ':error'}`;
  }
  return state.kind === 'ready' ? state.step : state.kind;
}

export function SchedulingLinkFlow({
  id,
  http,
  browserTimeZone,
  now = Date.now,
  slowAfterMs = 12_000,
}: SchedulingLinkFlowProps) {
  const { t, i18n } = useTranslation(['schedulingLink']);
  const [state, dispatch] = useReducer(schedulingLinkReducer, INITIAL_STATE);
  const [at] = useState(now);
  const rootRef = useRef<HTMLDivElement>(null);
  const screen = screenOf(state);
  useHeadingFocus(rootRef, screen);
  const slow = useSlowNotice(screen, slowAfterMs);
  const sending = useRef(false);
  const form = useForm<ContactFormValues>({
    defaultValues: EMPTY_CONTACT,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const attempt = state.kind === 'loading' ? state.attempt : -1;
  useEffect(() => {
    if (attempt < 0) return;
    const controller = new AbortController();
    getSchedulingLinkIntro(http, id, { signal: controller.signal }).then(
      (intro) => {
        dispatch({ type: 'loaded', intro });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof SchedulingLinkError && error.notFound) {
          dispatch({ type: 'loadFailed', error: null, problem: 'invalid' });
          return;
        }
        const cause = error instanceof SchedulingLinkError ? error.cause : error;
        const failure = describeLinkFailure(cause, navigator.onLine);
        dispatch({ type: 'loadFailed', error: failure.notice, problem: failure.problem });
      },
    );
    return () => {
      controller.abort();
    };
  }, [http, id, attempt]);

  const ready = state.kind === 'ready' ? state : null;
  const booked = ready?.booked ?? null;
  const event: ScheduledEvent | null =
    ready && booked
      ? {
          id: `${ready.intro.id}-${booked.startTime}`,
          title: ready.intro.title,
          startTime: booked.startTime,
          endTime: booked.endTime,
          location: null,
          videoUrl: null,
          interviewers: [],
        }
      : null;
  const calendar = useCalendarExport(event ? [event] : [], ready?.intro.organization.name ?? '');

  if (state.kind === 'loading') {
    return (
      <ScreenFrame ref={rootRef} data-screen="loading">
        <WaitScreen
          title={t('schedulingLink:loading.title')}
          slowText={t('schedulingLink:loading.slow')}
          failedTitle={t('schedulingLink:loading.failedTitle')}
          backgroundUrl={null}
          slow={slow}
          error={state.error}
          onRetry={() => {
            dispatch({ type: 'retry' });
          }}
        />
      </ScreenFrame>
    );
  }
  if (state.kind === 'linkProblem') {
    return (
      <ScreenFrame ref={rootRef} data-screen="linkProblem">
        <LinkProblemSlot kind={state.problem} organizationName={null} />
      </ScreenFrame>
    );
  }

  const { intro } = state;
  const organization = intro.organization.name;
  const taken = new Set(state.taken);
  const offered = upcomingTimes(intro.times, at).filter((time) => !taken.has(time.start));
  const days = timesByDay(offered, browserTimeZone);

  const schedule = async () => {
    if (sending.current || state.sending) return;
    const chosen = offered.find((time) => time.start === state.chosen);
    dispatch({ type: 'send' });
    if (!chosen || state.contact === null) return;
    sending.current = true;
    const time = { startTime: chosen.startTime, endTime: chosen.endTime };
    try {
      await scheduleInterview(http, {
        id: intro.id,
        contact: state.contact,
        timeRange: toSelectedTimeRange(time),
        guestTimeZone: browserTimeZone,
      });
      dispatch({ type: 'sent', time });
    } catch (error) {
      const code = error instanceof SchedulingLinkError ? error.code : 'UNKNOWN';
      if (code === 'SCHEDULING_LINK_TIME_TAKEN') {
        dispatch({ type: 'sendFailed', error: { kind: 'taken' } });
      } else {
        const cause = error instanceof SchedulingLinkError ? error.cause : error;
        const { notice } = describeLinkFailure(cause, navigator.onLine);
        dispatch({ type: 'sendFailed', error: { kind: 'failed', code, notice } });
      }
    } finally {
      sending.current = false;
    }
  };

  return (
    <ScreenFrame ref={rootRef} data-screen={state.step}>
      {state.step === 'details' && (
        <ContactFormScreen
          form={form}
          organizationName={organization}
          summary={t('schedulingLink:summary', {
            title: intro.title,
            duration: formatDuration(intro.durationMin, i18n.language),
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
          title={intro.title}
          durationMin={intro.durationMin}
          days={days}
          timeZone={browserTimeZone}
          chosen={state.chosen}
          sending={state.sending}
          error={state.error}
          missingChoice={state.missingChoice}
          onChoose={(start) => {
            dispatch({ type: 'choose', start });
          }}
          onSchedule={() => {
            void schedule();
          }}
          onChangeDetails={() => {
            dispatch({ type: 'changeDetails' });
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
