import { DateTime } from 'luxon';

const FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** An instant written the interface's way (`Y-m-d h:i:s`, 24-hour) in a zone. */
export function formatInZone(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toFormat(FORMAT);
}

export const formatUtc = (instant: Date) => formatInZone(instant, 'UTC');

export type ParsedLocalTime = { ok: true; instant: Date } | { ok: false; reason: 'invalid' | 'nonexistent' };

/**
 * Reads a `Y-m-d h:i:s` wall-clock time in a zone. A time skipped by a daylight-saving change (02:30 on a
 * spring-forward night) does not exist and is refused rather than silently moved; a repeated one (fall back)
 * means its first occurrence.
 */
export function parseInZone(text: string, zone: string): ParsedLocalTime {
  const local = DateTime.fromFormat(text, FORMAT, { zone });
  if (!local.isValid) return { ok: false, reason: 'invalid' };
  if (local.toFormat(FORMAT) !== text) return { ok: false, reason: 'nonexistent' };
  // Luxon picks the later of two repeated instants; an earlier one with the same wall time is the first.
  for (const minutes of [60, 30]) {
    const earlier = local.minus({ minutes });
    if (earlier.toFormat(FORMAT) === text) return { ok: true, instant: earlier.toJSDate() };
  }
  return { ok: true, instant: local.toJSDate() };
}

export const isValidZone = (zone: string) => DateTime.local().setZone(zone).isValid;
