/**
 * "Suggest times" on the Pick days screen (spec section 2: "use 'suggest times' when no
 * {product} is found"): the candidate types a date, a start and an end as wall-clock values
 * in the shown time zone; this module checks them and turns them into a selectable slot. Pure:
 * the current time is a parameter.
 */
import type { LocalizedText } from './errors';
import type { OptionSlot } from './selection';
import { zonedWallTimeToInstant } from './time-zone';

/**
 * Decision (spec silent): a suggested time lasts at least 15 minutes. A shorter slot cannot
 * hold an interview (the shortest interview the product schedules is a 15-minute call), and
 * a typo such as 10:00–10:05 is caught before it reaches the recruiter.
 */
export const MIN_SUGGESTED_MINUTES = 15;

/** Why a suggested time is refused, in the order the checks run. */
export type SuggestedTimeError =
  'invalidDate' | 'invalidTime' | 'endBeforeStart' | 'tooShort' | 'inPast' | 'outsideWindow';

/** What the candidate typed (the shape of `SuggestedTimeInput` of the candidate model). */
export interface SuggestedTimeFields {
  /** yyyy-MM-dd in the shown zone. */
  readonly date: string;
  /** HH:mm, 24-hour (an `input type=time` value). */
  readonly start: string;
  readonly end: string;
}

/** The days a suggestion may fall on, inclusive, as yyyy-MM-dd in the shown zone. */
export interface SuggestWindow {
  readonly firstDate: string;
  readonly lastDate: string;
}

export type SuggestedTimeResult =
  | { readonly ok: true; readonly slot: OptionSlot }
  | { readonly ok: false; readonly error: SuggestedTimeError };

/** The message of each refusal (namespace `pickDays`), with its English default. */
export const SUGGESTED_TIME_ERROR_MESSAGES = {
  invalidDate: {
    key: 'pickDays:suggest.errors.invalidDate',
    defaultText: 'Enter a valid date.',
  },
  invalidTime: {
    key: 'pickDays:suggest.errors.invalidTime',
    defaultText: 'Enter a valid start time and end time.',
  },
  endBeforeStart: {
    key: 'pickDays:suggest.errors.endBeforeStart',
    defaultText: 'The end time must be later than the start time.',
  },
  tooShort: {
    key: 'pickDays:suggest.errors.tooShort',
    defaultText: 'A suggested time must last at least 15 minutes.',
  },
  inPast: {
    key: 'pickDays:suggest.errors.inPast',
    defaultText: 'This time has already passed. Pick a time in the future.',
  },
  outsideWindow: {
    key: 'pickDays:suggest.errors.outsideWindow',
    defaultText: 'Pick a date within the dates shown.',
  },
} as const satisfies Record<SuggestedTimeError, LocalizedText>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** HH:mm; an `input type=time` may add `:00` seconds (or `:00.000`), which carry nothing. */
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::00(?:\.0{1,3})?)?$/;

function isDateKey(value: string): boolean {
  const match = DATE.exec(value);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (lengths[month - 1] ?? 0);
}

function parseTime(value: string): { hh: number; mm: number } | null {
  const match = TIME.exec(value);
  return match === null ? null : { hh: Number(match[1]), mm: Number(match[2]) };
}

/**
 * Checks a suggested time and makes it a slot (hash null, ISO instants in UTC, `durationMin`
 * the real length).
 *
 * Checks, in this order (the first that fails is reported):
 * 1. `invalidDate`: the date is not an existing yyyy-MM-dd calendar date (empty included);
 * 2. `invalidTime`: start or end is not HH:mm 24-hour (empty included);
 * 3. `endBeforeStart`: the end's wall-clock time is not later than the start's. Decision: a
 *    suggestion lies within one calendar day, so 22:00–01:00 is refused rather than read as
 *    running past midnight; an end equal to the start is refused too;
 * 4. `tooShort`: it lasts under {@link MIN_SUGGESTED_MINUTES} minutes of real time. On a
 *    spring-forward day a wall time in the skipped hour moves forward by the gap (see
 *    `zonedWallTimeToInstant`), so 02:00–03:00 on 2026-03-08 in New York lasts 0 minutes and
 *    is too short, while 01:30–03:30 lasts one hour; on a fall-back day a repeated wall time
 *    is its earlier instant, so 01:00–02:00 lasts two hours;
 * 5. `inPast`: it does not start after `nowMs` (a time that starts now has already begun);
 * 6. `outsideWindow`: the date is before `window.firstDate` or after `window.lastDate`.
 *    Decision: a date in the past is reported as `inPast`, the more precise message, even
 *    when it is also outside the window.
 * @throws RangeError when `zone` is not a valid IANA zone (a caller error, not a typo).
 */
export function suggestedTimeToSlot(
  input: SuggestedTimeFields,
  zone: string,
  window: SuggestWindow,
  nowMs: number,
): SuggestedTimeResult {
  const date = input.date.trim();
  if (!isDateKey(date)) return { ok: false, error: 'invalidDate' };
  const start = parseTime(input.start.trim());
  const end = parseTime(input.end.trim());
  if (start === null || end === null) return { ok: false, error: 'invalidTime' };
  if (end.hh * 60 + end.mm <= start.hh * 60 + start.mm) {
    return { ok: false, error: 'endBeforeStart' };
  }
  const startMs = zonedWallTimeToInstant(date, start.hh, start.mm, zone);
  const endMs = zonedWallTimeToInstant(date, end.hh, end.mm, zone);
  const minutes = Math.round((endMs - startMs) / 60_000);
  if (minutes < MIN_SUGGESTED_MINUTES) return { ok: false, error: 'tooShort' };
  if (!(startMs > nowMs)) return { ok: false, error: 'inPast' };
  if (date < window.firstDate || date > window.lastDate) {
    return { ok: false, error: 'outsideWindow' };
  }
  return {
    ok: true,
    slot: {
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(endMs).toISOString(),
      durationMin: minutes,
      hash: null,
    },
  };
}

/** A field of the suggest-times form. */
export type SuggestedTimeField = keyof SuggestedTimeFields;

const ERROR_FIELDS: Readonly<Record<SuggestedTimeError, readonly SuggestedTimeField[]>> = {
  invalidDate: ['date'],
  invalidTime: ['start', 'end'],
  endBeforeStart: ['end'],
  tooShort: ['end'],
  inPast: ['date', 'start'],
  outsideWindow: ['date'],
};

/**
 * The fields a suggest-times error is about (its message sits on the first, all are marked
 * invalid), found from the message the screen was given; empty for another message.
 */
export function suggestedTimeErrorFields(message: {
  readonly key: string;
}): readonly SuggestedTimeField[] {
  for (const [error, notice] of Object.entries(SUGGESTED_TIME_ERROR_MESSAGES)) {
    if (notice.key === message.key) return ERROR_FIELDS[error as SuggestedTimeError];
  }
  return [];
}
