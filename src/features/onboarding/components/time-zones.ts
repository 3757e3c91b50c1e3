/** The browser's own zone, which the form starts with. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The IANA zones this browser knows, with its own zone among them: a browser can report a zone, such as UTC,
 * that its list of canonical names leaves out.
 */
export function timeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const own = browserTimeZone();
  return zones.includes(own) ? zones : [own, ...zones].sort();
}
