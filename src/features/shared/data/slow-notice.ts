/**
 * How long a wait may last before the screen says it is taking longer than usual (spec 9:
 * "show a slow-loading notice after 12 s"). The one delay every feature's wait uses.
 */
export const SLOW_NOTICE_MS = 12_000;
