/**
 * The main flow's day-and-time picking blocks (DESIGN.md section 2, "a shared area"), for every
 * feature that picks days in a zone: the candidate's Pick days and the interviewer link's
 * availability. The day strip's tab and head, and the time-zone picker. A separate area from
 * `shared` on purpose: the first paint of every route imports the shared area, and none of this
 * is needed before a picking screen shows. Features import it only through this file (lint:
 * eslint.config.js `featureZones`).
 */
export {
  DayStripHead,
  type DayStripHeadProps,
  DayTabLabel,
  type DayTabLabelProps,
  noonOfDay,
} from './day-strip';
export { TimeZoneField, type TimeZoneFieldProps } from './TimeZoneField';
export { defaultZones, timeZoneChoices } from './zones';
