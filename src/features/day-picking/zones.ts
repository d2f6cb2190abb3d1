/** The zones a time-zone picker offers. */

/** Every IANA zone the browser knows (none where Intl cannot list them). */
export function defaultZones(): readonly string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
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
