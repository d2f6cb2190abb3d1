/**
 * The interviewer link (spec 1, 2, 6, 7) at `/i/:organizationSlug/:customUrl`: whose link it is
 * (GET /superday/interviewer-link/intro), the interviewer's e-mail (from the link's `?email=`,
 * else asked), their availability (GET …/{id}/availability) read in their zone, edits day by
 * day, Save (PUT …/{id}/availability). No candidate intro fetch (spec 2). An unknown link is the
 * invalid-link screen; an e-mail that is not the link's is said at the field.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, HttpError } from '../../../api/errors';
import type { HttpClient } from '../../../api/http';
import {
  getInterviewerAvailability,
  getInterviewerLinkIntro,
  updateInterviewerAvailability,
} from '../../../api/interviewer-link';
import {
  availabilityRanges,
  rangeProblem,
  type RangeProblem,
  visibleDays,
} from '../../../domain/interviewer-availability';
import { isValidTimeZone, zonedDateKey } from '../../../domain/time-zone';
import { defaultZones, timeZoneChoices } from '../../day-picking';
import { isValidEmail } from '../../forms';
import {
  describeLinkFailure,
  LinkProblemSlot,
  ScreenFrame,
  useHeadingFocus,
  useSlowNotice,
  WaitScreen,
} from '../../shared';
import type { InterviewerLinkState } from '../model';
import { InterviewerAvailabilityScreen } from '../screens/InterviewerAvailabilityScreen';
import { InterviewerEmailScreen } from '../screens/InterviewerEmailScreen';
import { INITIAL_STATE, interviewerLinkReducer } from '../state';

export interface InterviewerLinkFlowProps {
  organizationSlug: string;
  customUrl: string;
  /** The e-mail the link carries (`?email=`), or null: the interviewer is asked for it. */
  email: string | null;
  http: HttpClient;
  /** The browser's IANA zone: the zone when the link has none. */
  browserTimeZone: string;
  /** The clock (epoch ms): today, and times that have begun. */
  now?: () => number;
  /** All IANA zones offered by the picker (default: Intl.supportedValuesOf('timeZone')). */
  allTimeZones?: readonly string[];
  slowAfterMs?: number;
}

/** Days in the strip from today (then any later day with times). */
export const STRIP_DAYS = 28;

function isNotFound(error: unknown): boolean {
  return (error instanceof ApiError || error instanceof HttpError) && error.httpStatus === 404;
}

/** The screen's name, for focus and the slow-loading timer. */
function screenOf(state: InterviewerLinkState): string {
  if (state.kind === 'loading') {
    return `loading:${state.intro === null ? 'intro' : 'availability'}:${String(state.attempt)}${state.error === null ? '' : ':error'}`;
  }
  return state.kind;
}

