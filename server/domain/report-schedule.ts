import { DateTime } from 'luxon';

// When a scheduled results report goes, and which period it tells of (decision 079): pure, in the workspace zone.

export type ReportFrequency = 'weekly' | 'monthly';

/** When a schedule sends: a weekday (1 Monday … 7 Sunday) or a day of the month (1-28), at minutes after midnight. */
export interface ReportWhen {
  frequency: ReportFrequency;
  weekday: number | null;
  monthDay: number | null;
  /** Minutes after local midnight. */
  time: number;
}

export const MAX_REPORT_RECIPIENTS = 20;
export const MAX_REPORT_SCHEDULE_NAME = 100;
/** Each chosen channel is a PDF of its own in the mail: a few at most. */
export const MAX_REPORT_CHANNELS = 10;
/** After a failed send, the next try waits this long; after this many retries, the next period. */
export const REPORT_RETRY_MS = 15 * 60_000;
export const REPORT_RETRIES = 3;

const WEEKDAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];
export const REPORT_WEEKDAYS = WEEKDAY_NAMES;
export const weekdayNumber = (name: WeekdayName) => WEEKDAY_NAMES.indexOf(name) + 1;
export const weekdayName = (day: number): WeekdayName => WEEKDAY_NAMES[day - 1]!;

/** "09:30" for 570 minutes. */
export const timeText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** 570 for "09:30". */
export const timeMinutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

/** The schedule's slot on a local day (luxon moves a time that a clock change skips to just after the change). */
const slotOn = (day: DateTime, when: ReportWhen) =>
  day.startOf('day').set({ hour: Math.floor(when.time / 60), minute: when.time % 60 });

/** The slot of the week or month that `local` is in. */
function slotOfPeriod(local: DateTime, when: ReportWhen): DateTime {
  if (when.frequency === 'weekly') return slotOn(local.startOf('week').plus({ days: (when.weekday ?? 1) - 1 }), when);
  return slotOn(local.startOf('month').set({ day: when.monthDay ?? 1 }), when);
}

const step = (when: ReportWhen) => (when.frequency === 'weekly' ? { weeks: 1 } : { months: 1 });

/** The first slot strictly after `after`, in the zone. */
export function nextRunAfter(when: ReportWhen, zone: string, after: Date): Date {
  const local = DateTime.fromJSDate(after, { zone });
  let slot = slotOfPeriod(local, when);
  if (slot.toMillis() <= after.getTime()) slot = slotOfPeriod(local.plus(step(when)), when);
  return slot.toJSDate();
}

/** The last slot at or before `at`: the run a late or retried send belongs to. */
export function runAtOrBefore(when: ReportWhen, zone: string, at: Date): Date {
  const local = DateTime.fromJSDate(at, { zone });
  let slot = slotOfPeriod(local, when);
  if (slot.toMillis() > at.getTime()) slot = slotOfPeriod(local.minus(step(when)), when);
  return slot.toJSDate();
}

/**
 * The period a run tells of: the last full week (Monday to Sunday) or calendar month before the run's local day,
 * as `Y-m-d` days of the zone.
 */
export function reportPeriod(frequency: ReportFrequency, run: Date, zone: string): { from: string; to: string } {
  const day = DateTime.fromJSDate(run, { zone }).startOf('day');
  const unit = frequency === 'weekly' ? 'week' : 'month';
  const end = day.startOf(unit).minus({ days: 1 });
  return { from: end.startOf(unit).toISODate()!, to: end.toISODate()! };
}
