import { formatTimeOfDay, type Clock } from './clock';

/** The date of a `YYYY-MM-DD HH:mm:ss` as the interface writes it (already in the workspace zone). */
function parts(text: string) {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** The date (`YYYY-MM-DD`) so many days after another, or before it when negative: calendar arithmetic, no zone. */
export function addDays(date: string, days: number): string {
  const p = parts(date);
  return new Date(Date.UTC(p.year, p.month - 1, p.day + days)).toISOString().slice(0, 10);
}

/** Today's date in a zone, as YYYY-MM-DD. */
export function todayIn(zone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/**
 * "Today 13:00", "Tomorrow 09:00", "Fri, Jun 12 09:00", and "Sat, Jun 12, 2027 09:00" in another year (or "Today
 * 1:00 PM" on a 12-hour clock): a workspace time for people, without converting it.
 */
export function formatWorkspaceTime(text: string, zone: string, clockSetting: Clock, now = new Date()): string {
  const p = parts(text);
  const clock = formatTimeOfDay(text.slice(11, 16), clockSetting);
  const date = text.slice(0, 10);
  const today = todayIn(zone, now);
  const tomorrow = todayIn(zone, new Date(now.getTime() + 86_400_000));
  if (date === today) return `Today ${clock}`;
  if (date === tomorrow) return `Tomorrow ${clock}`;
  const label = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(date.slice(0, 4) !== today.slice(0, 4) && { year: 'numeric' }),
  }).format(new Date(Date.UTC(p.year, p.month - 1, p.day)));
  return `${label} ${clock}`;
}

/** The zone's short name for labels ("America/New_York" → "New York time"). */
export const zoneLabel = (zone: string) => `${zone.split('/').at(-1)!.replaceAll('_', ' ')} time`;

/** A calendar's `YYYY-MM-DD HH:mm[:ss]` as its time of day alone, in the workspace's clock. */
export const timeOf = (text: string, clock: Clock) => formatTimeOfDay(text.slice(11, 16), clock);
