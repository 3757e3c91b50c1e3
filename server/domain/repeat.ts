import { DateTime } from 'luxon';
import { formatInZone, isDate, shiftWallClock, wallClockShifted } from './time.ts';

/** At most this many occurrences in one series (decision 069). */
export const MAX_OCCURRENCES = 100;

/** How a post repeats: every `every` (`3d`, `2w`), until a day (`Y-m-d`, the workspace's) or so many times. */
export interface RepeatRule {
  every: string;
  until?: string;
  count?: number;
}

export interface RepeatProblem {
  code: string;
  message: string;
  field: 'repeat_every' | 'repeat_until' | 'repeat_count';
}

/** The days between occurrences: `Nd` (1 to 365) or `Nw` (1 to 52); null for anything else. */
export function repeatDays(every: string): number | null {
  const match = /^([1-9]\d{0,2})([dw])$/.exec(every);
  if (!match) return null;
  const n = Number(match[1]);
  if (match[2] === 'd') return n <= 365 ? n : null;
  return n <= 52 ? n * 7 : null;
}

/**
 * The instant of the occurrence `days` days after the first, at the same wall-clock time in the zone (09:00 stays
 * 09:00 across a clock change). A time the clocks skip that day goes out when they show it again, an hour later
 * (as calendars do), rather than refusing a whole series for one spring night.
 */
function occurrenceAt(first: Date, zone: string, days: number): Date {
  const shifted = shiftWallClock(first, zone, days);
  if (shifted.ok) return shifted.instant;
  return DateTime.fromFormat(wallClockShifted(first, zone, days), 'yyyy-MM-dd HH:mm:ss', { zone }).toJSDate();
}

/**
 * The times of a series whose first occurrence is `first`: `count` of them, or as many as fall on or before `until`.
 * Refused, naming the parameter, when the rule is not one, ends before a second occurrence, or makes more than
 * MAX_OCCURRENCES (saying how many it would make).
 */
export function occurrenceTimes(
  first: Date,
  zone: string,
  rule: RepeatRule,
): { times: Date[]; problem?: never } | { problem: RepeatProblem } {
  const step = repeatDays(rule.every);
  if (step === null)
    return {
      problem: {
        code: 'invalid_parameter',
        message: `repeat_every: ${rule.every} is not a rule; use 1d to 365d or 1w to 52w.`,
        field: 'repeat_every',
      },
    };
  let count = rule.count;
  if (rule.until !== undefined) {
    if (!isDate(rule.until))
      return {
        problem: {
          code: 'invalid_parameter',
          message: `repeat_until: ${rule.until} is not a day of the calendar.`,
          field: 'repeat_until',
        },
      };
    const firstDay = formatInZone(first, zone).slice(0, 10);
    const days = (Date.parse(rule.until) - Date.parse(firstDay)) / 86_400_000;
    count = days < 0 ? 0 : Math.floor(days / step) + 1;
    if (count < 2)
      return {
        problem: {
          code: 'invalid_parameter',
          message: `repeat_until: ${rule.until} comes before the second occurrence (every ${rule.every} from ${firstDay}); pick a later day.`,
          field: 'repeat_until',
        },
      };
    if (count > MAX_OCCURRENCES)
      return {
        problem: {
          code: 'too_many_occurrences',
          message: `Every ${rule.every} until ${rule.until} would be ${count} occurrences; a series has at most ${MAX_OCCURRENCES}. Pick an earlier day or a longer interval.`,
          field: 'repeat_until',
        },
      };
  }
  if (count === undefined || count < 2 || count > MAX_OCCURRENCES)
    return {
      problem: {
        code: 'invalid_parameter',
        message: `repeat_count: give 2 to ${MAX_OCCURRENCES} occurrences.`,
        field: 'repeat_count',
      },
    };
  return { times: Array.from({ length: count }, (_, k) => occurrenceAt(first, zone, k * step)) };
}
