import { DateTime } from 'luxon';

const FORMAT = 'yyyy-MM-dd HH:mm:ss';

const HOUR_MS = 3_600_000;
const KEPT_OFFSETS = 20_000;
/** A zone's offset (ms) in whole hours of time where it does not change, by zone and hour. */
const offsets = new Map<string, number>();

const offsetAt = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).offset * 60_000;

/**
 * A zone's offset from UTC at an instant, in milliseconds. Luxon asks Intl for it at each instant, which a queue
 * or an inbox page of a hundred times made a tenth of the service's time under load; offsets are kept by hour
 * instead, for the hours whose start and end have the same offset (an hour with a change in it is asked anew).
 */
export function offsetInZone(ms: number, zone: string): number {
  const hour = Math.floor(ms / HOUR_MS);
  const key = `${zone} ${hour}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const start = offsetAt(hour * HOUR_MS, zone);
  if (offsetAt((hour + 1) * HOUR_MS - 1, zone) !== start) return offsetAt(ms, zone);
  if (offsets.size >= KEPT_OFFSETS) offsets.clear();
  offsets.set(key, start);
  return start;
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant written the interface's way (`Y-m-d h:i:s`, 24-hour) in a zone. */
export function formatInZone(instant: Date, zone: string): string {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('formatInZone: not a time');
  const local = new Date(ms + (zone === 'UTC' ? 0 : offsetInZone(ms, zone)));
  return (
    `${String(local.getUTCFullYear()).padStart(4, '0')}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ` +
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`
  );
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

/**
 * The instants a span of days covers in a zone, `from` and `to` (`YYYY-MM-DD`) both included: from the start of the
 * first day to the start of the day after the last. A day whose midnight the clocks skip starts when they resume.
 */
export function dayRange(from: string, to: string, zone: string): { start: Date; end: Date } {
  const startOf = (day: DateTime) => day.setZone(zone, { keepLocalTime: true }).startOf('day');
  const first = DateTime.fromISO(from, { zone: 'UTC' });
  const last = DateTime.fromISO(to, { zone: 'UTC' }).plus({ days: 1 });
  if (!first.isValid || !last.isValid) throw new RangeError(`dayRange: ${from} or ${to} is not a day`);
  return { start: startOf(first).toJSDate(), end: startOf(last).toJSDate() };
}
