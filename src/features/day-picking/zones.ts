/** The zones a time-zone picker offers. */

let knownZones: readonly string[] | undefined;

/**
 * Every IANA zone the browser knows (none where Intl cannot list them). Asked of Intl once: the
 * list does not change, and listing it costs a slow phone some 7 ms each time.
 */
export function defaultZones(): readonly string[] {
  if (knownZones === undefined) {
    try {
      knownZones = Intl.supportedValuesOf('timeZone');
    } catch {
      knownZones = [];
    }
  }
  return knownZones;
}

/** The zones the picker offers: the relevant ones first, then every other zone. */
export function timeZoneChoices(
  preferred: readonly (string | null | undefined)[],
  all: readonly string[],
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const zone of [...preferred, ...all]) {
    if (zone && !seen.has(zone)) {
      seen.add(zone);
      out.push(zone);
    }
  }
  return out;
}
