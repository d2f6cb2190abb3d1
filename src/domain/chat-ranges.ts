/**
 * The times the chatbot understood from the candidate's words (spec 3: `availableTimeRanges`,
 * `parsedAvailability`), as the candidate checks and corrects them before anything is sent:
 * each one a chip that can be removed or changed (its day, start and end, as wall-clock values
 * in the candidate's zone). Pure: the zone and the current time are parameters.
 */
import { chatbotAvailableRanges } from './chatbot-slot';
import type { SelectedTimeRange } from './entities';
import { toSelectedTimeRange } from './selection';
import { zonedParts, zonedWallTimeToInstant } from './time-zone';

/**
 * Decision (spec silent): a corrected time lasts at least 15 minutes, like a suggested time on
 * Pick days (the shortest interview the product schedules); a typo such as 10:00–10:05 is
 * caught before it is shared.
 */
export const MIN_UNDERSTOOD_MINUTES = 15;

/** A time as the edit form holds it, in the candidate's zone. */
export interface TimeFields {
  /** yyyy-MM-dd. */
  readonly date: string;
  /** HH:mm, 24-hour (an `input type=time` value). */
  readonly start: string;
  readonly end: string;
}

/**
 * Why a corrected time is refused, in the order the checks run (the panel says each as
 * `chat:times.errors.<error>`).
 */
export type TimeFieldsError =
  'invalidDate' | 'invalidTime' | 'endBeforeStart' | 'tooShort' | 'past';

export type TimeFieldsResult =
  | { readonly ok: true; readonly range: SelectedTimeRange }
  | { readonly ok: false; readonly error: TimeFieldsError };

/** The field each refusal is about (its message is tied to it). */
export const TIME_FIELDS_ERROR_FIELD: Readonly<Record<TimeFieldsError, keyof TimeFields>> = {
  invalidDate: 'date',
  invalidTime: 'start',
  endBeforeStart: 'end',
  tooShort: 'end',
  past: 'date',
};

/**
 * The times a reply offers to share: its `availableTimeRanges`, else its `parsedAvailability`
 * (spec 5: the chatbot-supplied ranges), merged as they would be sent (overlapping or touching
 * ranges are one, unparseable ones left out), in start order.
 */
export function understoodTimes(
  ranges: readonly SelectedTimeRange[],
  parsed: readonly SelectedTimeRange[],
): SelectedTimeRange[] {
  return chatbotAvailableRanges(ranges.length > 0 ? ranges : parsed);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A time as the form's fields in `zone`. Decision: a time is edited as one day; a time that runs
 * past midnight shows its end's wall time, and saving it asks for an end after the start.
 */
export function timeToFields(
  range: Pick<SelectedTimeRange, 'startTime' | 'endTime'>,
  zone: string,
): TimeFields {
  const start = zonedParts(range.startTime, zone);
  const end = zonedParts(range.endTime, zone);
  return {
    date: `${String(start.year).padStart(4, '0')}-${pad(start.month)}-${pad(start.day)}`,
    start: `${pad(start.hour)}:${pad(start.minute)}`,
    end: `${pad(end.hour)}:${pad(end.minute)}`,
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** HH:mm; an `input type=time` may add `:00` seconds, which carry nothing. */
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::00(?:\.0{1,3})?)?$/;

function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (lengths[month - 1] ?? 0);
}

function minutesOf(value: string): number | null {
  const match = TIME.exec(value);
  return match === null ? null : Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Checks a corrected time and makes it a range (ISO instants in UTC, `durationMin` its real
 * length). Checks, in this order (the first that fails is reported): the date is a real
 * yyyy-MM-dd date; start and end are HH:mm; the end's wall time is later than the start's (one
 * day); it lasts at least {@link MIN_UNDERSTOOD_MINUTES} minutes of real time (a clock change
 * counts); it ends after `nowMs` (a time already over cannot be shared; one under way can).
 * @throws RangeError when `zone` is not a valid IANA zone (a caller error, not a typo).
 */
export function fieldsToTime(fields: TimeFields, zone: string, nowMs: number): TimeFieldsResult {
  const date = fields.date.trim();
  if (!isDate(date)) return { ok: false, error: 'invalidDate' };
  const start = minutesOf(fields.start.trim());
  const end = minutesOf(fields.end.trim());
  if (start === null || end === null) return { ok: false, error: 'invalidTime' };
  if (end <= start) return { ok: false, error: 'endBeforeStart' };
  const startMs = zonedWallTimeToInstant(date, Math.floor(start / 60), start % 60, zone);
  const endMs = zonedWallTimeToInstant(date, Math.floor(end / 60), end % 60, zone);
  if ((endMs - startMs) / 60_000 < MIN_UNDERSTOOD_MINUTES) return { ok: false, error: 'tooShort' };
  if (!(endMs > nowMs)) return { ok: false, error: 'past' };
  return {
    ok: true,
    range: toSelectedTimeRange({
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(endMs).toISOString(),
    }),
  };
}

/** The times in start order (then end order). */
function inOrder(times: readonly SelectedTimeRange[]): SelectedTimeRange[] {
  return [...times].sort(
    (a, b) =>
      Date.parse(a.startTime) - Date.parse(b.startTime) ||
      Date.parse(a.endTime) - Date.parse(b.endTime),
  );
}

/** The times with the one at `index` replaced by `time`, in start order. Out of range: as is. */
export function replaceTime(
  times: readonly SelectedTimeRange[],
  index: number,
  time: SelectedTimeRange,
): readonly SelectedTimeRange[] {
  if (!Number.isInteger(index) || index < 0 || index >= times.length) return times;
  return inOrder(times.map((t, i) => (i === index ? time : t)));
}

/** The times without the one at `index`. Out of range: as is. */
export function removeTime(
  times: readonly SelectedTimeRange[],
  index: number,
): readonly SelectedTimeRange[] {
  if (!Number.isInteger(index) || index < 0 || index >= times.length) return times;
  return times.filter((_, i) => i !== index);
}

/** What is sent when the candidate shares the times: merged and in order (spec 5). */
export function timesToShare(times: readonly SelectedTimeRange[]): SelectedTimeRange[] {
  return chatbotAvailableRanges(times);
}
