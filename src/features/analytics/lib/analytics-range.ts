import { addDays, todayIn } from '../../../lib/time';

/** The longest range the service reads (decision 073's MAX_REPORT_DAYS), both days included. */
export const MAX_DAYS = 366;
/** The range the page opens on: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

export interface DayRange {
  from: string;
  to: string;
}

/** The day a `YYYY-MM-DD` names as a UTC midnight, or undefined when it names none (2026-02-30). */
function dayOf(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined;
}

/** How many days a range covers, both ends included. */
export const daysIn = ({ from, to }: DayRange) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The last `days` days in the workspace's zone, today included. */
export function lastDays(zone: string, days: number, now = new Date()): DayRange {
  const to = todayIn(zone, now);
  return { from: addDays(to, 1 - days), to };
}

export const defaultRange = (zone: string, now = new Date()) => lastDays(zone, DEFAULT_DAYS, now);

/** The same number of days just before a range: what each figure is set beside. */
export function previousRange(range: DayRange): DayRange {
  const to = addDays(range.from, -1);
  return { from: addDays(to, 1 - daysIn(range)), to };
}

export interface Preset {
  label: string;
  range: (zone: string, now?: Date) => DayRange;
}

/** The ranges one click away; any other is the custom one. */
export const presets: Preset[] = [
  { label: '7 days', range: (zone, now) => lastDays(zone, 7, now) },
  { label: '30 days', range: (zone, now) => lastDays(zone, 30, now) },
  { label: '90 days', range: (zone, now) => lastDays(zone, 90, now) },
  {
    label: 'Last month',
    range: (zone, now) => {
      const firstOfThis = `${todayIn(zone, now).slice(0, 7)}-01`;
      const to = addDays(firstOfThis, -1);
      return { from: `${to.slice(0, 7)}-01`, to };
    },
  },
  {
    label: 'This year',
    range: (zone, now) => {
      const to = todayIn(zone, now);
      return { from: `${to.slice(0, 4)}-01-01`, to };
    },
  },
];

/**
 * What is wrong with a range, said before the service would refuse it (decision 073's ranges): the field at fault and
 * what to do, so that a bad range is never asked for.
 */
export function rangeProblem({ from, to }: DayRange): { field: 'from' | 'to'; message: string } | undefined {
  const start = dayOf(from);
  if (!start) return { field: 'from', message: `The start date ${from} is not a day of the calendar: choose another.` };
  const end = dayOf(to);
  if (!end) return { field: 'to', message: `The end date ${to} is not a day of the calendar: choose another.` };
  if (end < start) return { field: 'to', message: 'The end date comes before the start date: choose a later one.' };
  const days = daysIn({ from, to });
  if (days > MAX_DAYS)
    return { field: 'to', message: `Analytics cover at most ${MAX_DAYS} days, and these are ${days}: choose fewer.` };
  return undefined;
}
