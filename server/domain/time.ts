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

/**
 * The codes a reader of a wall-clock time answers with when it is not a time ahead, and what it offers besides
 * picking another (", or share now"; '' for nothing).
 */
export interface TimeAheadRefusals {
  /** A time the clocks skip for daylight saving time. */
  skipped: string;
  /** No date and time at all (2026-02-30). */
  invalid: string;
  /** A time already passed, now included. */
  past: string;
  instead: string;
}

/**
 * A time (`Y-m-d h:i:s`, already in that shape) read in the workspace zone, which must lie ahead, with what is wrong
 * named in the caller's codes. Every reader of a wall-clock time (a post's custom time, a move's target, an imported
 * row, a snooze's end) goes through it, so all say the same.
 */
export function customTimeProblem(
  value: string,
  zone: string,
  now: Date,
  refusals: TimeAheadRefusals,
): { instant: Date; problem?: never } | { problem: { code: string; message: string } } {
  const parsed = parseInZone(value, zone);
  if (!parsed.ok)
    return {
      problem:
        parsed.reason === 'nonexistent'
          ? {
              code: refusals.skipped,
              message: `${value} does not exist in ${zone}: the clocks skip it for daylight saving time. Pick another time.`,
            }
          : { code: refusals.invalid, message: `${value} is not a date and time that exists.` },
    };
  if (parsed.instant.getTime() <= now.getTime())
    return {
      problem: {
        code: refusals.past,
        message: `${value} (${zone}) has already passed. Pick a time ahead${refusals.instead}.`,
      },
    };
  return { instant: parsed.instant };
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

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** `YYYY-MM-DD` as the UTC midnight of that date: days counted without any zone. */
const dateMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2026-02-30). */
export const isDate = (text: string) => /^\d{4}-\d\d-\d\d$/.test(text) && dateOf(dateMs(text)) === text;

/** The days from `from` to `to` (`YYYY-MM-DD`), both included, in order; none when `to` comes first. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let ms = dateMs(from); ms <= dateMs(to); ms += DAY_MS) dates.push(dateOf(ms));
  return dates;
}

/** The hour the clocks skip (spring forward) or repeat (fall back) on a day, as wall-clock `HH:mm` from–to. */
export interface ClockChange {
  kind: 'skip' | 'repeat';
  from: string;
  to: string;
}

/**
 * Where the clocks change on a day (`YYYY-MM-DD`) in a zone, or null. A change belongs to the day of the wall-clock
 * time it starts at: a skip to the day of the time the clocks jump from (02:00 → 03:00 is skip 02:00–03:00), a
 * repeat to the day of the time that comes again (02:00 → 01:00 is repeat 01:00–02:00). An end at the next
 * midnight is written 24:00. Offsets never differ by more than a day, so the change, if any, lies in the instants
 * from a day before the date's UTC midnight to a day after its end; they are read hour by hour, and a change found
 * is narrowed down to the minute.
 */
export function clockChangeOn(date: string, zone: string): ClockChange | null {
  const wallStart = dateMs(date);
  const offset = (ms: number) => offsetInZone(ms, zone);
  for (let hour = wallStart - DAY_MS; hour < wallStart + 2 * DAY_MS; hour += HOUR_MS) {
    const before = offset(hour);
    if (offset(hour + HOUR_MS) === before) continue;
    // The last minute with the old offset is `low`; the change happens at `high`.
    let [low, high] = [hour, hour + HOUR_MS];
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offset(middle) === before) low = middle;
      else high = middle;
    }
    const after = offset(high);
    const from = high + Math.min(before, after);
    if (from < wallStart || from >= wallStart + DAY_MS) continue;
    const clock = (wall: number) => formatSlotClock((wall - wallStart) / MINUTE_MS);
    return { kind: after > before ? 'skip' : 'repeat', from: clock(from), to: clock(high + Math.max(before, after)) };
  }
  return null;
}

/** Minutes after a midnight as `HH:mm` (24:00 for the next midnight). */
const formatSlotClock = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

/** The wall-clock time (`Y-m-d h:i:s`) `days` days after (or before) an instant's, in the zone. */
export function wallClockShifted(instant: Date, zone: string, days: number): string {
  const [date, time] = formatInZone(instant, zone).split(' ') as [string, string];
  return `${dateOf(dateMs(date) + days * DAY_MS)} ${time}`;
}

/**
 * The same wall-clock time `days` days later (or earlier) in the zone: the calendar's "move by n days", which keeps
 * 09:00 at 09:00 across a clock change. Refused (`nonexistent`) when the clocks skip that time on the new day,
 * rather than moved as adding days in luxon would; a repeated time means its first occurrence.
 */
export const shiftWallClock = (instant: Date, zone: string, days: number): ParsedLocalTime =>
  parseInZone(wallClockShifted(instant, zone, days), zone);