export function InterviewerLinkFlow({
  organizationSlug,
  customUrl,
  email,
  http,
  browserTimeZone,
  now = Date.now,
  allTimeZones,
  slowAfterMs = 12_000,
}: InterviewerLinkFlowProps) {
  const { t } = useTranslation(['interviewerLink']);
  const [state, dispatch] = useReducer(interviewerLinkReducer, INITIAL_STATE);
  const rootRef = useRef<HTMLDivElement>(null);
  const screen = screenOf(state);
  useHeadingFocus(rootRef, screen);
  const slow = useSlowNotice(screen, slowAfterMs);
  const saving = useRef(false);

  const loading = state.kind === 'loading' ? state : null;
  const attempt = loading?.attempt ?? -1;
  const intro = loading?.intro ?? null;
  const loadingEmail = loading?.email ?? null;

  // The intro, then (once the e-mail is known) the availability, in the intro's zone.
  useEffect(() => {
    if (attempt < 0) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    const failed = (error: unknown) => {
      if (controller.signal.aborted) return;
      const failure = describeLinkFailure(error, navigator.onLine);
      if (failure.problem !== null) dispatch({ type: 'linkProblem', problem: failure.problem });
      else dispatch({ type: 'loadFailed', error: failure.notice });
    };
    if (intro === null) {
      getInterviewerLinkIntro(http, { organizationSlug, customUrl }, options).then(
        (loaded) => {
          dispatch({ type: 'introLoaded', intro: loaded, email: email?.trim() || null });
        },
        (error: unknown) => {
          if (isNotFound(error) && !controller.signal.aborted) {
            dispatch({ type: 'linkProblem', problem: 'invalid' });
          } else failed(error);
        },
      );
    } else if (loadingEmail !== null) {
      getInterviewerAvailability(http, intro.id, loadingEmail, options).then(
        (availability) => {
          // Their own zone (the intro's) when it is a real one, else the browser's.
          const own = intro.timeZone?.trim() ?? '';
          const timeZone = own !== '' && isValidTimeZone(own) ? own : browserTimeZone;
          dispatch({
            type: 'availabilityLoaded',
            ranges: availability.ranges,
            timeZone,
            today: zonedDateKey(now(), timeZone),
          });
        },
        (error: unknown) => {
          if (isNotFound(error) && !controller.signal.aborted) {
            dispatch({ type: 'emailRejected', email: loadingEmail, error: 'notFound' });
          } else failed(error);
        },
      );
    }
    return () => {
      controller.abort();
    };
  }, [
    http,
    organizationSlug,
    customUrl,
    email,
    attempt,
    intro,
    loadingEmail,
    browserTimeZone,
    now,
  ]);

  const editing = state.kind === 'availability' ? state : null;
  const unsaved =
    editing !== null && editing.save.kind !== 'clean' && editing.save.kind !== 'saved';
  // Leaving (closing, reloading, another address) with changes not saved asks first.
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      window.removeEventListener('beforeunload', ask);
    };
  }, [unsaved]);

  const timeZone = editing?.timeZone ?? browserTimeZone;
  const at = now();
  const today = zonedDateKey(at, timeZone);
  const days = editing ? visibleDays(today, editing.days, STRIP_DAYS) : [];
  const problems = new Map<number, RangeProblem>();
  if (editing) {
    for (const day of days) {
      for (const row of editing.days[day] ?? []) {
        const problem = rangeProblem(day, row, timeZone, at);
        if (problem !== null) problems.set(row.id, problem);
      }
    }
  }
  const suggested = useMemo(
    () => timeZoneChoices([timeZone, editing?.intro.timeZone, browserTimeZone], []),
    [timeZone, editing?.intro.timeZone, browserTimeZone],
  );
  const zones = useMemo(
    () => timeZoneChoices(suggested, allTimeZones ?? defaultZones()),
    [suggested, allTimeZones],
  );

  if (state.kind === 'loading') {
    return (
      <ScreenFrame ref={rootRef} data-screen="loading">
        <WaitScreen
          title={t('interviewerLink:loading.title')}
          slowText={t('interviewerLink:loading.slow')}
          failedTitle={t('interviewerLink:loading.failedTitle')}
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
  if (state.kind === 'email') {
    return (
      <ScreenFrame ref={rootRef} data-screen="email">
        <InterviewerEmailScreen
          organizationName={state.intro.organization.name}
          interviewerName={state.intro.interviewer.name}
          email={state.email}
          error={state.error}
          onSubmit={(typed) => {
            const value = typed.trim();
            if (isValidEmail(value)) dispatch({ type: 'emailSubmitted', email: value });
            else dispatch({ type: 'emailRejected', email: typed, error: 'invalid' });
          }}
        />
      </ScreenFrame>
    );
  }

  const save = async () => {
    // Nothing to send: already saved, or not changed since it was read.
    const { kind } = state.save;
    if (saving.current || kind === 'saving' || kind === 'saved' || kind === 'clean') return;
    if (problems.size > 0) {
      dispatch({ type: 'showProblems' });
      return;
    }
    saving.current = true;
    const ranges = availabilityRanges(state.days, state.timeZone);
    dispatch({ type: 'save' });
    try {
      await updateInterviewerAvailability(http, state.intro.id, {
        interviewerEmail: state.email,
        ranges,
        timeZone: state.timeZone,
      });
      dispatch({ type: 'saved', ranges, at: now() });
    } catch (error) {
      dispatch({ type: 'saveFailed', notice: describeLinkFailure(error, navigator.onLine).notice });
    } finally {
      saving.current = false;
    }
  };

  return (
    <ScreenFrame ref={rootRef} data-screen="availability">
      <InterviewerAvailabilityScreen
        organizationName={state.intro.organization.name}
        interviewerName={state.intro.interviewer.name}
        timeZone={state.timeZone}
        timeZoneOptions={zones}
        suggestedTimeZones={suggested}
        days={days}
        rows={state.days}
        day={days.includes(state.day) ? state.day : today}
        problems={problems}
        showProblems={state.showProblems}
        save={state.save}
        onPickDay={(day) => {
          dispatch({ type: 'pickDay', day });
        }}
        onAdd={(day) => {
          dispatch({ type: 'addRange', day });
        }}
        onChange={(day, id, edge, minute) => {
          dispatch({ type: 'changeRange', day, id, edge, minute });
        }}
        onRemove={(day, id) => {
          dispatch({ type: 'removeRange', day, id });
        }}
        onCopy={(from, to) => {
          dispatch({ type: 'copyDay', from, to });
        }}
        onZoneChange={(zone) => {
          dispatch({ type: 'changeZone', timeZone: zone, today: zonedDateKey(now(), zone) });
        }}
        onSave={() => {
          void save();
        }}
        now={now}
      />
    </ScreenFrame>
  );
}
