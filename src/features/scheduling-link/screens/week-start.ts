/** The first day of the week in the app language, for the month calendar. */
import type { Weekday } from '../../../domain/month-calendar';
import { intlLocaleOf } from '../../../i18n/format';

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/** Where Intl cannot say (Firefox has no week info): CLDR's Sunday-first locales of the app. */
const SUNDAY_FIRST: ReadonlySet<string> = new Set(['en-US', 'ja', 'ko', 'pt-BR']);

/** The weekday the locale's weeks start on (CLDR: Sunday in en-US, Monday in de). */
export function weekStartOf(code: string): Weekday {
  const tag = intlLocaleOf(code);
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & WeekInfoLocale;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info !== undefined) return (info.firstDay % 7) as Weekday;
  } catch {
    // An unknown tag: the table below.
  }
  return SUNDAY_FIRST.has(tag) ? 0 : 1;
}
