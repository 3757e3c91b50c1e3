/** The zone this browser is in: where a new workspace starts. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

let cached: string[] | undefined;

/**
 * Every IANA zone this browser knows, with UTC and the browser's own zone among them (an engine can report a zone
 * its list of canonical names leaves out). Made once.
 */
export function timeZones(): string[] {
  cached ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', browserTimeZone()])].sort();
  return cached;
}

/** The zone's offset now, as people read it: "GMT-4", "GMT+5:30", "GMT". */
export function zoneOffset(zone: string, now = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(now);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

const searchable = (text: string) => text.toLowerCase().replace(/[_/\s]+/g, ' ');

/** The zones whose name (or offset) holds every word of the search: "new york", "london", "gmt+5". */
export function matchingZones(zones: string[], search: string, offsets: Map<string, string>): string[] {
  const words = searchable(search).split(' ').filter(Boolean);
  if (words.length === 0) return zones;
  return zones.filter((zone) => {
    const text = `${searchable(zone)} ${(offsets.get(zone) ?? '').toLowerCase()}`;
    return words.every((word) => text.includes(word));
  });
}
