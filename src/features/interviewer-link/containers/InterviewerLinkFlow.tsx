/**
 * The interviewer link (spec 1, 2, 6, 7) at `/i/:organizationSlug/:customUrl`: whose link it is
 * (GET /superday/interviewer-link/intro), the interviewer's email (from the link's `?email=`,
 * else asked), their availability (GET …/{id}/availability) read in their zone, edits day by
 * day, Save (PUT …/{id}/availability). No candidate intro fetch (spec 2). An unknown link is the
 * invalid-link screen; an email that is not the link's is said at the field. The reads and
 * Save go through the shared data layer (use-link-reads.ts, use-save.ts); this file maps the
 * state to screens.
 */
import { useReducer, useRef } from 'react';
import type { HttpClient } from '../../../api/http';
import { zonedDateKey } from '../../../domain/time-zone';
import { isValidEmail } from '../../forms';
import { useTranslation } from 'react-i18next';
import {
  LinkProblemSlot,
  PendingRead,
  ScreenFrame,
  SLOW_NOTICE_MS,
  useHeadingFocus,
  WaitScreen,
  type WaitProps,
} from '../../shared';
import { InterviewerAvailabilityScreen } from '../screens/InterviewerAvailabilityScreen';
import { InterviewerEmailScreen } from '../screens/InterviewerEmailScreen';
import { initialState, interviewerLinkReducer } from '../state';
import { useLinkReads } from './use-link-reads';
import { useNow } from './use-now';
import { useSave } from './use-save';
import { useLeaveGuard, useStrip } from './use-strip';

export interface InterviewerLinkFlowProps {
  organizationSlug: string;
  customUrl: string;
  /** The email the link carries (`?email=`), or null: the interviewer is asked for it. */
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

export function InterviewerLinkFlow({
  organizationSlug,
  customUrl,
  email,
  http,
  browserTimeZone,
  now = Date.now,
  allTimeZones,
  slowAfterMs = SLOW_NOTICE_MS,
}: InterviewerLinkFlowProps) {
  const [state, dispatch] = useReducer(interviewerLinkReducer, email, initialState);
  const rootRef = useRef<HTMLDivElement>(null);
  const reads = useLinkReads({
    organizationSlug,
    customUrl,
    http,
    browserTimeZone,
    now,
    slowAfterMs,
    state,
    dispatch,
  });
  const { intro, link, availability } = reads;
  const at = useNow(now);
  const editing = state.kind === 'availability' ? state : null;
  const strip = useStrip(editing, at, link?.timeZone ?? null, browserTimeZone, allTimeZones);
  const { save, problem } = useSave({
    http,
    linkId: link?.id ?? null,
    state,
    problemCount: strip.problems.size,
    now,
    dispatch,
  });
  const unsaved =
    editing !== null && editing.save.kind !== 'clean' && editing.save.kind !== 'saved';
  useLeaveGuard(unsaved && problem === null);

  // The screen's name, for focus: a new one moves focus to its heading.
  const screen =
    intro.status !== 'ready'
      ? `intro:${intro.status}`
      : state.kind === 'reading'
        ? `availability:${availability.status}`
        : problem !== null
          ? 'linkProblem'
          : state.kind;
  useHeadingFocus(rootRef, screen);
  const { t } = useTranslation(['interviewerLink']);
  const wait = (props: WaitProps) => (
    <WaitScreen
      title={t('interviewerLink:loading.title')}
      slowText={t('interviewerLink:loading.slow')}
      failedTitle={t('interviewerLink:loading.failedTitle')}
      backgroundUrl={null}
      {...props}
    />
  );

  if (intro.status !== 'ready') return <PendingRead read={intro} rootRef={rootRef} wait={wait} />;
  const { organization, interviewer } = intro.data;
  if (state.kind === 'email') {
    return (
      <ScreenFrame ref={rootRef} data-screen="email">
        <InterviewerEmailScreen
          organizationName={organization.name}
          interviewerName={interviewer.name}
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
  if (state.kind === 'reading') {
    // Ready only until the reducer has taken the answer: still the wait.
    const read =
      availability.status === 'ready'
        ? { status: 'loading' as const, slow: false, retry: availability.retry }
        : availability;
    return <PendingRead read={read} rootRef={rootRef} wait={wait} />;
  }
  if (problem !== null) {
    return (
      <ScreenFrame ref={rootRef} data-screen="linkProblem">
        <LinkProblemSlot kind={problem} organizationName={null} />
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame ref={rootRef} data-screen="availability">
      <InterviewerAvailabilityScreen
        organizationName={organization.name}
        interviewerName={interviewer.name}
        timeZone={state.timeZone}
        timeZoneOptions={strip.zones}
        suggestedTimeZones={strip.suggested}
        days={strip.days}
        rows={state.days}
        day={strip.days.includes(state.day) ? state.day : strip.today}
        problems={strip.problems}
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
        onSave={save}
        now={now}
      />
    </ScreenFrame>
  );
}
