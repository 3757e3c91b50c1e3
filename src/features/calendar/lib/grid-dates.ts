/**
 * Calendar days as the workspace writes them (`YYYY-MM-DD`, already in its zone): plain date arithmetic on the
 * calendar, never on instants, so a day the clocks change is still one day.
 */
import { addDays } from '../../../lib/time';

export type CalendarView = 'week' | 'month';

const asUtc = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!));
};
const dayOf = (utc: Date) => utc.toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) =>
  Math.round((asUtc(to).getTime() - asUtc(from).getTime()) / 86_400_000);

/** The Monday of the week a day falls in (weeks start on Monday, as the posting schedule's do). */
export function weekStart(day: string): string {
  const weekday = asUtc(day).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

/** The days a view shows around a day: its week (7 days), or the whole weeks of its month (35 or 42 days). */
export function daysOf(view: CalendarView, day: string): string[] {
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDays(weekStart(day), i));
  const first = `${day.slice(0, 7)}-01`;
  const start = weekStart(first);
  const nextMonth = addMonths(first, 1);
  const weeks = Math.ceil(daysBetween(start, nextMonth) / 7);
  return Array.from({ length: weeks * 7 }, (_, i) => addDays(start, i));
}

/** The same day of another month, or its last day when that month is shorter. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year!, month! - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date!, last));
  return dayOf(target);
}

/** Where "previous" and "next" go from a day: a week or a month away. */
export const stepFrom = (view: CalendarView, day: string, direction: 1 | -1) =>
  view === 'week' ? addDays(day, 7 * direction) : addMonths(day, direction);

const format = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(asUtc(day));

/** "Tue, Nov 24", as cells and announcements name a day. */
export const dayName = (day: string) => format(day, { weekday: 'short', month: 'short', day: 'numeric' });

/** "Tuesday, November 24, 2026": a day spelt out, for headings read aloud. */
export const longDayName = (day: string) =>
  format(day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** "Nov 23 – 29, 2026" or "November 2026": what the toolbar says the view shows. */
export function viewTitle(view: CalendarView, day: string): string {
  if (view === 'month') return format(day, { month: 'long', year: 'numeric' });
  const days = daysOf('week', day);
  const first = days[0]!;
  const last = days[6]!;
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  const end = sameMonth ? format(last, { day: 'numeric' }) : format(last, { month: 'short', day: 'numeric' });
  return `${format(first, { month: 'short', day: 'numeric' })} – ${end}, ${last.slice(0, 4)}`;
}
